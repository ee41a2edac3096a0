// Counts, from the api function's read log (SHOP_READ_LOG, functions/src/read-log.ts), the documents
// Firestore bills for the pages a visitor, a customer and an admin open: each at most a constant plus one
// per item it shows, at 50 and at 2,000 products, with and without sharded stock. Firestore bills every
// document read, so a page whose reads grow with the catalogue, or with each product's stock shards,
// costs more the bigger the shop. Counted, never timed.
import {
  ADMIN_API_PATHS,
  API_PATHS,
  LOW_STOCK_MAX,
  type Category,
  type Love,
  type Product,
  type ProductSuggestionsAnswer,
} from '@shop/contract';
import type { DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLogMark, readLogSince, readsOfRequest } from '../../../scripts/bench/read-log';
import { READ_LOG_HEADER } from '../../src/read-log';
import { toProductDocument } from '../../src/repositories/product-document';
import {
  newLayoutFieldsOf,
  SHARD_UNITS_FIELD,
  STOCK_SHARDS_COLLECTION,
  stockLayoutOf,
  stockShardPath,
} from '../../src/rules/stock';
import { variantFieldsOf } from '../../src/rules/variants';
import { adminDb } from './support/admin';
import { PLAIN_FACTS, nextDate, putCategory } from './support/catalog';
import { call, type ApiAnswer } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

const readLog = process.env.SHOP_READ_LOG;

/** Units of a sharded product: above LOW_STOCK_MAX, so laid out in shards (STOCK_SHARDS of them here). */
const SHARDED_UNITS = 20;
/** Units of an unsharded product: LOW_STOCK_MAX or fewer stay on the document. */
const PLAIN_UNITS = LOW_STOCK_MAX - 2;
const PRICE = 20;
/** Lines of each test cart. */
const CART_LINES = 3;
const BATCH = 500;

/*
 * The constants, each what the answer reads whatever it shows (measured: exactly these):
 * - a list (and the suggestions): the collection's count (one aggregation) and the newest product (the
 *   search's freshness guard, repositories/products.ts engineIsCurrent);
 * - the product page: the product, and a sharded one's shards summed (one aggregation);
 * - the cart: the open cart (one query);
 * - GET /misc/initialize: the categories (one query), the user, the cart lock and the open cart;
 * - buy now: the order (one already made answers it), the cart and the buyer;
 * - the dashboard: its counts (aggregations), the message figures, the day figures' shards of 30 days (one
 *   here: one order), the latest orders and their customers;
 * - the loves: none beyond one per love and one per loved product (an empty list's query bills one).
 */
const LIST_BASE = 2;
const PRODUCT_PAGE_MOST = 2;
const CART_BASE = 1;
const INITIALIZE_MOST = 4;
const ORDER_BASE = 3;
const DASHBOARD_MOST = 16;
const LOVES_BASE = 1;

interface Catalogue {
  products: number;
  sharded: boolean;
}

const CATALOGUES: Catalogue[] = [
  { products: 50, sharded: false },
  { products: 50, sharded: true },
  { products: 2000, sharded: false },
  { products: 2000, sharded: true },
];

const productId = (i: number) => `p${String(i).padStart(4, '0')}`;
const buyId = (i: number) => `buy${i}`;

/** A product document as the API writes it, with its stock laid out (shards beside it when sharded). */
const productWrites = (id: string, title: string, units: number, category: Category) => {
  const layout = stockLayoutOf(units);
  const doc: DocumentData = {
    ...toProductDocument(
      { title, description: 'A serum for the read budget', price: PRICE, image: '', ...PLAIN_FACTS },
      category,
      nextDate(),
    ),
    ...newLayoutFieldsOf(layout),
  };
  return [
    { path: `products/${id}`, data: doc },
    ...layout.shards.map((shardUnits, k) => ({
      path: stockShardPath(id, k),
      data: { [SHARD_UNITS_FIELD]: shardUnits },
    })),
  ];
};

/** Writes documents in batches of BATCH, a few batches at once. */
const writeAll = async (writes: readonly { path: string; data: DocumentData }[]) => {
  const batches: (typeof writes)[] = [];
  for (let i = 0; i < writes.length; i += BATCH) batches.push(writes.slice(i, i + BATCH));
  for (let i = 0; i < batches.length; i += 4)
    await Promise.all(
      batches.slice(i, i + 4).map((part) => {
        const batch = adminDb.batch();
        for (const { path, data } of part) batch.set(adminDb.doc(path), data);
        return batch.commit();
      }),
    );
};

/** The reads a call made, from the read log (its answer names its request): in all, and of stock shards. */
const readsOf = (answer: ApiAnswer, mark: number) => {
  if (!readLog) throw new Error('SHOP_READ_LOG is not set: run the API tests through scripts/with-emulators.mjs');
  const request = answer.headers.get(READ_LOG_HEADER);
  if (!request) throw new Error(`The answer names no request in ${READ_LOG_HEADER}: is the read log on?`);
  const { entries, malformed } = readLogSince(readLog, mark);
  expect(malformed).toBe(0);
  const own = entries.filter((entry) => entry.request === request);
  return {
    reads: readsOfRequest(entries, request),
    shardReads: own.filter((entry) => entry.collection === STOCK_SHARDS_COLLECTION).length,
  };
};

/** Calls the API and answers its status, message, body and the documents it read. */
const counted = async <T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const mark = readLogMark(readLog ?? '');
  const answer = await call<T>(method, path, options);
  return { status: answer.status, message: answer.json.message, body: answer.json.body, ...readsOf(answer, mark) };
};

/**
 * Resolves once the search holds the catalogue just written (its feed is no request's cost). A list made
 * while the feed is still behind waits for it at most CATCH_UP_MS, checking Firestore as it waits: on a
 * busy machine thousands of new products take longer, so lists are asked until one answers without
 * waiting (no more reads than a fresh list of one).
 */
const searchHoldsTheCatalogue = async () => {
  for (let attempt = 1; ; attempt += 1) {
    const warmUp = await counted('GET', `${API_PATHS.products}?limit=1`);
    expect(warmUp.status).toBe(200);
    if (warmUp.reads <= LIST_BASE + 1) return;
    if (attempt === 20) throw new Error(`The search had not caught up after ${attempt} lists (${warmUp.reads} reads)`);
  }
};

describe.each(CATALOGUES)('the documents read at $products products (sharded stock: $sharded)', (catalogue) => {
  let admin: TestUser;
  let shopper: TestUser;
  let buyer: TestUser;
  let shopperCart = '';
  let buyerCart = '';
  const units = catalogue.sharded ? SHARDED_UNITS : PLAIN_UNITS;

  beforeAll(async () => {
    await clearAll();
    const category = await putCategory('skin', 'Women Skincare', 'skincare');
    await writeAll([
      // Buy now's own products, stocked like the catalogue, older than the rest.
      ...Array.from({ length: CART_LINES }, (_, i) =>
        productWrites(buyId(i), `Bought Balm ${i}`, units, category),
      ).flat(),
      ...Array.from({ length: catalogue.products }, (_, i) =>
        productWrites(productId(i), `Budget Serum ${i}`, units, category),
      ).flat(),
    ]);
    [admin, shopper, buyer] = await Promise.all([
      createUser('boss', 'admin'),
      createUser('shopper'),
      createUser('buyer'),
    ]);
    const lines = (ids: string[]) => ids.map((id) => line(id, `Line ${id}`, PRICE, 1));
    shopperCart = await addOpenCart(shopper.uid, lines(Array.from({ length: CART_LINES }, (_, i) => productId(i))));
    buyerCart = await addOpenCart(buyer.uid, lines(Array.from({ length: CART_LINES }, (_, i) => buyId(i))));
    await searchHoldsTheCatalogue();
  }, 180_000);

  it('reads a visitor list page of 6 as its 6 products and a constant (no stock shard)', async () => {
    const page = await counted<Product[]>('GET', `${API_PATHS.products}?limit=6`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(6);
    // Each product shows its document's stock: the units at its last layout when sharded.
    expect(page.body?.map((product) => product.stock)).toEqual(page.body?.map(() => units));
    expect(page.reads).toBeLessThanOrEqual(LIST_BASE + 6);
  });

  it('reads limit=1000 (as SPEC clients ask) at most one document per product shown', async () => {
    const page = await counted<Product[]>('GET', `${API_PATHS.products}?limit=1000`);
    expect(page.status).toBe(200);
    const shown = Math.min(1000, catalogue.products + CART_LINES);
    expect(page.body).toHaveLength(shown);
    expect(page.reads).toBeLessThanOrEqual(LIST_BASE + shown);
  });

  it('reads the suggestions as the products suggested and a constant', async () => {
    const suggested = await counted<ProductSuggestionsAnswer['body']>('GET', API_PATHS.productSuggestions('serum'));
    expect(suggested.status).toBe(200);
    expect(suggested.body).toHaveLength(6);
    expect(suggested.reads).toBeLessThanOrEqual(LIST_BASE + 6);
  });

  it("reads a product page in a constant, with a sharded product's exact stock", async () => {
    // One unit sold from a shard: the page shows the live count, the list the count at the last layout.
    if (catalogue.sharded) await adminDb.doc(stockShardPath(productId(7), 0)).update({ [SHARD_UNITS_FIELD]: 1 });
    const page = await counted<Product>('GET', API_PATHS.product(productId(7)));
    expect(page.status).toBe(200);
    expect(page.body?.stock).toBe(catalogue.sharded ? units - 1 : units);
    expect(page.reads).toBeLessThanOrEqual(PRODUCT_PAGE_MOST);
  });

  it("reads the admin's list page of 6 as its products, each sharded one's live count and a constant", async () => {
    const page = await counted<Product[]>('GET', `${API_PATHS.products}?limit=6`, { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(6);
    expect(page.reads).toBeLessThanOrEqual(LIST_BASE + 6 * (catalogue.sharded ? 2 : 1));
  });

  it("reads the cart page's cart as its lines and a constant", async () => {
    const cart = await counted<{ items: unknown[] }>('GET', API_PATHS.cart, { token: shopper.token });
    expect(cart.status).toBe(200);
    expect(cart.body?.items).toHaveLength(CART_LINES);
    expect(cart.reads).toBeLessThanOrEqual(CART_BASE + CART_LINES);
  });

  it("checks a cart line against the exact stock, asking a sharded product's shards only above LOW_STOCK_MAX + 1", async () => {
    const setQuantity = (quantity: number) =>
      counted('PUT', API_PATHS.cartById(shopperCart), {
        token: shopper.token,
        body: { id: productId(0), quantity },
      });
    const over = await setQuantity(units + 1);
    expect(over.status).toBe(409);
    expect(over.message).toBe(`Only ${units} left in stock`);
    expect(over.shardReads).toBe(catalogue.sharded ? 1 : 0);
    // A sharded product always holds more than LOW_STOCK_MAX units: up to one more needs no count.
    const within = await setQuantity(Math.min(units, LOW_STOCK_MAX + 1));
    expect(within.status).toBe(200);
    expect(within.shardReads).toBe(0);
  });

  it("reads the customer's loves as one per love, one per loved product and a constant (no stock shard)", async () => {
    const loved = [productId(3), productId(4), productId(5)];
    for (const id of loved) {
      expect((await call('PUT', API_PATHS.love(id), { token: shopper.token })).status).toBe(200);
    }
    const loves = await counted<Love[]>('GET', API_PATHS.loves, { token: shopper.token });
    expect(loves.status).toBe(200);
    expect(loves.body?.map((love) => love.productId)).toEqual([...loved].reverse());
    expect(loves.reads).toBeLessThanOrEqual(LOVES_BASE + 2 * loved.length);
    expect(loves.shardReads).toBe(0);
  });

  it('reads GET /misc/initialize in a constant', async () => {
    const initialize = await counted('GET', API_PATHS.initialize, { token: shopper.token });
    expect(initialize.status).toBe(200);
    expect(initialize.reads).toBeLessThanOrEqual(INITIALIZE_MOST);
  });

  it('reads buy now as a constant and 2 per cart line', async () => {
    // A sharded line reads its product and one stock shard (each shard holds 2 units: one can give 1).
    const order = await counted('POST', API_PATHS.order, { token: buyer.token, body: { cartId: buyerCart } });
    expect(order.status).toBe(201);
    expect(order.reads).toBeLessThanOrEqual(ORDER_BASE + 2 * CART_LINES);
  });

  it('reads the admin dashboard in a constant', async () => {
    const dashboard = await counted('GET', ADMIN_API_PATHS.dashboard, { token: admin.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.reads).toBeLessThanOrEqual(DASHBOARD_MOST);
  });
});

/** Products in shades: every unit in the product's document (never sharded), so no page counts any. */
describe('the documents read at 50 products in shades', () => {
  const SHADED = 50;
  let admin: TestUser;

  beforeAll(async () => {
    await clearAll();
    const category = await putCategory('lips', 'Lips', 'lips');
    const shades = (i: number) =>
      variantFieldsOf(
        ['Ruby', 'Coral', 'Nude'].map((name, k) => ({
          _id: `v${i}x${k}`,
          name: `${name} ${i}`,
          kind: 'shade' as const,
          price: PRICE + k,
          // Plenty of one, a few of another, none of the third: on every stock list.
          stock: [SHARDED_UNITS, PLAIN_UNITS, 0][k],
          swatch: '#aa3344',
          family: (['red', 'coral', 'nude'] as const)[k],
        })),
      );
    await writeAll(
      Array.from({ length: SHADED }, (_, i) => {
        const { price, stock, ...fields } = shades(i);
        return {
          path: `products/${productId(i)}`,
          data: {
            ...toProductDocument(
              {
                title: `Budget Lipstick ${i}`,
                description: 'A lipstick for the read budget',
                price: price ?? PRICE,
                image: '',
                ...PLAIN_FACTS,
              },
              category,
              nextDate(),
            ),
            ...fields,
            stock,
          },
        };
      }),
    );
    admin = await createUser('boss', 'admin');
    await searchHoldsTheCatalogue();
  }, 180_000);

  it("reads a visitor's list page and an admin's as their 6 products and a constant", async () => {
    for (const token of [undefined, admin.token]) {
      const page = await counted<Product[]>('GET', `${API_PATHS.products}?limit=6`, { token });
      expect(page.status).toBe(200);
      expect(page.body?.map((product) => product.variants?.length)).toEqual(page.body?.map(() => 3));
      expect(page.reads).toBeLessThanOrEqual(LIST_BASE + 6);
    }
  });

  it("reads a product page as its one document, with every shade's units", async () => {
    const page = await counted<Product>('GET', API_PATHS.product(productId(7)));
    expect(page.status).toBe(200);
    expect(page.body?.variants?.map((variant) => variant.stock)).toEqual([SHARDED_UNITS, PLAIN_UNITS, 0]);
    expect(page.reads).toBe(1);
  });

  it('reads the stock lists as their page and a constant, and the dashboard in a constant', async () => {
    const low = await counted<Product[]>('GET', `${API_PATHS.products}?stock=low&limit=6`, { token: admin.token });
    expect(low.status).toBe(200);
    expect(low.body).toHaveLength(6);
    expect(low.reads).toBeLessThanOrEqual(LIST_BASE + 6 + 1);
    const dashboard = await counted<{ lowStock: number; soldOut: number }>('GET', ADMIN_API_PATHS.dashboard, {
      token: admin.token,
    });
    expect(dashboard.body).toMatchObject({ lowStock: SHADED, soldOut: SHADED });
    expect(dashboard.reads).toBeLessThanOrEqual(DASHBOARD_MOST);
  });
});
