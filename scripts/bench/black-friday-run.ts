// The measuring half of `npm run bench:black-friday`, inside the stack black-friday.ts starts (which sets
// SHOP_WRITE_LOG, BF_RATE, BF_SECONDS, BF_VERDICT_FILE). Steady orders with hot products, reviews, votes
// and messages; then 200 customers racing for 50 units beside 200 orders of 200 products. Prints the most
// written documents, latencies, status codes and the figures read back; writes FAIL to BF_VERDICT_FILE on
// oversell, a 5xx (or no answer in a burst) or an inexact figure, never on latency (decision 069).
import { API_PATHS, SKIN_TYPES, type DashboardBody, type Product, type RatingKey, type Review } from '@shop/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom, type Random } from '../seed/art/random';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { apiCaller, timedRequest, type Timed } from './http';
import { reportBegin, reportEnd } from './markers';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';
import { readWriteLogSince, writeLogMark } from './write-rates-log';
import { topWritten, writeRates, type DocumentWrites } from './write-rates';

const NAME = 'bench:black-friday';
const RATE = Number(process.env.BF_RATE ?? 50);
const SECONDS = Number(process.env.BF_SECONDS ?? 20);
const PRODUCTS = 200;
const HOT_PRODUCTS = 5;
/** The hot products' share of the steady orders (together). */
const HOT_SHARE = 0.4;
const HOT_STOCK = 5000;
const STOCK = 1000;
const FLASH_UNITS = 50;
const FLASH_BUYERS = 200;
/** Reviews, helpful votes and contact messages a second, per order a second. */
const REVIEWS_PER_ORDER = 1 / 25;
const VOTES_PER_ORDER = 1 / 10;
const MESSAGES_PER_ORDER = 1 / 50;
/** Every request gives up after this; arrivals beyond MAX_IN_FLIGHT are not sent (and counted). */
const REQUEST_TIMEOUT_MS = 60_000;
const MAX_IN_FLIGHT = 300;
/** The longest the steady phase waits for its last answers after its last arrival. */
const DRAIN_MS = 90_000;
const SEED_PARALLEL = 16;
const SEED_ATTEMPTS = 3;
/** Quiet: no commit in the write log for this long. */
const QUIET_MS = 3000;
const QUIESCE_MAX_MS = 75_000;
const TOP = 10;

if (!Number.isFinite(RATE) || RATE <= 0 || RATE > 500) throw new Error(`--rate must be in (0, 500], not ${RATE}`);
if (!Number.isFinite(SECONDS) || SECONDS <= 0 || SECONDS > 300)
  throw new Error(`--seconds must be in (0, 300], not ${SECONDS}`);

const { projectId, shopUrl, firestoreHost, env } = stackEnv(NAME);
const authHost = env('FIREBASE_AUTH_EMULATOR_HOST');
const writeLog = env('SHOP_WRITE_LOG');
const verdictFile = env('BF_VERDICT_FILE');
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(shopUrl)) throw new Error(`${NAME} only calls loopback, not ${shopUrl}`);
for (const host of [authHost, firestoreHost])
  if (!/^127\.0\.0\.1:\d+$/.test(host)) throw new Error(`${NAME} only calls loopback, not ${host}`);

const app = initializeApp({ projectId });
const db = getFirestore(app);
const rand: Random = seededRandom('black-friday');
const loadAverage = (): string => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadBefore = loadAverage();
const problems: string[] = [];
const notes: string[] = [];
const lines: string[] = [];
const out = (line = '') => lines.push(line);

// ---- Requests ----------------------------------------------------------------------------------------------

/** Each request on a connection of its own, as separate customers' browsers would. */
const parallelAgent = new Agent({ keepAlive: false, maxSockets: Infinity });

interface Answer extends Timed {
  json: { success?: boolean; message?: string; body?: unknown } | undefined;
}

const callApi = apiCaller(shopUrl, parallelAgent, REQUEST_TIMEOUT_MS);

/** An answer with its JSON read (a body that is not JSON, or no answer, reads as undefined or the error). */
const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
  const res = await callApi(method, path, token, body);
  if (res.status === 0) return { ...res, json: { message: res.body } };
  try {
    return { ...res, json: JSON.parse(res.body) as Answer['json'] };
  } catch {
    return { ...res, json: undefined };
  }
};
/** `count` calls, at most `parallel` at once, answered in the order they were asked. */
const inParallel = async <T>(count: number, parallel: number, send: (i: number) => Promise<T>): Promise<T[]> => {
  const answers: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        answers[i] = await send(i);
      }
    }),
  );
  return answers;
};

const byStatus = (answers: readonly Answer[]): string => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} x${n}`)
    .join(', ');
};
const failedAnswers = (answers: readonly Answer[]) => answers.filter((a) => a.status === 0 || a.status >= 500);
const cents = (amount: number) => Math.round(amount * 100);

// ---- Seed --------------------------------------------------------------------------------------------------

const seedStarted = performance.now();
const writer = createBatchWriter(db);
for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
await writer.commit();

interface Account {
  uid: string;
  token: string;
  username: string;
}

/** One Auth call per account (sign-up answers its ID token); customers need no role claim. */
const signUp = async (username: string): Promise<Account> => {
  const res = await timedRequest(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    agent: parallelAgent,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@bench.example`, password: 'Bench12345', returnSecureToken: true }),
  });
  const { idToken, localId } = JSON.parse(res.body) as { idToken?: string; localId?: string };
  if (!idToken || !localId) throw new Error(`could not sign ${username} up: ${res.body.slice(0, 200)}`);
  return { uid: localId, token: idToken, username };
};

const profileOf = (username: string, role: string) => ({
  username,
  firstname: 'Bench',
  lastname: username,
  role,
  provider: 'password',
  createdAt: new Date(),
  updatedAt: new Date(),
});

// The admin: a role claim, then a fresh token that carries it.
const adminSignUp = await signUp('bfadmin');
await getAuth(app).setCustomUserClaims(adminSignUp.uid, { role: 'admin' });
await db.doc(`users/${adminSignUp.uid}`).set(profileOf('bfadmin', 'admin'));
const adminSignIn = await timedRequest(
  `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bfadmin@bench.example', password: 'Bench12345', returnSecureToken: true }),
  },
);
const adminToken = (JSON.parse(adminSignIn.body) as { idToken?: string }).idToken ?? '';
if (!adminToken) throw new Error('could not sign the bench admin in');

interface CatalogueProduct {
  id: string;
  title: string;
  price: number;
  stock: number;
}

/** Tracked stock made through the admin API, as the shop's admin makes it (so the API lays it out). */
const createProduct = async (i: number, stock: number, title: string): Promise<CatalogueProduct> => {
  const price = Math.round((10 + (i % 40) * 1.25) * 100) / 100;
  const category = CATEGORIES[i % CATEGORIES.length]?._id ?? '';
  const body = { title, description: 'A product of the Black Friday benchmark.', price, category, image: '', stock };
  // The seed is not measured: a call that got no answer or a 5xx (a function worker that failed to start)
  // is sent again, at most SEED_ATTEMPTS times; a late first answer only leaves a product nobody buys.
  let res: Answer | undefined;
  for (let attempt = 1; attempt <= SEED_ATTEMPTS && !(res && res.status < 500 && res.status !== 0); attempt += 1)
    res = await call('POST', API_PATHS.products, adminToken, body);
  const id = (res?.json?.body as Product | undefined)?._id;
  if (res?.status !== 201 || !id)
    throw new Error(`creating ${title} answered ${res?.status}: ${res?.body.slice(0, 200)}`);
  return { id, title, price, stock };
};
const catalogue = await inParallel(PRODUCTS, SEED_PARALLEL, (i) =>
  createProduct(
    i,
    i < HOT_PRODUCTS ? HOT_STOCK : STOCK,
    i < HOT_PRODUCTS ? `Hot Serum ${i + 1}` : `Bench Cream ${i + 1}`,
  ),
);
const hot = catalogue.slice(0, HOT_PRODUCTS);
const others = catalogue.slice(HOT_PRODUCTS);
const flash = await createProduct(PRODUCTS, FLASH_UNITS, 'Flash Sale Palette');

const steadyOrders = Math.round(RATE * SECONDS);
const customerCount = steadyOrders + 2 * FLASH_BUYERS;
const customers = await inParallel(customerCount, SEED_PARALLEL, (i) => signUp(`bf${i}`));
for (const c of customers) writer.set(db.doc(`users/${c.uid}`), profileOf(c.username, 'user'));

/** Each customer's open cart, written as the seed and the tests write one: one line, priced from the product. */
const cartOf = (customer: Account, product: CatalogueProduct, quantity: number): string => {
  const ref = db.collection('carts').doc();
  writer.set(ref, {
    userId: customer.uid,
    items: [
      {
        _id: product.id,
        title: product.title,
        price: product.price,
        quantity,
        totalPriceItem: Math.round(product.price * quantity * 100) / 100,
      },
    ],
    status: 'open',
    updatedAt: new Date(),
  });
  return ref.id;
};

interface PlannedOrder {
  customer: Account;
  product: CatalogueProduct;
  quantity: number;
  cartId: string;
}
const plan = (customer: Account, product: CatalogueProduct, quantity: number): PlannedOrder => ({
  customer,
  product,
  quantity,
  cartId: cartOf(customer, product, quantity),
});
const pickOf = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const steadyPlan = customers
  .slice(0, steadyOrders)
  .map((customer) => plan(customer, rand() < HOT_SHARE ? pickOf(hot) : pickOf(others), rand() < 0.8 ? 1 : 2));
const spreadPlan = customers
  .slice(steadyOrders, steadyOrders + FLASH_BUYERS)
  .map((customer, i) => plan(customer, catalogue[i % PRODUCTS] as CatalogueProduct, 1));
const flashPlan = customers.slice(steadyOrders + FLASH_BUYERS).map((customer) => plan(customer, flash, 1));
const seedWrites = await writer.commit();
const seedMs = performance.now() - seedStarted;

// ---- Placing orders and reading them back ------------------------------------------------------------------

interface Placed {
  planned: PlannedOrder;
  answer: Answer;
}
const placed: Placed[] = [];
const placeOrder = async (planned: PlannedOrder): Promise<Placed> => {
  const answer = await call('POST', API_PATHS.order, planned.customer.token, { cartId: planned.cartId });
  const result = { planned, answer };
  placed.push(result);
  return result;
};
const sold = (results: readonly Placed[]) => results.filter((r) => r.answer.status === 201);

const dashboard = async (): Promise<DashboardBody | undefined> => {
  const res = await call('GET', '/api/dashboard', adminToken);
  if (res.status !== 200) problems.push(`the dashboard answered ${res.status}`);
  return res.json?.body as DashboardBody | undefined;
};
const today = () => new Date().toISOString().slice(0, 10);
const runDay = today();

/**
 * The orders that exist for the carts this run sent (an order's id is its cart's): what the figures must
 * add up to. A call that timed out may still have placed its order, so the answers alone do not say.
 */
const storedOrders = async (results: readonly Placed[]): Promise<{ planned: PlannedOrder; cents: number }[]> => {
  const stored: { planned: PlannedOrder; cents: number }[] = [];
  for (let start = 0; start < results.length; start += 500) {
    const chunk = results.slice(start, start + 500);
    const snaps = await db.getAll(...chunk.map((r) => db.doc(`orders/${r.planned.cartId}`)));
    snaps.forEach((snap, i) => {
      const planned = chunk[i]?.planned;
      if (snap.exists && planned) stored.push({ planned, cents: cents(Number(snap.get('totalPriceOrder'))) });
    });
  }
  return stored;
};

/** The dashboard's figures for today against every order this run placed (all today). */
const checkDay = async (when: string): Promise<string> => {
  const board = await dashboard();
  const orders = await storedOrders(placed);
  const revenue = orders.reduce((sum, order) => sum + order.cents, 0);
  const answered = sold(placed).length;
  const shown = board ? `${board.today.orders} orders, $${board.today.revenue.toFixed(2)}` : 'no answer';
  const exact = board?.today.orders === orders.length && cents(board.today.revenue) === revenue;
  const stored = `${orders.length} orders stored (${answered} answered 201), $${(revenue / 100).toFixed(2)}`;
  if (today() !== runDay) return `${when}: the UTC day changed during the run; not compared (${shown})`;
  if (!exact) problems.push(`${when}: the dashboard shows ${shown}; ${stored}`);
  return `${when}: dashboard today ${shown}; ${stored}: ${exact ? 'exact' : 'WRONG'}`;
};

/** A product's stock as the API shows it to a signed-in shopper (fresh, not a CDN copy). */
const stockOf = async (id: string): Promise<number | string> => {
  const res = await call('GET', API_PATHS.product(id), adminToken);
  const stock = (res.json?.body as Product | undefined)?.stock;
  return res.status === 200 && stock !== undefined ? stock : `unread (${res.status} ${res.json?.message ?? ''})`;
};
const checkStock = async (product: CatalogueProduct): Promise<string> => {
  const units = (await storedOrders(placed.filter((r) => r.planned.product.id === product.id))).reduce(
    (sum, order) => sum + order.planned.quantity,
    0,
  );
  const stock = await stockOf(product.id);
  const exact = stock === product.stock - units;
  if (!exact) problems.push(`${product.title}: stock ${stock}, expected ${product.stock} - ${units} sold`);
  return `${product.title}: stock ${stock} = ${product.stock} - ${units} sold (stored orders): ${exact ? 'exact' : 'WRONG'}`;
};

/**
 * Waits until the function has committed nothing for QUIET_MS: a call the bench stopped waiting for may
 * still be running there, and its commit must land before anything is read back or the next burst starts.
 * Bounded by QUIESCE_MAX_MS (the function's own time-out is 60 s).
 */
const quiesce = async (after: string): Promise<void> => {
  const deadline = performance.now() + QUIESCE_MAX_MS;
  let size = writeLogMark(writeLog);
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    await sleep(250);
    const now = writeLogMark(writeLog);
    if (now !== size) {
      size = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= QUIET_MS) return;
  }
  notes.push(`the function was still committing ${QUIESCE_MAX_MS / 1000} s after ${after}`);
};

// ---- Steady load -------------------------------------------------------------------------------------------

interface Sent {
  kind: string;
  answer: Answer;
}
const steady: Sent[] = [];
const notSent = new Map<string, number>();
const skip = (kind: string) => notSent.set(kind, (notSent.get(kind) ?? 0) + 1);

/** Reviews written (for the recount) and buyers who may review: a 201 order makes one. */
const buyers: PlannedOrder[] = [];
const reviews: { id: string; productId: string; authorUid: string; rating: number }[] = [];
const reviewTargets = new Set<string>();
const votes = new Set<string>();
let nextMessage = 0;

const reviewBody = (rating: number) => ({
  rating,
  title: 'Worth the queue',
  text: 'Bought it in the sale: soft skin after a week of using it morning and night.',
  skinType: pickOf(SKIN_TYPES),
  recommend: rating >= 4,
});

const senders: Record<string, () => Promise<Answer> | null> = {
  order: () => {
    const planned = steadyPlan.shift();
    if (!planned) return null;
    return placeOrder(planned).then(({ answer }) => {
      if (answer.status === 201) buyers.push(planned);
      return answer;
    });
  },
  review: () => {
    const buyer = buyers.splice(Math.floor(rand() * buyers.length), 1)[0];
    if (!buyer) return null;
    const rating = 1 + Math.floor(rand() ** 0.5 * 5);
    reviewTargets.add(buyer.product.id);
    return call(
      'POST',
      `${API_PATHS.product(buyer.product.id)}/reviews`,
      buyer.customer.token,
      reviewBody(rating),
    ).then((answer) => {
      const id = (answer.json?.body as Review | undefined)?._id;
      if (answer.status === 201 && id)
        reviews.push({ id, productId: buyer.product.id, authorUid: buyer.customer.uid, rating });
      return answer;
    });
  },
  vote: () => {
    const review = reviews.length ? pickOf(reviews) : undefined;
    if (!review) return null;
    const voter = pickOf(customers.slice(0, steadyOrders));
    const key = `${review.id} ${voter.uid}`;
    if (voter.uid === review.authorUid || votes.has(key)) return null;
    votes.add(key);
    return call('PUT', `/api/reviews/${encodeURIComponent(review.id)}/helpful`, voter.token);
  },
  message: () => {
    // A different customer each time: the contact form allows 5 per 10 minutes per client.
    const sender = customers[nextMessage++ % customers.length] as Account;
    return call('POST', API_PATHS.message, sender.token, {
      title: 'Where is my order?',
      email: `${sender.username}@bench.example`,
      phoneNumber: '555-0100',
      message: 'I ordered in the sale this morning: when will it ship?',
    });
  },
};
const RATES: Record<string, number> = {
  order: RATE,
  review: RATE * REVIEWS_PER_ORDER,
  vote: RATE * VOTES_PER_ORDER,
  message: RATE * MESSAGES_PER_ORDER,
};

/** Arrivals at fixed rates (open loop: a slow answer does not delay the next arrival), bounded in time and count. */
const runSteady = async (): Promise<{ wallMs: number }> => {
  const started = performance.now();
  const arrivals = Object.entries(RATES)
    .flatMap(([kind, rate]) =>
      Array.from({ length: Math.floor(rate * SECONDS) }, (_, i) => ({ kind, at: (i * 1000) / rate })),
    )
    .sort((a, b) => a.at - b.at);
  const pending = new Set<Promise<void>>();
  for (const { kind, at } of arrivals) {
    const wait = started + at - performance.now();
    if (wait > 0) await sleep(wait);
    if (pending.size >= MAX_IN_FLIGHT) {
      skip(kind);
      continue;
    }
    const sending = senders[kind]?.();
    if (!sending) {
      skip(kind);
      continue;
    }
    const done: Promise<void> = sending.then((answer) => {
      steady.push({ kind, answer });
      pending.delete(done);
    });
    pending.add(done);
  }
  // Every request has its own time-out; this bounds the wait for all of them.
  await Promise.race([Promise.all(pending), sleep(DRAIN_MS)]);
  if (pending.size)
    problems.push(`${pending.size} steady-load requests still open ${DRAIN_MS / 1000} s after the last arrival`);
  return { wallMs: performance.now() - started };
};

const topTable = (rates: readonly DocumentWrites[], n: number): string[] =>
  table([
    ['document', 'writes', 'max in 1 s', 'sustained /s (10 s)'],
    ...topWritten(rates, n).map((r) => [
      r.path,
      String(r.writes),
      String(r.maxPerSecond),
      fmt(r.sustainedPerSecond, 1),
    ]),
  ]);

const latencyRows = (groups: [string, readonly Answer[]][]): string[] =>
  table([
    ['call', 'sent', 'p50 ms', 'p95 ms', 'max ms', 'answers by status'],
    ...groups.map(([label, answers]) => {
      const ms = answers.map((a) => a.ms);
      return [
        label,
        String(answers.length),
        fmt(percentile(ms, 50), 0),
        fmt(percentile(ms, 95), 0),
        fmt(ms.length ? Math.max(...ms) : NaN, 0),
        byStatus(answers),
      ];
    }),
  ]);

// Warm the function's workers as production instances would be: growing bursts of product reads.
for (const size of [10, 25, 50]) await inParallel(size, size, () => call('GET', API_PATHS.products));

const steadyMark = writeLogMark(writeLog);
const steadyRun = await runSteady();
await quiesce('the steady load');
const steadyLog = readWriteLogSince(writeLog, steadyMark);
const steadyRates = writeRates(steadyLog.entries);

out(`Seed: ${PRODUCTS + 1} products with tracked stock through the admin API, ${customers.length} customers and their`);
out(`carts (${seedWrites} documents written directly) in ${fmt(seedMs / 1000, 1)} s.`);
out(`Load average before: ${loadBefore}`);
out();
out(
  `a. Steady load: ${RATE} orders/s for ${SECONDS} s (${fmt(HOT_SHARE * 100, 0)}% of them on ${HOT_PRODUCTS} hot products), ` +
    `reviews ${fmt(RATES.review ?? 0, 1)}/s, helpful votes ${fmt(RATES.vote ?? 0, 1)}/s, contact messages ${fmt(RATES.message ?? 0, 1)}/s; ` +
    `done in ${fmt(steadyRun.wallMs / 1000, 1)} s.`,
);
out(`   Most written documents (the api function's write log, ${steadyLog.entries.length} commits):`);
for (const line of topTable(steadyRates, TOP)) out(`     ${line}`);
if (steadyLog.malformed) problems.push(`${steadyLog.malformed} lines of the write log were not commits`);
out();
const kinds = Object.keys(RATES);
for (const line of latencyRows(kinds.map((kind) => [kind, steady.filter((s) => s.kind === kind).map((s) => s.answer)])))
  out(`   ${line}`);
if (notSent.size)
  out(
    `   Not sent: ${[...notSent].map(([kind, n]) => `${kind} x${n}`).join(', ')} (no buyer or review yet, a repeat vote, or ${MAX_IN_FLIGHT} in flight).`,
  );
// In the steady load a time-out is the machine's limit (reported); a 5xx is the shop's failure.
const steadyAnswers = steady.map((sent) => sent.answer);
const steadyErrors = steadyAnswers.filter((a) => a.status >= 500);
const steadyTimeouts = steadyAnswers.filter((a) => a.status === 0).length;
if (steadyTimeouts)
  out(
    `   ${steadyTimeouts} calls had no answer within ${REQUEST_TIMEOUT_MS / 1000} s (status 0): more than this machine serves.`,
  );
if (steadyErrors.length)
  problems.push(
    `steady load: ${steadyErrors.length} answers 5xx, e.g. ${steadyErrors[0]?.status} ${steadyErrors[0]?.json?.message ?? ''}`,
  );
out('   Read back:');
out(`     ${await checkDay('after the steady load')}`);
for (const product of hot) out(`     ${await checkStock(product)}`);
// The recount reads the stored reviews: a call that timed out may still have written its review.
let reviewMismatches = 0;
let reviewsStored = 0;
for (const productId of reviewTargets) {
  const snap = await db.collection('reviews').where('productId', '==', productId).get();
  const ratings = snap.docs.filter((doc) => doc.get('hidden') !== true).map((doc) => Number(doc.get('rating')));
  reviewsStored += ratings.length;
  const res = await call('GET', API_PATHS.product(productId), adminToken);
  const rating = (res.json?.body as Product | undefined)?.rating;
  const histogram = Object.fromEntries(
    (['1', '2', '3', '4', '5'] as RatingKey[]).map((key) => [key, ratings.filter((r) => String(r) === key).length]),
  );
  const exact = rating?.count === ratings.length && JSON.stringify(rating.histogram) === JSON.stringify(histogram);
  if (!exact) {
    reviewMismatches += 1;
    problems.push(
      `review figures of ${productId}: count ${rating?.count} ${JSON.stringify(rating?.histogram)}, recount ${ratings.length} ${JSON.stringify(histogram)}`,
    );
  }
}
out(
  `     Review figures of ${reviewTargets.size} reviewed products against a recount of their ${reviewsStored} stored reviews ` +
    `(${reviews.length} answered 201): ` +
    `${reviewMismatches ? `${reviewMismatches} WRONG` : 'all exact'}`,
);
out();

// ---- Flash sale beside a spread burst ----------------------------------------------------------------------

/** All at once: every customer presses buy now in the same instant. */
const burst = async (label: string, orders: readonly PlannedOrder[]) => {
  const mark = writeLogMark(writeLog);
  const started = performance.now();
  const results = await Promise.all(orders.map(placeOrder));
  const wallMs = performance.now() - started;
  await quiesce(label);
  return { results, wallMs, rates: writeRates(readWriteLogSince(writeLog, mark).entries) };
};
const spread = await burst('the spread burst', spreadPlan);
const flashSale = await burst('the flash sale', flashPlan);

// Sold: the flash orders that exist (an answer lost to a time-out may still have sold a unit).
const flashSold = (await storedOrders(flashSale.results)).length;
const flashAnswered = sold(flashSale.results).length;
const refused = flashSale.results.filter((r) => r.answer.status === 409);
const refusals = new Map<string, number>();
for (const r of refused) {
  const message = r.answer.json?.message ?? r.answer.body.slice(0, 120);
  refusals.set(message, (refusals.get(message) ?? 0) + 1);
}
const flashFailures = failedAnswers(flashSale.results.map((r) => r.answer));
const spreadFailures = failedAnswers(spread.results.map((r) => r.answer));
const flashLeft = await stockOf(flash.id);
if (flashSold > FLASH_UNITS) problems.push(`OVERSOLD: the flash sale sold ${flashSold} of ${FLASH_UNITS} units`);
else if (flashSold < FLASH_UNITS) problems.push(`the flash sale sold ${flashSold} of ${FLASH_UNITS} units`);
if (flashLeft !== FLASH_UNITS - flashSold) problems.push(`flash stock left ${flashLeft}, sold ${flashSold}`);
for (const [label, failures] of [
  ['flash sale', flashFailures],
  ['spread burst', spreadFailures],
] as const) {
  if (failures.length)
    problems.push(
      `${label}: ${failures.length} answers 5xx or none, e.g. ${failures[0]?.status} ${failures[0]?.json?.message ?? ''}`,
    );
}
const ms = (results: readonly Placed[]) => results.map((r) => r.answer.ms);
const p95 = (values: number[]) => percentile(values, 95);
const ratio = p95(ms(flashSale.results)) / p95(ms(spread.results));

out(
  `b. Flash sale: ${FLASH_BUYERS} customers, each with 1 unit of one product in the cart, buy its ${FLASH_UNITS} units at once;`,
);
out(
  `   beside it (just before, once the function is quiet), ${FLASH_BUYERS} customers buy 1 unit each of ${FLASH_BUYERS} different products at once.`,
);
out(
  `   Flash sale: sold ${flashSold} (must be ${FLASH_UNITS}; ${flashAnswered} answered 201), refused ${refused.length} (${FLASH_BUYERS - FLASH_UNITS} expected), ` +
    `5xx or no answer ${flashFailures.length} (must be 0), stock left ${flashLeft} (0 expected).`,
);
for (const [message, n] of refusals) out(`     409 x${n}: ${message}`);
for (const line of latencyRows([
  ['spread burst (200 products)', spread.results.map((r) => r.answer)],
  ['flash sale (1 product)', flashSale.results.map((r) => r.answer)],
]))
  out(`   ${line}`);
out(
  `   Wall time: spread ${fmt(spread.wallMs, 0)} ms, flash ${fmt(flashSale.wallMs, 0)} ms. Flash p95 / spread p95: ${fmt(ratio, 2)} ` +
    `(target: at most 1.5).`,
);
out('   Most written documents in the flash sale:');
for (const line of topTable(flashSale.rates, 5)) out(`     ${line}`);
out('   Most written documents in the spread burst:');
for (const line of topTable(spread.rates, 5)) out(`     ${line}`);
out(`   ${await checkDay('after both bursts')}`);
out();

// ---- Verdict -----------------------------------------------------------------------------------------------

for (const note of notes) out(`Note: ${note}`);
const loadAfter = loadAverage();
out(`Load average after: ${loadAfter}`);
const top = steadyRates[0];
out(
  `SUMMARY ${NAME} rate=${RATE}/s seconds=${SECONDS} top_document=${top?.path ?? '-'} top_writes=${top?.writes ?? 0} ` +
    `top_max_1s=${top?.maxPerSecond ?? 0} top_sustained=${fmt(top?.sustainedPerSecond ?? 0, 1)}/s ` +
    `order_p95=${fmt(p95(steady.filter((s) => s.kind === 'order').map((s) => s.answer.ms)), 0)}ms ` +
    `flash_sold=${flashSold}/${FLASH_UNITS} flash_p95=${fmt(p95(ms(flashSale.results)), 0)}ms ` +
    `spread_p95=${fmt(p95(ms(spread.results)), 0)}ms ratio=${fmt(ratio, 2)} problems=${problems.length}`,
);
if (problems.length) {
  out(`FAIL (${problems.length}):`);
  for (const problem of problems.slice(0, 20)) out(`  - ${problem}`);
} else out('PASS: nothing oversold, no 5xx or unanswered call, every figure exact.');
writeFileSync(verdictFile, problems.length ? 'FAIL\n' : 'PASS\n');

console.log([reportBegin(NAME), ...lines, reportEnd(NAME)].join('\n'));
parallelAgent.destroy();
await deleteApp(app);
