import type { DashboardBody, Order, Product, ProductListAnswer } from '@shop/contract';
import { ADMIN_API_PATHS, API_PATHS, LOW_STOCK_MAX, RETRY_AFTER_REPEATS } from '@shop/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

const UNITS = 12;
const ROUNDS = 6;
/** The round whose product is restocked between its waves, and loses an order to a cancel during the second. */
const RESTOCK_ROUND = 2;
const RESTOCKED = 7;
const PRICE = 11;
const MOST_AT_ONCE = 20;

let admin: TestUser;
let categoryId = '';
/** Every product of this file (the stock lists and dashboard counts cover the whole catalogue, which is these). */
const products: { id: string; title: string }[] = [];

beforeAll(async () => {
  await clearAll();
  categoryId = (await putCategory('skin', 'Women Skincare', 'skincare'))._id;
  admin = await createUser('viewsboss', 'admin');
  await warmWorkers(MOST_AT_ONCE + 1);
}, 240_000);

const productBody = (title: string) => ({
  title,
  description: 'Sold around the low-stock line.',
  price: PRICE,
  category: categoryId,
});

/** A customer pressing buy now through the web client, which repeats an answer carrying Retry-After. */
const buy = async (user: TestUser, cartId: string) => {
  for (let repeat = 0; ; repeat++) {
    const answer = await call<Order>('POST', API_PATHS.order, { token: user.token, body: { cartId } });
    const wait = answer.headers.get('retry-after');
    if (answer.status !== 503 || wait === null || repeat === RETRY_AFTER_REPEATS) return answer;
    await sleep(Number(wait) * 1000 + Math.floor(Math.random() * 250));
  }
};

/** The units really left, read with the Admin SDK: the shards' sum when sharded, else the document's stock. */
const truthOf = async (id: string) => {
  const product = (await adminDb.doc(`products/${id}`).get()).data() ?? {};
  const shards = (await adminDb.collection(`products/${id}/stockShards`).get()).docs.map(
    (doc) => doc.get('units') as number,
  );
  const sharded = typeof product.stockShards === 'number';
  const left = sharded ? shards.reduce((sum, units) => sum + units, 0) : (product.stock as number);
  return { left, sharded, shards, declared: product.stockShards as number | undefined };
};

const listed = async (filter: 'low' | 'out'): Promise<Set<string>> => {
  const answer = (
    await call<Product[]>('GET', `${API_PATHS.products}?stock=${filter}&limit=1000`, {
      token: admin.token,
    })
  ).json as ProductListAnswer;
  return new Set((answer.body ?? []).map((product) => product._id));
};

/**
 * Every way the shop shows each product's stock, against the units really left: what the product
 * answers, the low and sold-out lists, the dashboard's counts; and the shards' invariant (a sharded
 * product has every shard at 1 or more, as many shards as it declares, and more than LOW_STOCK_MAX
 * units). Answers what disagrees, one line each.
 */
const disagreements = async (): Promise<string[]> => {
  const [low, out, dashboard] = await Promise.all([
    listed('low'),
    listed('out'),
    call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token }),
  ]);
  const found: string[] = [];
  let lowCount = 0;
  let outCount = 0;
  for (const { id, title } of products) {
    const { left, sharded, shards, declared } = await truthOf(id);
    const isLow = left >= 1 && left <= LOW_STOCK_MAX;
    if (isLow) lowCount += 1;
    if (left === 0) outCount += 1;
    const shown = (await call<Product>('GET', API_PATHS.product(id))).json.body?.stock;
    if (shown !== left) found.push(`${title}: ${left} left, the product answers ${shown}`);
    if (low.has(id) !== isLow) found.push(`${title}: ${left} left, ${low.has(id) ? '' : 'not '}in the low list`);
    if (out.has(id) !== (left === 0))
      found.push(`${title}: ${left} left, ${out.has(id) ? '' : 'not '}in the sold-out list`);
    if (sharded && (shards.some((units) => units < 1) || left <= LOW_STOCK_MAX || shards.length !== declared))
      found.push(`${title}: sharded as [${shards.join(', ')}] (declares ${declared})`);
  }
  const figures = dashboard.json.body;
  if (figures?.lowStock !== lowCount) found.push(`dashboard low stock ${figures?.lowStock}, really ${lowCount}`);
  if (figures?.soldOut !== outCount) found.push(`dashboard sold out ${figures?.soldOut}, really ${outCount}`);
  return found;
};

/** Customers each with `quantity` of the product in an open cart, pressing buy now at the same moment. */
const wave = async (tag: string, id: string, title: string, quantities: number[]) => {
  const customers = await Promise.all(quantities.map((_, i) => createUser(`${tag}c${i}`)));
  const carts = await Promise.all(
    customers.map((customer, i) => addOpenCart(customer.uid, [line(id, title, PRICE, quantities[i] ?? 1)])),
  );
  const answers = await Promise.all(customers.map((customer, i) => buy(customer, carts[i] ?? '')));
  const placed = answers.flatMap((answer, i) =>
    answer.status === 201 ? [{ cartId: carts[i] ?? '', units: quantities[i] ?? 0 }] : [],
  );
  const unclear = answers.filter(
    (answer) =>
      answer.status !== 201 &&
      !(answer.status === 409 && new RegExp(`^Not enough stock: ${title} \\(\\d+ left\\)$`).test(answer.json.message)),
  );
  expect(unclear.map((answer) => `${answer.status} ${answer.json.message}`)).toEqual([]);
  return placed;
};

/** Round r's two waves: a few customers first (to around the low-stock line), then many (down to 0). */
const quantitiesOf = (r: number) => {
  const count = 12 + ((r * 5) % (MOST_AT_ONCE - 12 + 1));
  const all = Array.from({ length: count }, (_, i) => 1 + ((i * 7 + r) % 3));
  return { first: all.slice(0, 4), second: all.slice(4) };
};

describe('the stock the shop shows while orders race around the low-stock line', () => {
  it(`agrees everywhere with the units left after every wave of ${ROUNDS} rounds (a restock and a cancel in one), and never oversells`, async () => {
    for (let r = 0; r < ROUNDS; r += 1) {
      const title = `Race Cream ${r}`;
      const created = await call<Product>('POST', API_PATHS.products, {
        token: admin.token,
        body: { ...productBody(title), stock: UNITS },
      });
      expect(created.status).toBe(201);
      const id = created.json.body?._id ?? '';
      products.push({ id, title });
      let supplied = UNITS;
      const { first, second } = quantitiesOf(r);

      const firstPlaced = await wave(`r${r}a`, id, title, first);
      expect({ round: r, wave: 1, disagreements: await disagreements() }).toEqual({
        round: r,
        wave: 1,
        disagreements: [],
      });

      let cancel: Promise<unknown> = Promise.resolve();
      if (r === RESTOCK_ROUND) {
        const restocked = await call<Product>('PUT', API_PATHS.product(id), {
          token: admin.token,
          body: { ...productBody(title), addUnits: RESTOCKED },
        });
        expect(restocked.status).toBe(200);
        supplied += RESTOCKED;
        expect({ round: r, restocked: await disagreements() }).toEqual({ round: r, restocked: [] });
        const cancelled = firstPlaced[0];
        expect(cancelled).toBeDefined();
        supplied += cancelled?.units ?? 0;
        cancel = call('PUT', ADMIN_API_PATHS.orderStatus(cancelled?.cartId ?? ''), {
          token: admin.token,
          body: { status: 'cancelled' },
        }).then((answer) => expect(answer.status).toBe(200));
      }
      const [secondPlaced] = await Promise.all([wave(`r${r}b`, id, title, second), cancel]);
      expect({ round: r, wave: 2, disagreements: await disagreements() }).toEqual({
        round: r,
        wave: 2,
        disagreements: [],
      });

      // Nothing oversold: what was supplied is what was sold plus what is left.
      const sold = [...firstPlaced, ...secondPlaced].reduce((sum, { units }) => sum + units, 0);
      expect({ round: r, accounted: sold + (await truthOf(id)).left }).toEqual({ round: r, accounted: supplied });
    }
  }, 600_000);
});
