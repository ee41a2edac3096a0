// Writes the demo shop: accounts, catalogue, blog, the customers' carts and orders, and the pictures.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ImageStore } from '../../functions/src/storage/image-store';
import { DEMO_ACCOUNTS } from './accounts';
import { ensureAccount } from './auth-accounts';
import { createBatchWriter } from './batch';
import { BLOGS } from './data/blogs';
import { CATEGORIES } from './data/categories';
import { daysBefore } from './data/dates';
import { PRODUCTS } from './data/products';
import { SHOPPING } from './data/shopping';
import { blogDoc, categoryDoc, openCartDoc, orderDoc, orderedCartDoc, productDoc, userDoc } from './documents';
import { blogImage, blogImageName, productImage, productImageName } from './images';
import { queueMessages, rebuildUnreadCount } from './messages';
import { rebuildDayStats, rebuildStatusCounts } from './order-stats';
import { wipeAccounts, wipeCollections } from './wipe';

export interface SeedOptions {
  db: Firestore;
  auth: Auth;
  imageStore: ImageStore;
  /** Delete every shop document and every Auth account first. */
  reset?: boolean;
  /** Progress lines (quiet when not given). */
  log?: (line: string) => void;
}

export interface SeedCounts {
  accounts: number;
  categories: number;
  products: number;
  blogs: number;
  /** Open carts plus the carts the orders closed. */
  carts: number;
  orders: number;
  images: number;
}

/** What a seed writes (the same on every run: the data is fixed). */
export const seedSummary: SeedCounts = {
  accounts: DEMO_ACCOUNTS.length,
  categories: CATEGORIES.length,
  products: PRODUCTS.length,
  blogs: BLOGS.length,
  carts: SHOPPING.reduce((n, s) => n + 1 + s.orders.length, 0),
  orders: SHOPPING.reduce((n, s) => n + s.orders.length, 0),
  images: PRODUCTS.length + BLOGS.length,
};

export const formatSummary = (counts: SeedCounts): string =>
  Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');

const svgImage = (svg: string) => ({ bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' });

const saveImages = async (store: ImageStore): Promise<void> => {
  const images = [
    ...PRODUCTS.map((p) => [productImageName(p.id), productImage(p)] as const),
    ...BLOGS.map((b) => [blogImageName(b.id), blogImage(b)] as const),
  ];
  for (let i = 0; i < images.length; i += 8) {
    await Promise.all(images.slice(i, i + 8).map(([name, svg]) => store.save(name, svgImage(svg))));
  }
};

/**
 * Seeds the demo data. Idempotent: documents have fixed ids and are overwritten, accounts are
 * found by their e-mail and updated, so running it twice changes nothing.
 */
export const seedDemoData = async ({ db, auth, imageStore, reset = false, log }: SeedOptions): Promise<SeedCounts> => {
  if (reset) {
    const docs = await wipeCollections(db);
    const accounts = await wipeAccounts(auth);
    log?.(`reset: deleted ${docs} documents and ${accounts} accounts`);
  }

  const uids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) uids.set(account.username, await ensureAccount(auth, account));
  const uidOf = (username: string): string => {
    const uid = uids.get(username);
    if (!uid) throw new Error(`No account for ${username}`);
    return uid;
  };

  const writer = createBatchWriter(db);
  DEMO_ACCOUNTS.forEach((account, i) => {
    const uid = uidOf(account.username);
    writer.set(db.doc(`users/${uid}`), userDoc(account, daysBefore(200 - i * 15)));
    writer.set(db.doc(`usernames/${account.username.toLowerCase()}`), { uid });
  });
  for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
  for (const product of PRODUCTS) writer.set(db.doc(`products/${product.id}`), productDoc(product));
  for (const blog of BLOGS) writer.set(db.doc(`blogs/${blog.id}`), blogDoc(blog));

  for (const shopping of SHOPPING) {
    const userId = uidOf(shopping.username);
    // One open cart per customer: drop any other open cart a previous session left behind.
    const carts = await db.collection('carts').where('userId', '==', userId).get();
    for (const cart of carts.docs) {
      if (cart.get('status') === 'open' && cart.id !== shopping.openCart.id) writer.delete(cart.ref);
    }
    writer.set(db.doc(`carts/${shopping.openCart.id}`), openCartDoc(shopping, userId));
    for (const order of shopping.orders) {
      writer.set(db.doc(`carts/${order.cartId}`), orderedCartDoc(order, userId));
      writer.set(db.doc(`orders/${order.id}`), orderDoc(order, userId, shopping.username));
    }
  }
  queueMessages(db, writer, uidOf, new Date());
  const writes = await writer.commit();
  log?.(`wrote ${writes} documents`);
  await rebuildUnreadCount(db);
  const days = await rebuildDayStats(
    db,
    SHOPPING.flatMap((s) => s.orders.map((o) => o.createdAt)),
  );
  await rebuildStatusCounts(db);
  log?.(`rebuilt the order statistics of ${days} days and the status counts`);

  await saveImages(imageStore);
  log?.(`saved ${seedSummary.images} images`);
  return { ...seedSummary };
};
