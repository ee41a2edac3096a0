// The measuring half of `npm run bench:load`; it runs inside the emulator stack that load.ts starts
// (scripts/with-emulators.mjs sets GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
// SHOP_URL). Bursts of parallel requests through Hosting on loopback: adds to one customer's cart, buy-now
// on one cart, 20 customers buying the last 5 units of a product, product-list reads; then what the account check of state-changing calls costs. Prints
// numbers; never fails on a target.
import { usernameToEmail } from '@shop/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { benchCatalog } from './catalog';
import { apiCaller, type Timed } from './http';
import { reportBegin, reportEnd } from './markers';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';

const PRODUCTS = 60;
/** Every request gives up after this, so a stuck stack cannot hold the run. */
const REQUEST_TIMEOUT_MS = 90_000;
const REVOCATION_SAMPLES = 60;
const WARM_UP_BURSTS = [10, 25, 50, 100];

const { projectId, shopUrl, env } = stackEnv('bench:load');
const authHost = env('FIREBASE_AUTH_EMULATOR_HOST');
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(shopUrl)) throw new Error(`bench:load only calls loopback, not ${shopUrl}`);

const app = initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);
/** Parallel requests each open their own connection, as separate tabs and customers would. */
const parallelAgent = new Agent({ keepAlive: false });

// ---- Seed --------------------------------------------------------------------------------------------------

const writer = createBatchWriter(db);
for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
const productIds: string[] = [];
for (const product of benchCatalog(PRODUCTS)) {
  const ref = db.collection('products').doc();
  productIds.push(ref.id);
  writer.set(ref, product.doc);
}
await writer.commit();
const productId = productIds[0] ?? '';
/** A burst alternates between two products: one line may hold at most MAX_CART_QUANTITY. */
const burstProducts = productIds.slice(0, 2);

interface Customer {
  uid: string;
  token: string;
}

let customers = 0;
const newCustomer = async (): Promise<Customer> => {
  const username = `load-${Date.now().toString(36)}-${(customers += 1)}`;
  const password = 'Load12345';
  const { uid } = await auth.createUser({ email: usernameToEmail(username), password, displayName: username });
  await auth.setCustomUserClaims(uid, { role: 'user' });
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: usernameToEmail(username), password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await res.json()) as { idToken?: string };
  if (!idToken) throw new Error(`could not sign ${username} in`);
  return { uid, token: idToken };
};

// ---- Requests ----------------------------------------------------------------------------------------------

const failures: string[] = [];
const callApi = apiCaller(shopUrl, parallelAgent, REQUEST_TIMEOUT_MS);
const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Timed> => {
  const answer = await callApi(method, path, token, body);
  if (answer.status === 0) failures.push(`${method} ${path}: ${answer.body}`);
  return answer;
};

interface Burst {
  answers: Timed[];
  wallMs: number;
}

const burst = async (count: number, send: () => Promise<Timed>): Promise<Burst> => {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, send));
  return { answers, wallMs: performance.now() - started };
};

/** "200 x18, 503 x2" (0 is a request that got no answer in time). */
const byStatus = (answers: readonly Timed[]): string => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} x${n}`)
    .join(', ');
};

const latencies = (answers: readonly Timed[]) => {
  const ms = answers.map((a) => a.ms);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
};

/** Every unit in the customer's open carts (one is expected). */
const unitsInOpenCarts = async (uid: string): Promise<number> => {
  const carts = await db.collection('carts').where('userId', '==', uid).where('status', '==', 'open').get();
  const items = carts.docs.flatMap((d) => (d.get('items') as { quantity: number }[] | undefined) ?? []);
  return items.reduce((sum, item) => sum + item.quantity, 0);
};

const rows: string[][] = [];
const notes: string[] = [];
const row = (label: string, b: Burst, outcome: string) => {
  const l = latencies(b.answers);
  rows.push([label, outcome, byStatus(b.answers), fmt(l.p50, 0), fmt(l.p95, 0), fmt(l.max, 0), fmt(b.wallMs, 0)]);
};

// The functions emulator starts a worker process per concurrent request (seconds each on a busy machine);
// growing bursts of reads start them first, as warm production instances would already be running.
for (const size of WARM_UP_BURSTS) {
  const warm = await burst(size, () => call('GET', '/api/products'));
  notes.push(`Warm-up: ${size} parallel product-list reads (${byStatus(warm.answers)}) in ${fmt(warm.wallMs, 0)} ms.`);
}

const adds = async (count: number) => {
  const customer = await newCustomer();
  let sent = 0;
  const b = await burst(count, () =>
    call('POST', '/cart', customer.token, { productId: burstProducts[(sent += 1) % burstProducts.length] }),
  );
  const landed = await unitsInOpenCarts(customer.uid);
  const acknowledged = b.answers.filter((a) => a.status === 200).length;
  row(`${count} parallel add-to-cart, one customer`, b, `landed ${landed}/${count}`);
  if (landed < acknowledged) notes.push(`LOST: ${acknowledged} adds answered 200 but only ${landed} landed.`);
  return { landed, b };
};
const adds20 = await adds(20);
const adds100 = await adds(100);

const buyer = await newCustomer();
const opened = await call('POST', '/cart', buyer.token, { productId });
const cartId = (JSON.parse(opened.body) as { body?: { _id?: string } }).body?._id ?? '';
const buys = await burst(20, () => call('POST', '/order', buyer.token, { cartId }));
const orders = (await db.collection('orders').where('cartId', '==', cartId).get()).size;
row('20 parallel buy-now, one cart', buys, `orders made ${orders}`);

// The last units of one product: 20 customers, each with one in the cart, press buy now at once. The stock is
// checked and taken in each order's transaction, so exactly LAST_UNITS sell and the rest are told why.
const LAST_UNITS = 5;
const RACERS = 20;
const lastProduct = productIds[2] ?? '';
await db.doc(`products/${lastProduct}`).update({ stock: LAST_UNITS });
const racers = await Promise.all(Array.from({ length: RACERS }, newCustomer));
const racerCarts = await Promise.all(
  racers.map(async (racer) => {
    const added = await call('POST', '/cart', racer.token, { productId: lastProduct });
    return (JSON.parse(added.body) as { body?: { _id?: string } }).body?._id ?? '';
  }),
);
let nextRacer = 0;
const race = await burst(RACERS, () => {
  const i = nextRacer++;
  return call('POST', '/order', racers[i]?.token, { cartId: racerCarts[i] });
});
const raced = {
  sold: race.answers.filter((a) => a.status === 201).length,
  refused: race.answers.filter((a) => a.status === 409 && a.body.includes('Not enough stock')).length,
  stock: (await db.doc(`products/${lastProduct}`).get()).get('stock') as number,
  orders: (await Promise.all(racerCarts.map((id) => db.doc(`orders/${id}`).get()))).filter((snap) => snap.exists)
    .length,
  // The day's figures are the sum of its shards (decision 066).
  dayUnits: (
    await db.collection('orderStatShards').where('day', '==', new Date().toISOString().slice(0, 10)).get()
  ).docs.reduce(
    (units, shard) =>
      units + ((shard.get('products') as Record<string, { units: number }> | undefined)?.[lastProduct]?.units ?? 0),
    0,
  ),
};
row(
  `${RACERS} customers buy the last ${LAST_UNITS} units`,
  race,
  `sold ${raced.sold}/${LAST_UNITS}, orders ${raced.orders}, stock left ${raced.stock}, day's figure ${raced.dayUnits ?? 0} units`,
);
if (raced.refused !== RACERS - LAST_UNITS)
  notes.push(`LAST UNITS: ${raced.refused} "Not enough stock" answers, ${RACERS - LAST_UNITS} expected.`);

const reads = await burst(50, () => call('GET', '/api/products'));
row('50 parallel product-list reads', reads, `${reads.answers.filter((a) => a.status === 200).length} answered`);

// ---- The account check of state-changing calls --------------------------------------------------------------

// verifyIdToken(token, true) adds one Auth lookup of the account (getUser). Against the emulators the Admin
// SDK makes that lookup on every verification, checked or not, so the lookup is timed on its own.
const reader = await newCustomer();
const lookups: number[] = [];
for (let i = 0; i < 5; i += 1) await auth.getUser(reader.uid);
for (let i = 0; i < REVOCATION_SAMPLES; i += 1) {
  const started = performance.now();
  await auth.getUser(reader.uid);
  lookups.push(performance.now() - started);
}

// ---- Report ------------------------------------------------------------------------------------------------

const lines: string[] = [];
const out = (line = '') => lines.push(line);
out(`Bursts through the Hosting emulator at ${shopUrl}, each request on its own connection; ${PRODUCTS} products.`);
out();
for (const line of table([['burst', 'outcome', 'answers by status', 'p50 ms', 'p95 ms', 'max ms', 'wall ms'], ...rows]))
  out(`  ${line}`);
out();
out(
  `Account check on state-changing calls (one Auth lookup, ${REVOCATION_SAMPLES} sequential samples): ` +
    `p50 ${fmt(percentile(lookups, 50), 2)} ms, p95 ${fmt(percentile(lookups, 95), 2)} ms added per request.`,
);
out('  Against the Auth emulator on loopback; in production the lookup is a call to the Identity Toolkit API.');
if (failures.length) notes.push(`${failures.length} requests got no answer, e.g. ${failures.slice(0, 3).join('; ')}.`);
out();
out('Notes:');
for (const note of notes) out(`  - ${note}`);
out(
  `SUMMARY bench:load add20_landed=${adds20.landed}/20 add100_landed=${adds100.landed}/100 ` +
    `add100_p95=${fmt(latencies(adds100.b.answers).p95, 0)}ms orders=${orders} ` +
    `last5_sold=${raced.sold} last5_refused=${raced.refused} last5_stock=${raced.stock} ` +
    `last5_p95=${fmt(latencies(race.answers).p95, 0)}ms ` +
    `reads_p95=${fmt(latencies(reads.answers).p95, 0)}ms account_check_p50=${fmt(percentile(lookups, 50), 2)}ms`,
);

console.log([reportBegin('bench:load'), ...lines, reportEnd('bench:load')].join('\n'));

parallelAgent.destroy();
await deleteApp(app);
