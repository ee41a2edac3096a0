// Writes the demo shop: accounts, catalogue, blog, the customers' carts and orders, the shop's history
// (customers and orders over the last 90 days, with their statistics), the customers' reviews of what
// they bought (with each product's figures), and the pictures.
import { COLLECTIONS } from '@shop/contract';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ImageStore } from '../../functions/src/storage/image-store';
import { DEMO_ACCOUNTS } from './accounts';
import { ensureAccount, importCustomers } from './auth-accounts';
import { createBatchWriter } from './batch';
import { BLOGS } from './data/blogs';
import { CATEGORIES } from './data/categories';
import { CUSTOMERS } from './data/customers';
import { daysBefore, SEED_DATE } from './data/dates';
import { HISTORY_ORDERS, livingHistory } from './data/history';
import { PRODUCTS } from './data/products';
import { SEED_REVIEWS, seedReviews } from './data/reviews';
import { demoShopping } from './data/shopping';
import { blogDoc, categoryDoc, openCartDoc, orderDoc, orderedCartDoc, orderOf, productDoc, userDoc } from './documents';
import { seedVariantsOf } from './data/variants';
import { blogImage, blogImageName, productImage, productImageName, variantImage, variantImageName } from './images';
import { recordSeeded } from './live-data';
import { queueLoves } from './loves';
import { queueMessages } from './messages';
import { findFigures, queueFigures } from './order-stats';
import { queueStockShards } from './stock';
import { findReviews, NO_FOUND_REVIEWS, queueReviews, reviewFiguresOf } from './reviews';
import { wipeAccounts, wipeCollections } from './wipe';

export interface SeedOptions {
  db: Firestore;
  auth: Auth;
  imageStore: ImageStore;
  /** Delete every shop document and every Auth account first. */
  reset?: boolean;
  /** Progress lines (quiet when not given). */
  log?: (line: string) => void;
  /** The moment the history leads up to (now when not given). */
  now?: Date;
}

export interface SeedCounts {
  accounts: number;
  /** The history's customers (accounts too). */
  customers: number;
  categories: number;
  products: number;
  blogs: number;
  /** Open carts plus the carts the orders closed. */
  carts: number;
  orders: number;
  /** The customers' reviews (their "Helpful" votes change with the day). */
  reviews: number;
  images: number;
}

/** Every product's picture and one per variant: a shade in its colour, a size's pack. */
const PRODUCT_IMAGES = PRODUCTS.flatMap((p) => {
  const variants = seedVariantsOf(p.id);
  return [
    [productImageName(p.id), () => productImage(p)] as const,
    ...variants.map((v) => [variantImageName(p.id, v._id), () => variantImage(p, v, variants)] as const),
  ];
});

// Any day gives the same counts.
const DEMO_SHOPPING = demoShopping(SEED_DATE);
const DEMO_ORDERS = DEMO_SHOPPING.reduce((n, s) => n + s.orders.length, 0);

/** What a seed writes (the same on every run: the history's dates follow the day, not its size). */
export const seedSummary: SeedCounts = {
  accounts: DEMO_ACCOUNTS.length,
  customers: CUSTOMERS.length,
  categories: CATEGORIES.length,
  products: PRODUCTS.length,
  blogs: BLOGS.length,
  // An open cart per demo customer, and the cart each order closed.
  carts: DEMO_SHOPPING.length + DEMO_ORDERS + HISTORY_ORDERS,
  orders: DEMO_ORDERS + HISTORY_ORDERS,
  reviews: SEED_REVIEWS,
  images: PRODUCT_IMAGES.length + BLOGS.length,
};

export const formatSummary = (counts: SeedCounts): string =>
  Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');

const svgImage = (svg: string) => ({ bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' });

const saveImages = async (store: ImageStore): Promise<void> => {
  const images = [
    ...PRODUCT_IMAGES.map(([name, draw]) => [name, draw()] as const),
    ...BLOGS.map((b) => [blogImageName(b.id), blogImage(b)] as const),
  ];
  for (let i = 0; i < images.length; i += 8) {
    await Promise.all(images.slice(i, i + 8).map(([name, svg]) => store.save(name, svgImage(svg))));
  }
};

/**
 * Saves the seeded pictures into a store that lacks them (data kept from before the pictures went to
 * the bucket): the pictures are saved together, so the first product's stands for all. Answers how
 * many it saved.
 */
export const saveMissingImages = async (store: ImageStore): Promise<number> => {
  const first = PRODUCTS[0];
  if (!first || (await store.read(productImageName(first.id)))) return 0;
  await saveImages(store);
  return seedSummary.images;
};

/**
 * Seeds the demo data. Idempotent: documents have fixed ids and are overwritten, demo accounts are
 * found by their e-mail and updated and the customers' accounts made again, so running it twice on one
 * day changes nothing. On a later day the history moves with it (same ids, newer dates).
 */
export const seedDemoData = async ({
  db,
  auth,
  imageStore,
  reset = false,
  log,
  now = new Date(),
}: SeedOptions): Promise<SeedCounts> => {
  if (reset) {
    const docs = await wipeCollections(db);
    const accounts = await wipeAccounts(auth);
    log?.(`reset: deleted ${docs} documents and ${accounts} accounts`);
  }

  const shopping = demoShopping(now);
  const history = livingHistory(now);
  // The accounts side by side: each demo account's few requests, and the customers' one import.
  const [demoUids] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((account) => ensureAccount(auth, account))),
    importCustomers(auth, history.customers),
  ]);
  const uids = new Map<string, string>([
    ...DEMO_ACCOUNTS.map((account, i) => [account.username, demoUids[i] ?? ''] as const),
    ...history.customers.map((customer) => [customer.username, customer.uid] as const),
  ]);
  const uidOf = (username: string): string => {
    const uid = uids.get(username);
    if (!uid) throw new Error(`No account for ${username}`);
    return uid;
  };

  const writer = createBatchWriter(db);
  DEMO_ACCOUNTS.forEach((account, i) => {
    const uid = uidOf(account.username);
    writer.set(db.doc(`${COLLECTIONS.users}/${uid}`), userDoc(account, daysBefore(200 - i * 15)));
    writer.set(db.doc(`${COLLECTIONS.usernames}/${account.username.toLowerCase()}`), { uid });
  });
  for (const customer of history.customers) {
    writer.set(db.doc(`${COLLECTIONS.users}/${customer.uid}`), userDoc(customer, customer.createdAt));
    writer.set(db.doc(`${COLLECTIONS.usernames}/${customer.username}`), { uid: customer.uid });
  }
  for (const category of CATEGORIES)
    writer.set(db.doc(`${COLLECTIONS.categories}/${category._id}`), categoryDoc(category));
  // Each product's figures count its seeded reviews, and over a used database the others found there.
  const reviews = seedReviews(history, now);
  const foundReviews = reset
    ? NO_FOUND_REVIEWS
    : await findReviews(db, new Set(history.customers.map((customer) => customer.uid)));
  const figures = reviewFiguresOf([...reviews, ...foundReviews.others]);
  for (const product of PRODUCTS) {
    writer.set(db.doc(`${COLLECTIONS.products}/${product.id}`), productDoc(product, figures.get(product.id)));
    queueStockShards(writer, db, product.id);
  }
  queueReviews(writer, db, reviews, history.customers, foundReviews);
  for (const blog of BLOGS) writer.set(db.doc(`${COLLECTIONS.blogs}/${blog.id}`), blogDoc(blog));

  for (const customer of shopping) {
    const userId = uidOf(customer.username);
    // One open cart per customer: drop any other open cart a previous session left behind.
    const carts = await db.collection(COLLECTIONS.carts).where('userId', '==', userId).get();
    for (const cart of carts.docs) {
      if (cart.get('status') === 'open' && cart.id !== customer.openCart.id) writer.delete(cart.ref);
    }
    writer.set(db.doc(`${COLLECTIONS.carts}/${customer.openCart.id}`), openCartDoc(customer, userId));
  }
  const orders = [
    ...shopping.flatMap((customer) => customer.orders.map((order) => ({ order, username: customer.username }))),
    ...history.orders.map((order) => ({ order, username: order.customer })),
  ].map(({ order, username }) => orderOf(order, uidOf(username), username));
  for (const order of orders) {
    writer.set(db.doc(`${COLLECTIONS.carts}/${order.cartId}`), orderedCartDoc(order));
    writer.set(db.doc(`${COLLECTIONS.orders}/${order._id}`), orderDoc(order));
  }
  // Over a used database the figures count the orders found there too (a wiped one has none).
  const found = reset ? { orders: [], statsPaths: [] } : await findFigures(db, new Set(orders.map((o) => o._id)));
  const days = queueFigures(writer, db, [...orders, ...found.orders], found.statsPaths);
  queueMessages(db, writer, uidOf, now);
  queueLoves(db, writer, uidOf, now);
  const writes = await writer.commit();
  log?.(`wrote ${writes} documents, the order statistics of ${days} days among them`);

  await saveImages(imageStore);
  log?.(`saved ${seedSummary.images} images`);
  // Last of all: what is created or changed after this is live data a plain seed refuses to write over.
  await recordSeeded(db);
  return { ...seedSummary };
};
