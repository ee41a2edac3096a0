import {
  ADMIN_API_PATHS,
  API_PATHS,
  cartLineId,
  DASHBOARD_DAYS,
  type DashboardBody,
  type Product,
  type ProductVariant,
  type SkinType,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DEMO_ACCOUNTS, JANE, OMID } from '../../../scripts/seed/accounts';
import { livingHistory } from '../../../scripts/seed/data/history';
import { SEED_LOVES } from '../../../scripts/seed/data/loves';
import { SEED_MESSAGES } from '../../../scripts/seed/data/messages';
import { SOLD_OUT_IDS } from '../../../scripts/seed/data/product-stock';
import { BEST_SELLER_IDS, NEW_IN_IDS } from '../../../scripts/seed/data/products';
import { SKIN_SHOWCASE_CANDIDATES } from '../../../scripts/seed/data/reviews';
import { SEED_VARIANTS } from '../../../scripts/seed/data/variants';
import { findLiveChanges, isEmptyShop, refusalOf, SEED_RECORD } from '../../../scripts/seed/live-data';
import { saveMissingImages, seedDemoData, seedSummary } from '../../../scripts/seed/seed';
import { reviewIdOf } from '../../src/repositories/review-document';
import { lastUtcDays } from '../../src/rules/order-figures';
import { STOCK_SHARDS_COLLECTION } from '../../src/rules/stock';
import { variantFieldsOf } from '../../src/rules/variants';
import {
  emptyReviewStats,
  productRatingOf,
  ratingRankOf,
  withReview,
  type ReviewStats,
} from '../../src/rules/review-figures';
import { cloudImageStore } from '../../src/storage/cloud-image-store';
import { adminAuth, adminBucket, adminDb } from '../api/support/admin';
import { call } from '../api/support/client';
import { clearAll, clearStorage } from '../api/support/emulators';
import { signIn } from '../api/support/users';

const ROOT = join(import.meta.dirname, '../../..');

/** Runs `npm run seed -- <args>` against this test's emulators (their variables are in the environment). */
const runSeedCli = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/seed/cli.ts', ...args],
      {
        cwd: ROOT,
        env: process.env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

/** Every document's path and update time in the collections the seed writes (to show nothing changed). */
const everyDocument = async (): Promise<string[]> => {
  const names = ['users', 'carts', 'cartLocks', 'orders', 'products', 'reviews', 'messages', 'orderStats'];
  const snaps = await Promise.all(names.map((name) => adminDb.collection(name).get()));
  return snaps.flatMap((snap) => snap.docs.map((doc) => `${doc.ref.path}@${doc.updateTime.valueOf()}`)).sort();
};

interface Line {
  _id: string;
  title: string;
  price: number;
  quantity: number;
  totalPriceItem: number;
  productId?: string;
  variantId?: string;
  variantName?: string;
}

/** The `_id` of each line of a variant, as a cart or order document lists them. */
const variantLineIds = (lines: Line[]): string[] => lines.filter((line) => line.variantId).map((line) => line._id);

const countOf = async (name: string): Promise<number> => (await adminDb.collection(name).count().get()).data().count;

const counts = async () => ({
  users: await countOf('users'),
  usernames: await countOf('usernames'),
  categories: await countOf('categories'),
  products: await countOf('products'),
  blogs: await countOf('blogs'),
  carts: await countOf('carts'),
  orders: await countOf('orders'),
  messages: await countOf('messages'),
  reviews: await countOf('reviews'),
  accounts: (await adminAuth.listUsers()).users.length,
});

/** Every day shard of the figures by id. */
const statistics = async () =>
  Object.fromEntries((await adminDb.collection('orderStatShards').get()).docs.map((doc) => [doc.id, doc.data()]));

const expected = {
  users: seedSummary.accounts + seedSummary.customers,
  usernames: seedSummary.accounts + seedSummary.customers,
  categories: seedSummary.categories,
  products: seedSummary.products,
  blogs: seedSummary.blogs,
  carts: seedSummary.carts,
  orders: seedSummary.orders,
  messages: SEED_MESSAGES.length,
  reviews: seedSummary.reviews,
  accounts: seedSummary.accounts + seedSummary.customers,
};

const uidOf = async (username: string): Promise<string> => {
  const snap = await adminDb.doc(`usernames/${username}`).get();
  const uid: unknown = snap.get('uid');
  if (typeof uid !== 'string') throw new Error(`no usernames/${username}`);
  return uid;
};

const expectConsistent = (lines: Line[], total?: number): void => {
  for (const line of lines) expect(line.totalPriceItem).toBe(line.price * line.quantity);
  if (total !== undefined) expect(total).toBe(lines.reduce((sum, l) => sum + l.totalPriceItem, 0));
};

/** Every review there, with its votes' voters. */
const storedReviews = async () => {
  const [reviews, votes] = await Promise.all([
    adminDb.collection('reviews').get(),
    adminDb.collectionGroup('votes').get(),
  ]);
  const voters = new Map<string, string[]>();
  for (const vote of votes.docs) {
    const reviewId = vote.ref.parent.parent?.id ?? '';
    voters.set(reviewId, [...(voters.get(reviewId) ?? []), vote.id]);
  }
  return reviews.docs.map((doc) => ({ id: doc.id, data: doc.data(), voters: voters.get(doc.id) ?? [] }));
};

/** Each product's figures recounted from the reviews stored: the visible ones only. */
const recount = (reviews: Awaited<ReturnType<typeof storedReviews>>): Map<string, ReviewStats> => {
  const figures = new Map<string, ReviewStats>();
  for (const { data } of reviews) {
    if (data.hidden !== false) continue;
    const productId = String(data.productId);
    figures.set(
      productId,
      withReview(
        figures.get(productId) ?? emptyReviewStats(),
        { rating: data.rating as 1, skinType: data.skinType as SkinType },
        1,
      ),
    );
  }
  return figures;
};

describe('the demo seed against the emulators', () => {
  const seed = (reset: boolean) =>
    seedDemoData({ db: adminDb, auth: adminAuth, imageStore: cloudImageStore(adminBucket), reset });

  beforeAll(async () => {
    await Promise.all([clearAll(), clearStorage()]);
    // Leftovers a reset must remove: a stray account, a message and an unrelated product.
    await adminAuth.createUser({ email: 'stray@users.invalid', password: 'Secret123' });
    await adminDb.doc('messages/m1').set({ title: 'hello' });
    await adminDb.doc('products/stray').set({ title: 'Stray' });
    const result = await seed(true);
    expect(result).toEqual(seedSummary);
  });

  it('writes the expected documents and accounts, and nothing else', async () => {
    expect(await counts()).toEqual(expected);
    expect(seedSummary.products).toBeGreaterThanOrEqual(36);
    expect(seedSummary.blogs).toBeGreaterThanOrEqual(10);
  });

  it('signs every demo account in with its password and gives it its role claim and profile', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await signIn(account.username, account.password);
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      expect(payload.role).toBe(account.role);
      const uid = await uidOf(account.username);
      expect(payload.user_id).toBe(uid);
      expect((await adminAuth.getUser(uid)).customClaims).toEqual({ role: account.role });
      const profile = (await adminDb.doc(`users/${uid}`).get()).data();
      expect(profile).toMatchObject({
        username: account.username,
        firstname: account.firstname,
        lastname: account.lastname,
        role: account.role,
        provider: 'password',
      });
    }
    await expect(signIn('jane', 'wrong-password')).rejects.toThrow();
  });

  it('stores products with their category reference, picture and timestamps', async () => {
    const snap = await adminDb.doc(`products/${BEST_SELLER_IDS[0]}`).get();
    expect(snap.data()).toMatchObject({
      title: 'Lip Lovers Trio',
      price: 71,
      category: { _id: 'gifts', title: 'Gifts & Sets', slug: 'gifts' },
      image: `/uploads/product-${BEST_SELLER_IDS[0]}.svg`,
    });
    const createdAt: unknown = snap.get('createdAt');
    expect(createdAt).toBeInstanceOf(Timestamp);
    const prices = await Promise.all(
      BEST_SELLER_IDS.map(async (id) => (await adminDb.doc(`products/${id}`).get()).get('price')),
    );
    expect(prices).toEqual([71, 72, 74, 76]);
    const newest = await adminDb.collection('products').orderBy('createdAt', 'desc').limit(2).get();
    expect(newest.docs.map((d) => d.id).sort()).toEqual([...NEW_IN_IDS].sort());
  });

  it('stores each product in shades or sizes whole in its document, with the fields its variants give, and no stock shards', async () => {
    const ids = Object.keys(SEED_VARIANTS);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const [files] = await adminBucket.getFiles();
    const names = new Set(files.map((file) => `/${file.name}`));
    for (const id of ids) {
      const product = (await adminDb.doc(`products/${id}`).get()).data() ?? {};
      const variants = product.variants as ProductVariant[];
      expect(variants.map((v) => v._id)).toEqual(SEED_VARIANTS[id]?.map((v) => v._id));
      const { price, stock, ...derived } = variantFieldsOf(variants);
      expect(product).toMatchObject({ ...derived, price, stock });
      expect(product.stockShards, id).toBeUndefined();
      expect((await adminDb.collection(`products/${id}/${STOCK_SHARDS_COLLECTION}`).get()).empty, id).toBe(true);
      for (const variant of variants) expect(names.has(variant.image ?? ''), variant.image).toBe(true);
    }
    // The shop's lists find them by shade: the colour filter, and the admin's sold-out list by its one sold-out shade.
    const listed = async (query: string, token?: string) =>
      new Set(
        ((await call<Product[]>('GET', `${API_PATHS.products}?${query}&limit=1000`, { token })).json.body ?? []).map(
          (product) => product._id,
        ),
      );
    const deep = ids.filter((id) => SEED_VARIANTS[id]?.some((v) => v.kind === 'shade' && v.family === 'deep'));
    expect([...(await listed('colour=deep'))].sort()).toEqual(deep.sort());
    const adminToken = await signIn(ADMIN.username, ADMIN.password);
    expect(await listed('stock=out', adminToken)).toEqual(new Set([...SOLD_OUT_IDS, 'silk-veil-foundation']));
    // Visitors see the product's price as the lowest of its variants' and its stock as their sum.
    const sizes = SEED_VARIANTS['amber-dusk-eau-de-parfum'] ?? [];
    const res = await call<Product>('GET', API_PATHS.product('amber-dusk-eau-de-parfum'));
    expect(res.json.body).toMatchObject({
      price: Math.min(...sizes.map((size) => size.price)),
      stock: sizes.reduce((sum, size) => sum + size.stock, 0),
    });
  });

  it('saves every picture into the bucket under uploads/, as SVG', async () => {
    const [files] = await adminBucket.getFiles();
    const names = files.map((file) => file.name);
    expect(names).toHaveLength(seedSummary.images);
    const product = adminBucket.file(`uploads/product-${BEST_SELLER_IDS[0]}.svg`);
    const [metadata] = await product.getMetadata();
    expect(metadata.contentType).toBe('image/svg+xml');
    const [svg] = await product.download();
    expect(svg.toString('utf8').startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const blog = (await adminDb.collection('blogs').limit(1).get()).docs[0];
    // A served path without its leading slash is the object's name.
    expect(names).toContain(String(blog?.get('image')).replace(/^\//, ''));
  });

  it('puts the pictures back into a bucket that lost them, and saves nothing when they are there', async () => {
    await clearStorage();
    expect(await saveMissingImages(cloudImageStore(adminBucket))).toBe(seedSummary.images);
    expect((await adminBucket.getFiles())[0]).toHaveLength(seedSummary.images);
    expect(await saveMissingImages(cloudImageStore(adminBucket))).toBe(0);
  });

  it('gives jane and omid one consistent open cart and at least two orders, each with its closed cart', async () => {
    for (const customer of [JANE, OMID]) {
      const uid = await uidOf(customer.username);
      const carts = await adminDb.collection('carts').where('userId', '==', uid).get();
      const open = carts.docs.filter((d) => d.get('status') === 'open');
      expect(open).toHaveLength(1);
      const items = open[0]?.get('items') as Line[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(3);
      expectConsistent(items);
      expect(open[0]?.get('variantLineIds')).toEqual(variantLineIds(items));
      for (const item of items) {
        const product = await adminDb.doc(`products/${item.productId ?? item._id}`).get();
        // A line of a shade or size is at that variant's price, named by it.
        const variant = (product.get('variants') as ProductVariant[] | undefined)?.find(
          (v) => v._id === item.variantId,
        );
        if (item.variantId) {
          expect(item._id).toBe(cartLineId(product.id, item.variantId));
          expect([item.price, item.variantName]).toEqual([variant?.price, variant?.name]);
        } else expect(product.get('price')).toBe(item.price);
        expect(product.get('title')).toBe(item.title);
      }

      const orders = await adminDb.collection('orders').where('userId', '==', uid).get();
      expect(orders.size).toBeGreaterThanOrEqual(2);
      for (const order of orders.docs) {
        const shops = order.get('shops') as Line[];
        expectConsistent(shops, order.get('totalPriceOrder') as number);
        expect(order.get('transactionNumber')).toMatch(/^\d+$/);
        const cart = await adminDb.doc(`carts/${order.get('cartId')}`).get();
        expect(cart.get('status')).toBe('ordered');
        expect(cart.get('userId')).toBe(uid);
        expect(cart.get('items')).toEqual(shops);
        expect(order.get('variantLineIds')).toEqual(variantLineIds(shops));
        expect(cart.get('variantLineIds')).toEqual(variantLineIds(shops));
      }
    }
  });

  it('gives jane her loves of seeded products, newest first, each loves/{uid}~{productId}', async () => {
    for (const { username, loves } of SEED_LOVES) {
      const uid = await uidOf(username);
      const stored = await adminDb.collection('loves').where('userId', '==', uid).get();
      const newestFirst = stored.docs
        .map((doc) => ({ id: doc.id, productId: doc.get('productId') as string, at: doc.get('lovedAt') as Timestamp }))
        .sort((a, b) => b.at.toMillis() - a.at.toMillis());
      expect(newestFirst.map((love) => love.productId)).toEqual(loves.map((love) => love.productId));
      expect(newestFirst.map((love) => love.id)).toEqual(loves.map((love) => `${uid}~${love.productId}`));
      for (const love of loves) expect((await adminDb.doc(`products/${love.productId}`).get()).exists).toBe(true);
    }
  });

  it('gives the history’s customers an account with the user role, no password, and their join date', async () => {
    const { customers } = livingHistory(new Date());
    expect(customers).toHaveLength(seedSummary.customers);
    const { users } = await adminAuth.getUsers(customers.map((customer) => ({ uid: customer.uid })));
    expect(users).toHaveLength(customers.length);
    for (const customer of customers) {
      const account = users.find((user) => user.uid === customer.uid);
      expect(account?.email).toBe(`${customer.username}@users.invalid`);
      expect(account?.customClaims).toEqual({ role: 'user' });
      expect(account?.passwordHash).toBeUndefined();
      expect(new Date(account?.metadata.creationTime ?? 0).getTime()).toBe(
        Math.floor(customer.createdAt.getTime() / 1000) * 1000,
      );
      expect(await uidOf(customer.username)).toBe(customer.uid);
      const profile = (await adminDb.doc(`users/${customer.uid}`).get()).data();
      expect(profile).toMatchObject({ username: customer.username, firstname: customer.firstname, role: 'user' });
      expect((profile?.createdAt as Timestamp).toDate()).toEqual(customer.createdAt);
    }
  });

  it('shows the admin a dashboard with the history’s figures, the same as the orders and customers hold', async () => {
    const token = await signIn(ADMIN.username, ADMIN.password);
    const res = await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token });
    expect(res.status).toBe(200);
    const figures = res.json.body as DashboardBody;

    const window = lastUtcDays(DASHBOARD_DAYS);
    const since = new Date(`${window[0]}T00:00:00.000Z`);
    const orders = (await adminDb.collection('orders').get()).docs.map((doc) => ({
      id: doc.id,
      day: (doc.get('createdAt') as Timestamp).toDate().toISOString().slice(0, 10),
      status: doc.get('status') as string,
      total: doc.get('totalPriceOrder') as number,
    }));
    const counted = orders.filter((o) => o.day >= (window[0] ?? '') && o.status !== 'cancelled');
    const cents = (list: typeof orders) => list.reduce((sum, o) => sum + Math.round(o.total * 100), 0);
    expect(figures.last30Days.orders).toBe(counted.length);
    expect(Math.round(figures.last30Days.revenue * 100)).toBe(cents(counted));
    const today = counted.filter((o) => o.day === window.at(-1));
    expect(figures.today.orders).toBe(today.length);
    expect(Math.round(figures.today.revenue * 100)).toBe(cents(today));
    expect(figures.waitingToShip).toBe(orders.filter((o) => o.status === 'placed').length);
    const joined = await adminDb.collection('users').where('createdAt', '>=', since).count().get();
    expect(figures.newCustomers30Days).toBe(joined.data().count);

    // Every card has a figure and most days of the chart a bar.
    expect(figures.today.orders).toBeGreaterThanOrEqual(2);
    expect(figures.last30Days.orders).toBeGreaterThan(40);
    expect(figures.averageOrderValue).toBeGreaterThan(0);
    expect(figures.newCustomers30Days).toBeGreaterThanOrEqual(3);
    expect(figures.waitingToShip).toBeGreaterThanOrEqual(2);
    expect(figures.days.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(20);
    for (const day of figures.days) {
      const ofDay = counted.filter((o) => o.day === day.day);
      expect([day.day, day.orders, Math.round(day.revenue * 100)]).toEqual([day.day, ofDay.length, cents(ofDay)]);
    }
    expect(figures.bestSellers).toHaveLength(5);
    expect(figures.latestOrders).toHaveLength(5);
    expect(figures.latestOrders.every((order) => order.username)).toBe(true);
  });

  it('writes reviews by customers whose order with the product (not cancelled) came before the review', async () => {
    const reviews = await storedReviews();
    expect(reviews).toHaveLength(seedSummary.reviews);
    const orders = (await adminDb.collection('orders').get()).docs
      .map((doc) => ({
        userId: doc.get('userId') as string,
        status: doc.get('status') as string,
        createdAt: (doc.get('createdAt') as Timestamp).toMillis(),
        lines: doc.get('shops') as Line[],
      }))
      .sort((a, b) => a.createdAt - b.createdAt);
    const now = Date.now();
    const variantReviews: { id: string; productId: string; variantId: string }[] = [];
    for (const { id, data } of reviews) {
      const createdAt = (data.createdAt as Timestamp).toMillis();
      const bought = orders
        .filter(
          (order) => order.userId === data.authorId && order.status !== 'cancelled' && order.createdAt < createdAt,
        )
        .flatMap((order) => order.lines.filter((line) => (line.productId ?? line._id) === data.productId));
      expect(bought.length, id).toBeGreaterThan(0);
      // A review of a shade or size names the one its author bought (their latest such line).
      const last = bought.at(-1);
      expect(data.variantId, id).toBe(last?.variantId);
      expect(data.variantName, id).toBe(last?.variantName);
      if (data.variantId)
        variantReviews.push({ id, productId: String(data.productId), variantId: String(data.variantId) });
      expect(id).toBe(reviewIdOf(String(data.productId), String(data.authorId)));
      expect(createdAt).toBeGreaterThan(now - 90 * 86_400_000);
      expect(createdAt).toBeLessThanOrEqual(now);
      expect(data.verified).toBe(true);
    }
    // A shopper narrowing a product's reviews to a shade finds the seeded reviews of that shade.
    expect(variantReviews.length).toBeGreaterThan(0);
    const [first] = variantReviews;
    if (first) {
      const ofVariant = variantReviews.filter(
        (review) => review.productId === first.productId && review.variantId === first.variantId,
      );
      const listed = await call<{ _id: string }[]>(
        'GET',
        `/api/products/${first.productId}/reviews?variant=${first.variantId}&limit=50`,
      );
      expect(listed.json.body?.map((review) => review._id).sort()).toEqual(ofVariant.map((review) => review.id).sort());
    }
  });

  it('counts each review’s votes in its helpfulCount, none by its author, and hides a few with their reason', async () => {
    const reviews = await storedReviews();
    for (const { id, data, voters } of reviews) {
      expect(data.helpfulCount, id).toBe(voters.length);
      expect(voters).not.toContain(data.authorId);
    }
    expect(reviews.filter((r) => r.voters.length > 0).length).toBeGreaterThan(30);
    const hidden = reviews.filter((r) => r.data.hidden === true);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    expect(hidden.length).toBeLessThanOrEqual(5);
    for (const { data } of hidden) {
      expect(String(data.hiddenReason).length).toBeGreaterThanOrEqual(3);
      expect(data.listKeys).toBeUndefined();
    }
    for (const { data } of reviews.filter((r) => r.data.hidden === false)) expect(data.hiddenReason).toBeNull();
  });

  it('gives every product the figures a recount of its visible reviews gives, and shows them in its answer', async () => {
    const reviews = await storedReviews();
    const figures = recount(reviews);
    const products = await adminDb.collection('products').get();
    for (const product of products.docs) {
      const stats = figures.get(product.id) ?? emptyReviewStats();
      expect(product.get('reviewStats'), product.id).toEqual(stats);
      expect(product.get('ratingRank')).toBe(ratingRankOf(stats));
    }
    const hiddenCount = reviews.filter((r) => r.data.hidden === true).length;
    const counted = [...figures.values()].reduce((sum, stats) => sum + stats.count, 0);
    expect(counted).toBe(seedSummary.reviews - hiddenCount);
    // The skin analysis's showcase: 3 visible reviews from dry skin and from oily skin.
    const showcase = SKIN_SHOWCASE_CANDIDATES.find((id) => {
      const bySkin = figures.get(id)?.bySkinType;
      return (bySkin?.dry.count ?? 0) >= 3 && (bySkin?.oily.count ?? 0) >= 3;
    });
    expect(showcase).toBeDefined();
    const res = await call<Product>('GET', API_PATHS.product(showcase ?? ''));
    expect(res.status).toBe(200);
    expect(res.json.body?.rating).toEqual(productRatingOf(figures.get(showcase ?? '') ?? emptyReviewStats()));
  });

  it('duplicates nothing when run again, with or without reset', async () => {
    const janeUid = await uidOf('jane');
    // A second open cart left behind by a session: a plain re-seed brings jane back to one.
    await adminDb.doc('carts/left-behind').set({ userId: janeUid, status: 'open', items: [] });
    const figures = await statistics();
    // A session's vote on a seeded review stays and counts; an earlier day's seeded review (with its
    // vote) that today's seed does not write goes.
    const reviewed = (await storedReviews()).find((r) => r.data.hidden === false && !r.voters.includes(janeUid));
    if (!reviewed) throw new Error('no visible seeded review');
    await adminDb.doc(`reviews/${reviewed.id}/votes/${janeUid}`).set({ at: Timestamp.now() });
    const staleId = reviewIdOf('stray-product', String(reviewed.data.authorId));
    await adminDb.doc(`reviews/${staleId}`).set({ ...reviewed.data, productId: 'stray-product', hidden: true });
    await adminDb.doc(`reviews/${staleId}/votes/${janeUid}`).set({ at: Timestamp.now() });
    await seed(false);
    expect(await counts()).toEqual(expected);
    // The statistics are rebuilt from the orders, not added to what was there.
    expect(await statistics()).toEqual(figures);
    const after = await storedReviews();
    expect(after.find((r) => r.id === staleId)).toBeUndefined();
    expect((await adminDb.collection(`reviews/${staleId}/votes`).get()).empty).toBe(true);
    const kept = after.find((r) => r.id === reviewed.id);
    expect(kept?.voters).toContain(janeUid);
    expect(kept?.data.helpfulCount).toBe(kept?.voters.length);
    const products = await adminDb.collection('products').get();
    const recounted = recount(after);
    for (const product of products.docs) {
      expect(product.get('reviewStats')).toEqual(recounted.get(product.id) ?? emptyReviewStats());
    }
    expect(await uidOf('jane')).toBe(janeUid);
    await seed(true);
    expect(await counts()).toEqual(expected);
    expect((await adminBucket.getFiles())[0]).toHaveLength(seedSummary.images);
    for (const account of DEMO_ACCOUNTS) await expect(signIn(account.username, account.password)).resolves.toBeTruthy();
  });

  // Runs the seed's command line twice: two Node processes starting, slow on a loaded machine.
  it('refuses a plain seed over what customers did since it finished, names it, and says how to reset', async () => {
    // Just seeded: nothing changed since, so a plain seed may run again.
    const fresh = await findLiveChanges(adminDb);
    expect(fresh.changed).toEqual({});
    expect(fresh.seededAt?.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(refusalOf(fresh)).toBeNull();

    // A customer signs up and puts a product in a cart, through the API.
    const signUp = await call('POST', API_PATHS.register, {
      body: { username: 'newcomer', password: 'Secret123', firstname: 'New', lastname: 'Comer', role: 'user' },
    });
    expect(signUp.status).toBe(201);
    const token = await signIn('newcomer', 'Secret123');
    expect((await call('POST', API_PATHS.cart, { token, body: { productId: BEST_SELLER_IDS[0] } })).status).toBe(200);
    expect((await findLiveChanges(adminDb)).changed).toEqual({ users: 1, usernames: 1, carts: 1, cartLocks: 1 });

    const before = await everyDocument();
    const refused = await runSeedCli();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Seed: ');
    expect(refused.stderr).toContain(
      'Not seeding: documents were created, changed or deleted since the last seed finished',
    );
    expect(refused.stderr).toContain('1 users, 1 usernames, 1 carts, 1 cartLocks');
    expect(refused.stderr).toContain('npm run seed -- --reset');
    expect(refused.stderr).not.toContain('Seed failed');
    expect(await everyDocument()).toEqual(before);

    // What `npm start` runs on saved data: starts without seeding, and without an error.
    const started = await runSeedCli('--if-empty');
    expect(started.code).toBe(0);
    expect(started.stdout).toContain('is already seeded');
    expect(await everyDocument()).toEqual(before);

    // An admin deleting a blog counts too; a document read, not changed, does not.
    await call('GET', API_PATHS.product(BEST_SELLER_IDS[1]));
    const blog = (await adminDb.collection('blogs').limit(1).get()).docs[0];
    await blog?.ref.delete();
    expect((await findLiveChanges(adminDb)).changed).toEqual({
      users: 1,
      usernames: 1,
      carts: 1,
      cartLocks: 1,
      blogs: 1,
    });

    // Data with no record of a seed (saved before the record existed) is refused too.
    await adminDb.doc(SEED_RECORD).delete();
    expect(refusalOf(await findLiveChanges(adminDb))).toContain('it holds data with no record of a seed');
    expect(await isEmptyShop(adminDb)).toBe(false);
    await clearAll();
    expect(await isEmptyShop(adminDb)).toBe(true);
    expect(refusalOf(await findLiveChanges(adminDb))).toBeNull();
  }, 90_000);
});
