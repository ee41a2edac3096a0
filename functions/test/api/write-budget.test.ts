// Counts, from the api function's write log (SHOP_WRITE_LOG, functions/src/write-log.ts), how often each
// Firestore document is written by a short burst of orders, reviews, helpful votes and contact messages.
// Firestore sustains about one write per second per document, so a document that every order (or every
// message) writes caps the whole shop at that rate. Counted, never timed.
import {
  API_PATHS,
  RETRY_AFTER_REPEATS,
  REVIEW_PATHS,
  type Cart,
  type Order,
  type Product,
  type Review,
} from '@shop/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWriteLogSince, writeLogMark } from '../../../scripts/bench/write-rates-log';
import { overBudget, shardOverflowChance, writeRates, type OverBudget } from '../../../scripts/bench/write-rates';
import { DAY_SHARDS } from '../../src/rules/order-figures';
import { STOCK_SHARDS } from '../../src/rules/stock';
import { putCategory } from './support/catalog';
import { call, type ApiAnswer } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';
import { atMost } from './support/workers';

const writeLog = process.env.SHOP_WRITE_LOG;

const ORDERS = 64;
const PRODUCTS = 16;
/** Half of the orders buy the hot product; the other half spread over the rest of the catalogue. */
const HOT_ORDERS = ORDERS / 2;
const REVIEWS = 10;
const VOTES = 10;
const MESSAGES = 10;
const LOVES = 16;
/** Requests in flight at once (a burst, kept small enough that no request waits on the emulator's locks). */
const PARALLEL = 8;

/*
 * The budget: within a burst of n requests of one kind, no document is written by more than a quarter of
 * them, except the one document the requests are about (the product reviewed, the review voted on): its
 * figures move with each of them, so its rate is the rate of requests about that one product or review
 * (a product reviewed, or a review voted on, faster than once a second is not a load this shop meets).
 * A request's own documents (an order and its cart, a review, a vote, a message, the customer's cart lock
 * and rate-limit windows) are written once or twice per customer, and every request of a burst comes from
 * a different customer, so they stay far below it. A document written by every order (a day's figures,
 * the status counts, a product's stock) or by every message (an inbox counter) breaks it at once.
 *
 * Shards are picked at random, so the budget must leave room for bad luck. Orders: each writes one of the
 * day's DAY_SHARDS (64) figure shards; the hot product's HOT_ORDERS (32) orders each write one of its
 * STOCK_SHARDS (10) stock shards. The chance that some shard takes more than a quarter of the orders
 * (union bound over the shards of the binomial tail, write-rates.ts shardOverflowChance) is asserted below
 * to be under one in a million: a failure here is a design that funnels orders onto one document, not luck.
 */
const quarterOf = (n: number) => Math.floor(n / 4);
const ORDER_BUDGET = quarterOf(ORDERS);

let admin: TestUser;
let customers: TestUser[] = [];
let productIds: string[] = [];
let hotId = '';

/** `count` calls, at most PARALLEL at once, answered in the order they were asked. */
const inParallel = <T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> =>
  atMost(
    PARALLEL,
    Array.from({ length: count }, (_, i) => () => send(i)),
  );

/** A purchase as the web client makes it: an answer carrying Retry-After (busy, nothing changed) is repeated. */
const buy = async (user: TestUser, cartId: string): Promise<ApiAnswer<Order>> => {
  for (let repeat = 0; ; repeat++) {
    const answer = await call<Order>('POST', API_PATHS.order, { token: user.token, body: { cartId } });
    const wait = answer.headers.get('retry-after');
    if (answer.status !== 503 || wait === null || repeat === RETRY_AFTER_REPEATS) return answer;
    await sleep(Number(wait) * 1000 + Math.floor(Math.random() * 250));
  }
};

/** Runs a burst and answers the documents it wrote beyond the budget, and every document's write count. */
const burst = async <T>(
  send: () => Promise<T>,
  budget: { maxWrites: number; exempt?: (path: string) => boolean },
): Promise<{ answers: T; over: OverBudget[]; writes: Map<string, number> }> => {
  if (!writeLog) throw new Error('SHOP_WRITE_LOG is not set: run the API tests through scripts/with-emulators.mjs');
  const mark = writeLogMark(writeLog);
  const answers = await send();
  const { entries, malformed } = readWriteLogSince(writeLog, mark);
  expect(malformed).toBe(0);
  const rates = writeRates(entries);
  return {
    answers,
    over: overBudget(rates, budget),
    writes: new Map(rates.map((rate) => [rate.path, rate.writes])),
  };
};

const described = (over: OverBudget[]) => over.map((doc) => `${doc.path}: ${doc.broke.join(', ')}`);

beforeAll(async () => {
  await clearAll();
  const category = await putCategory('skin', 'Women Skincare', 'skincare');
  admin = await createUser('boss', 'admin');
  // Tracked stock made through the admin API, as the shop's admin makes it.
  productIds = (
    await inParallel(PRODUCTS, (i) =>
      call<Product>('POST', API_PATHS.products, {
        token: admin.token,
        body: {
          title: `Budget Serum ${i}`,
          description: 'A serum for the write budget.',
          price: 10 + i,
          category: category._id,
          image: '',
          stock: 500,
        },
      }),
    )
  ).map((answer) => {
    expect(answer.status).toBe(201);
    return answer.json.body?._id ?? '';
  });
  hotId = productIds[0] ?? '';
  customers = await inParallel(ORDERS, (i) => createUser(`buyer${i}`));
}, 120_000);

describe('the documents a burst writes', () => {
  it('keeps random shard choice from breaking the budget by chance (under one in a million)', () => {
    expect(shardOverflowChance(ORDERS, DAY_SHARDS, ORDER_BUDGET)).toBeLessThan(1e-6);
    expect(shardOverflowChance(HOT_ORDERS, STOCK_SHARDS, ORDER_BUDGET)).toBeLessThan(1e-6);
  });

  it(`lets no document take more than a quarter of ${ORDERS} orders, half of them of one product`, async () => {
    // Customer i buys the hot product when i is even, else one of the other products.
    const productOf = (i: number) => (i % 2 === 0 ? hotId : (productIds[1 + (i % (PRODUCTS - 1))] ?? ''));
    const carts = await inParallel(ORDERS, async (i) => {
      const added = await call<Cart>('POST', API_PATHS.cart, {
        token: customers[i]?.token,
        body: { productId: productOf(i) },
      });
      expect(added.status).toBe(200);
      return added.json.body?._id ?? '';
    });

    const { answers, over, writes } = await burst(
      () => inParallel(ORDERS, (i) => buy(customers[i] as TestUser, carts[i] ?? '')),
      { maxWrites: ORDER_BUDGET },
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    // The log is on in the function: every order placed is in it.
    expect(carts.filter((cartId) => !writes.has(`orders/${cartId}`))).toEqual([]);
    expect(described(over)).toEqual([]);
  }, 120_000);

  it(`lets ${REVIEWS} reviews of one product write nothing beyond a quarter of them but that product`, async () => {
    // The first REVIEWS hot-product buyers review it.
    const reviewers = customers.filter((_, i) => i % 2 === 0).slice(0, REVIEWS);
    const { answers, over } = await burst(
      () =>
        inParallel(REVIEWS, (i) =>
          call<Review>('POST', `${API_PATHS.product(hotId)}/reviews`, {
            token: reviewers[i]?.token,
            body: {
              rating: 4,
              title: 'Soft and calm',
              text: 'Soft skin after a week.',
              skinType: 'dry',
              recommend: true,
            },
          }),
        ),
      { maxWrites: quarterOf(REVIEWS), exempt: (path) => path === `products/${hotId}` },
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(described(over)).toEqual([]);
  }, 60_000);

  it(`lets ${VOTES} helpful votes on one review write nothing beyond a quarter of them but that review`, async () => {
    const mine = await call<Review[]>('GET', `${API_PATHS.product(hotId)}/reviews`);
    const reviewId = mine.json.body?.[0]?._id ?? '';
    // Customers who bought another product vote: none of them wrote it.
    const voters = customers.filter((_, i) => i % 2 === 1).slice(0, VOTES);
    const { answers, over } = await burst(
      () => inParallel(VOTES, (i) => call('PUT', REVIEW_PATHS.helpful(reviewId), { token: voters[i]?.token })),
      { maxWrites: quarterOf(VOTES), exempt: (path) => path === `reviews/${reviewId}` },
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(described(over)).toEqual([]);
  }, 60_000);

  it(`lets ${LOVES} customers loving one product write nothing beyond a quarter of them, the product included`, async () => {
    const { answers, over, writes } = await burst(
      () => inParallel(LOVES, (i) => call('PUT', API_PATHS.love(hotId), { token: customers[i]?.token })),
      { maxWrites: quarterOf(LOVES) },
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Each love is its own document; the product keeps no count of them.
    expect(writes.has(`products/${hotId}`)).toBe(false);
    expect([...writes.keys()].filter((path) => path.startsWith('loves/'))).toHaveLength(LOVES);
    expect(described(over)).toEqual([]);
  }, 60_000);

  it(`lets ${MESSAGES} contact messages write nothing shared beyond a quarter of them`, async () => {
    const { answers, over } = await burst(
      () =>
        inParallel(MESSAGES, (i) =>
          call('POST', API_PATHS.message, {
            token: customers[i]?.token,
            body: {
              title: `Question ${i}`,
              email: `buyer${i}@example.com`,
              phoneNumber: '555-0100',
              message: 'Is the serum fragrance free?',
            },
          }),
        ),
      { maxWrites: quarterOf(MESSAGES) },
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(described(over)).toEqual([]);
  }, 60_000);
});
