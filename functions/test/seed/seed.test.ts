import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, JANE, OMID } from '../../../scripts/seed/accounts';
import { BEST_SELLER_IDS, NEW_IN_IDS } from '../../../scripts/seed/data/products';
import { seedDemoData, seedSummary } from '../../../scripts/seed/seed';
import { localImageStore } from '../../src/storage/local-image-store';
import { adminAuth, adminDb } from '../api/support/admin';
import { clearAll } from '../api/support/emulators';
import { signIn } from '../api/support/users';

interface Line {
  _id: string;
  title: string;
  price: number;
  quantity: number;
  totalPriceItem: number;
}

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
  accounts: (await adminAuth.listUsers()).users.length,
});

const expected = {
  users: seedSummary.accounts,
  usernames: seedSummary.accounts,
  categories: seedSummary.categories,
  products: seedSummary.products,
  blogs: seedSummary.blogs,
  carts: seedSummary.carts,
  orders: seedSummary.orders,
  messages: 0,
  accounts: seedSummary.accounts,
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

describe('the demo seed against the emulators', () => {
  let uploads: string;
  const seed = (reset: boolean) =>
    seedDemoData({ db: adminDb, auth: adminAuth, imageStore: localImageStore(uploads), reset });

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'seed-images-'));
    await clearAll();
    // Leftovers a reset must remove: a stray account, a message and an unrelated product.
    await adminAuth.createUser({ email: 'stray@users.invalid', password: 'Secret123' });
    await adminDb.doc('messages/m1').set({ title: 'hello' });
    await adminDb.doc('products/stray').set({ title: 'Stray' });
    const result = await seed(true);
    expect(result).toEqual(seedSummary);
  });

  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
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

  it('saves every picture through the image store', async () => {
    const files = await readdir(uploads);
    expect(files).toHaveLength(seedSummary.images);
    const svg = await readFile(join(uploads, `product-${BEST_SELLER_IDS[0]}.svg`), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const blog = (await adminDb.collection('blogs').limit(1).get()).docs[0];
    expect(files).toContain(String(blog?.get('image')).replace('/uploads/', ''));
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
      for (const item of items) {
        const product = await adminDb.doc(`products/${item._id}`).get();
        expect(product.get('price')).toBe(item.price);
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
      }
    }
  });

  it('duplicates nothing when run again, with or without reset', async () => {
    const janeUid = await uidOf('jane');
    // A second open cart left behind by a session: a plain re-seed brings jane back to one.
    await adminDb.doc('carts/left-behind').set({ userId: janeUid, status: 'open', items: [] });
    await seed(false);
    expect(await counts()).toEqual(expected);
    expect(await uidOf('jane')).toBe(janeUid);
    await seed(true);
    expect(await counts()).toEqual(expected);
    for (const account of DEMO_ACCOUNTS) await expect(signIn(account.username, account.password)).resolves.toBeTruthy();
  });
});
