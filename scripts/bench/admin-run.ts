// The measuring half of `npm run bench:admin`, inside the emulator stack admin.ts starts. Writes 5,000
// orders of 200 customers over the last 90 days (with the day shards of their figures: each order's
// delta, and a cancel's, in a random shard of its day as the API writes them), then times
// GET /api/dashboard against GET /api/orders/{id}.
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  usernameToEmail,
  type DashboardBody,
  type OrderLine,
  type OrderStatus,
} from '@shop/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  addDelta,
  DAY_SHARDS,
  dayShardId,
  emptyDay,
  figuresDeltaOf,
  lastUtcDays,
  ORDER_STAT_SHARDS,
  tallyDays,
  type FiguresOrder,
  type StatsDelta,
} from '../../functions/src/rules/order-figures';
import { createBatchWriter } from '../seed/batch';
import { timedRequest, type Timed } from './http';
import { reportBegin, reportEnd } from './markers';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';

const ORDERS = 5_000;
const CUSTOMERS = 200;
const PRODUCTS = 40;
const DAYS_BACK = 90;
const WARM_UP = 5;
const SAMPLES = 60;

const { projectId, shopUrl, env } = stackEnv('bench:admin');
const authHost = env('FIREBASE_AUTH_EMULATOR_HOST');
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(shopUrl)) throw new Error(`bench:admin only calls loopback, not ${shopUrl}`);

const app = initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);

// ---- Seed --------------------------------------------------------------------------------------------------

/** A fixed pseudo-random sequence, so every run writes the same shop. */
let seed = 42;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const seedStarted = Date.now();
const writer = createBatchWriter(db);
const customerIds = Array.from({ length: CUSTOMERS }, (_, i) => `bench-customer-${i}`);
customerIds.forEach((uid, i) => {
  const createdAt = Timestamp.fromMillis(Date.now() - Math.floor(random() * 365) * 86_400_000);
  writer.set(db.doc(`users/${uid}`), {
    username: `buyer${i}`,
    firstname: 'Bench',
    lastname: `Buyer ${i}`,
    role: 'user',
    provider: 'password',
    createdAt,
    updatedAt: createdAt,
  });
});
const products = Array.from({ length: PRODUCTS }, (_, i) => ({
  _id: `bench-product-${i}`,
  title: `Bench product ${i}`,
  price: 10 + i * 1.35,
}));

const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['delivered', 0.7],
  ['shipped', 0.12],
  ['placed', 0.13],
  ['cancelled', 0.05],
];
const statusFor = (): OrderStatus => {
  let roll = random();
  for (const [status, weight] of STATUS_WEIGHTS) {
    if ((roll -= weight) < 0) return status;
  }
  return 'delivered';
};

const figuresOrders: FiguresOrder[] = [];
const orderIds: string[] = [];
let expectedPlaced = 0;
for (let i = 0; i < ORDERS; i += 1) {
  const createdAt = new Date(Date.now() - Math.floor(random() * DAYS_BACK * 86_400_000));
  const shops: OrderLine[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const product = pick(products);
    const quantity = 1 + Math.floor(random() * 3);
    return { ...product, quantity, totalPriceItem: Math.round(product.price * quantity * 100) / 100 };
  });
  const totalPriceOrder = Math.round(shops.reduce((sum, line) => sum + line.totalPriceItem, 0) * 100) / 100;
  const status = statusFor();
  if (status === 'placed') expectedPlaced += 1;
  const id = `bench-order-${i}`;
  orderIds.push(id);
  const at = Timestamp.fromDate(createdAt);
  writer.set(db.doc(`orders/${id}`), {
    userId: pick(customerIds),
    cartId: id,
    shops,
    transactionNumber: `${createdAt.getTime()}${String(i).padStart(6, '0')}`,
    totalPriceOrder,
    createdAt: at,
    status,
    history: [{ status: 'placed', at, by: 'bench' }, ...(status === 'placed' ? [] : [{ status, at, by: 'admin' }])],
  });
  const history = status === 'placed' ? [{ status }] : [{ status: 'placed' as const }, { status }];
  figuresOrders.push({ _id: id, createdAt: createdAt.toISOString(), shops, totalPriceOrder, history });
}
// The day shards the order and status writes would have left (decision 066): every step that changes
// the figures lands in a random one of its day's DAY_SHARDS shards.
const shards = new Map<string, StatsDelta>();
for (const order of figuresOrders) {
  let from: OrderStatus | null = null;
  for (const { status } of order.history) {
    const delta = figuresDeltaOf(order, from, status);
    if (delta) {
      const id = dayShardId(delta.day, Math.floor(random() * DAY_SHARDS));
      shards.set(id, addDelta(shards.get(id) ?? emptyDay(delta.day), delta));
    }
    from = status;
  }
}
for (const [id, figures] of shards) writer.set(db.collection(ORDER_STAT_SHARDS).doc(id), figures);
const days = tallyDays(figuresOrders);
const writes = await writer.commit();

const password = 'Bench12345';
const { uid: adminUid } = await auth.createUser({ email: usernameToEmail('benchadmin'), password });
await auth.setCustomUserClaims(adminUid, { role: 'admin' });
await db.doc(`users/${adminUid}`).set({ username: 'benchadmin', firstname: 'Bench', lastname: 'Admin', role: 'admin' });
const signIn = await fetch(
  `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: usernameToEmail('benchadmin'), password, returnSecureToken: true }),
  },
);
const { idToken } = (await signIn.json()) as { idToken?: string };
if (!idToken) throw new Error('could not sign the bench admin in');
const seedMs = Date.now() - seedStarted;

// ---- Measure -----------------------------------------------------------------------------------------------

const get = (path: string): Promise<Timed> =>
  timedRequest(`${shopUrl}${path}`, { headers: { authorization: `Bearer ${idToken}` }, timeoutMs: 60_000 });

const problems: string[] = [];
const dashboardTimes: number[] = [];
const orderTimes: number[] = [];
let last: DashboardBody | undefined;
for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
  // Alternate which goes first, so neither always follows the other.
  const calls = [
    async () => {
      const res = await get('/api/dashboard');
      if (res.status !== 200) problems.push(`dashboard answered ${res.status}`);
      else last = (JSON.parse(res.body) as { body: DashboardBody }).body;
      if (round >= WARM_UP) dashboardTimes.push(res.ms);
    },
    async () => {
      const res = await get(`/api/orders/${pick(orderIds)}`);
      if (res.status !== 200) problems.push(`order read answered ${res.status}`);
      if (round >= WARM_UP) orderTimes.push(res.ms);
    },
  ];
  for (const call of round % 2 ? calls.reverse() : calls) await call();
}

// ---- Check and report --------------------------------------------------------------------------------------

const window = lastUtcDays(DASHBOARD_DAYS);
const expected = window.map((day) => days.get(day) ?? emptyDay(day)).reduce(addDelta, emptyDay(window[0] ?? ''));
if (!last) problems.push('no dashboard answer');
else {
  if (last.last30Days.orders !== expected.orders)
    problems.push(`30-day orders ${last.last30Days.orders}, expected ${expected.orders}`);
  if (Math.round(last.last30Days.revenue * 100) !== expected.revenueCents)
    problems.push(`30-day revenue ${last.last30Days.revenue}, expected ${expected.revenueCents / 100}`);
  if (last.waitingToShip !== expectedPlaced)
    problems.push(`waiting to ship ${last.waitingToShip}, expected ${expectedPlaced}`);
}

/**
 * Documents the dashboard reads, by Firestore's billing rules applied to its reads: one per day shard
 * of the 30 days that exists (the query reads only those), one per latest order and per distinct
 * customer of those, and one per started 1,000 index entries of the waiting-to-ship and new-customers
 * count aggregations (at least one each).
 */
const aggregationReads = (matches: number) => Math.max(1, Math.ceil(matches / 1000));
const firstDay = window[0] ?? '';
const shardReads = [...shards.values()].filter((figures) => figures.day >= firstDay).length;
const latestCustomers = new Set(last?.latestOrders.map((order) => order.username)).size;
const dashboardReads =
  shardReads +
  (last?.latestOrders.length ?? DASHBOARD_TOP) +
  latestCustomers +
  aggregationReads(expectedPlaced) +
  aggregationReads(last?.newCustomers30Days ?? 0);

const p50 = (values: number[]) => percentile(values, 50);
const p95 = (values: number[]) => percentile(values, 95);
console.log(reportBegin('bench:admin'));
console.log(
  `Seeded ${ORDERS} orders of ${CUSTOMERS} customers over ${DAYS_BACK} days (${writes} writes, ${(seedMs / 1000).toFixed(1)} s);`,
);
console.log(
  `${shards.size} day shards over ${days.size} days (${shardReads} in the dashboard's 30); ${SAMPLES} samples of each request after ${WARM_UP} warm-up rounds.`,
);
console.log('');
for (const line of table([
  ['request', 'p50 ms', 'p95 ms', 'documents read'],
  ['GET /api/dashboard', fmt(p50(dashboardTimes)), fmt(p95(dashboardTimes)), String(dashboardReads)],
  ['GET /api/orders/{id} (one order)', fmt(p50(orderTimes)), fmt(p95(orderTimes)), `${1 + 1} (order, customer)`],
]))
  console.log(line);
console.log('');
console.log(
  `Dashboard / one order read, p50: ${fmt(p50(dashboardTimes) / p50(orderTimes), 2)}x; p95: ${fmt(p95(dashboardTimes) / p95(orderTimes), 2)}x (target: within 3x)`,
);
console.log(
  `Documents the dashboard reads: ${dashboardReads} (${shardReads} day shards, at most ${DASHBOARD_DAYS} x ${DAY_SHARDS}; the rest latest orders, their customers and count aggregations)`,
);
console.log(
  `Answer checked against the seeded orders: ${problems.length ? `PROBLEMS: ${problems.slice(0, 5).join('; ')}` : `30-day orders ${expected.orders}, revenue $${(expected.revenueCents / 100).toFixed(2)}, waiting to ship ${expectedPlaced} all match`}`,
);
console.log(reportEnd('bench:admin'));
await deleteApp(app);
