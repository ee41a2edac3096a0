// The measuring half of `npm run bench:api`; it runs inside the emulator stack that api.ts starts
// (scripts/with-emulators.mjs sets GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, SHOP_URL, FIREBASE_EMULATOR_HUB).
// Seeds BENCH_PRODUCTS products, then times the product API through Hosting and reads what each list request
// cost from the function's 'Read a list page' entries. Prints numbers; never fails on a target.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { benchCatalog, expectedFactMatches, expectedMatches, FILTER_CATEGORY, SEARCH_WORD } from './catalog';
import { closeConnections, timedGet, type Timed } from './http';
import { reportBegin, reportEnd } from './markers';
import { openPageReadLog, type PageRead } from './page-reads';
import { stackEnv } from './stack-env';
import { average, fmt, percentile, table } from './stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP_ROUNDS = 3;
/** Measuring stops early (with fewer samples) past this. */
const MEASURE_BUDGET_MS = 180_000;
/** How long a list request's log entry may trail its response. */
const LOG_WAIT_MS = 3000;
const PAGE_SIZE = 6;
const DEEP_PAGE = 50;
/** Targets (docs/decisions/006): factors on p50 latencies, and documents read beyond the page size. */
const FIRST_PAGE_VS_PRODUCT = 3;
const DEEP_VS_FIRST_PAGE = 1.2;
const EXTRA_READS = 4;

const { projectId, shopUrl } = stackEnv('bench:api');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const notes: string[] = [];

// ---- Seed --------------------------------------------------------------------------------------------------

const app = initializeApp({ projectId });
const db = getFirestore(app);
const catalog = benchCatalog(PRODUCTS);
const seedStarted = Date.now();
const existing = (await db.collection('products').count().get()).data().count;
const writer = createBatchWriter(db);
for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
const ids: string[] = [];
for (const product of catalog) {
  const ref = db.collection('products').doc();
  ids.push(ref.id);
  writer.set(ref, product.doc);
}
await writer.commit();
const seedMs = Date.now() - seedStarted;
const total = existing + PRODUCTS;
const searchHits = await expectedMatches(catalog, SEARCH_WORD);
const categoryHits = catalog.filter((p) => p.category === FILTER_CATEGORY).length;
// The multi-filter queries: "fragrance- and alcohol-free moisturisers for dry skin", and skincare for
// dryness without fragrance, cheapest first, on its third page.
const FACTS_QUERY = '?skin=dry&free=fragrance,alcohol&step=moisturise';
const factHits = expectedFactMatches(catalog, {
  skinTypes: ['dry'],
  freeFrom: ['fragrance', 'alcohol'],
  step: 'moisturise',
});
const MIXED_QUERY = '?category=skincare&concern=dryness&free=fragrance&sort=price&order=asc';
const mixedHits = expectedFactMatches(catalog, {
  category: 'skincare',
  concerns: ['dryness'],
  freeFrom: ['fragrance'],
});
console.log(`bench: seeded ${PRODUCTS} products and ${CATEGORIES.length} categories in ${seconds(seedMs)}`);
if (existing) notes.push(`The database already held ${existing} products; all of them are listed.`);

// ---- Requests ----------------------------------------------------------------------------------------------

interface ListAnswer {
  success?: boolean;
  body?: unknown;
  totalProducts?: { all?: number; filtered?: number };
}

interface Kind {
  key: string;
  label: string;
  /** The page the function should log for it; none for a single product. */
  list?: { offset: number; limit: number };
  /** A fresh request: its URL and what makes the answer right (null) or wrong (why). */
  next: () => { url: string; check: (res: Timed) => string | null };
}

const listCheck =
  (filtered: number, size: number) =>
  (res: Timed): string | null => {
    if (res.status !== 200) return `status ${res.status}`;
    const answer = JSON.parse(res.body) as ListAnswer;
    const count = Array.isArray(answer.body) ? answer.body.length : -1;
    if (count !== size) return `${count} products instead of ${size}`;
    const totals = answer.totalProducts;
    if (totals?.all !== total || totals.filtered !== filtered)
      return `totals ${JSON.stringify(totals)} instead of all ${total}, filtered ${filtered}`;
    return null;
  };

const listKind = (key: string, label: string, query: string, page: number, filtered: number): Kind => ({
  key,
  label,
  list: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  next: () => ({
    url: `${shopUrl}/api/products${query}`,
    check: listCheck(filtered, Math.max(0, Math.min(PAGE_SIZE, filtered - (page - 1) * PAGE_SIZE))),
  }),
});

const KINDS: Kind[] = [
  {
    key: 'product',
    label: 'product by id (random ids)',
    next: () => {
      const id = ids[Math.floor(Math.random() * ids.length)] ?? '';
      return {
        url: `${shopUrl}/api/products/${id}`,
        check: (res) => {
          if (res.status !== 200) return `status ${res.status}`;
          const answer = JSON.parse(res.body) as { body?: { _id?: string } };
          return answer.body?._id === id ? null : `answered ${answer.body?._id ?? 'no product'} for ${id}`;
        },
      };
    },
  },
  listKind('first', 'list, first page (default query)', '', 1, total),
  listKind(
    'deep',
    `list, page ${DEEP_PAGE} (limit ${PAGE_SIZE})`,
    `?page=${DEEP_PAGE}&limit=${PAGE_SIZE}`,
    DEEP_PAGE,
    total,
  ),
  listKind('search', `search q=${SEARCH_WORD}, page 1`, `?q=${SEARCH_WORD}&page=1`, 1, searchHits),
  listKind('category', `category=${FILTER_CATEGORY}, page 1`, `?category=${FILTER_CATEGORY}&page=1`, 1, categoryHits),
  listKind('facts', `${FACTS_QUERY.slice(1)}, page 1`, `${FACTS_QUERY}&page=1`, 1, factHits),
  listKind('mixed', `${MIXED_QUERY.slice(1)}, page 3`, `${MIXED_QUERY}&page=3`, 3, mixedHits),
];

const pageReads = await openPageReadLog(notes);

interface Sample {
  ms: number;
  /** The page reads logged during the request (one expected for a list request); null: not known. */
  reads: PageRead[] | null;
  problem: string | null;
}

const measure = async (kind: Kind): Promise<Sample> => {
  const mark = pageReads?.entries.length ?? 0;
  const { url, check } = kind.next();
  const res = await timedGet(url);
  let problem: string | null;
  try {
    problem = check(res);
  } catch (err) {
    problem = `unreadable answer (${err instanceof Error ? err.message : String(err)})`;
  }
  if (!pageReads) return { ms: res.ms, reads: null, problem };
  const list = kind.list;
  if (!list) return { ms: res.ms, reads: pageReads.entries.slice(mark), problem };
  const at = await pageReads.waitFor(
    mark,
    (e) => e.collection === 'products' && e.offset === list.offset && e.limit === list.limit,
    LOG_WAIT_MS,
  );
  return { ms: res.ms, reads: at === -1 ? null : pageReads.entries.slice(mark, at + 1), problem };
};

const samples = new Map<string, Sample[]>(KINDS.map((k) => [k.key, []]));
const problems: string[] = [];
const record = (kind: Kind, sample: Sample) => {
  if (sample.problem) problems.push(`${kind.label}: ${sample.problem}`);
};

let coldDeep: Sample | undefined;
for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
  for (const kind of KINDS) {
    const sample = await measure(kind);
    record(kind, sample);
    if (kind.key === 'deep' && !coldDeep) coldDeep = sample;
  }
}

const measureStarted = Date.now();
let rounds = 0;
while (rounds < SAMPLES && Date.now() - measureStarted < MEASURE_BUDGET_MS) {
  // Rotate the order each round so no kind always follows the same one.
  const order = KINDS.map((_, i) => KINDS[(i + rounds) % KINDS.length] as Kind);
  for (const kind of order) {
    const sample = await measure(kind);
    record(kind, sample);
    samples.get(kind.key)?.push(sample);
  }
  rounds += 1;
}
const measureMs = Date.now() - measureStarted;
if (rounds < SAMPLES) notes.push(`Stopped after ${rounds} rounds: the ${seconds(MEASURE_BUDGET_MS)} budget ran out.`);

// ---- Report ------------------------------------------------------------------------------------------------

interface Figures {
  n: number;
  p50: number;
  p95: number;
  read: number;
  scanned: number;
  counted: number;
  /** The most documents (read + scanned) one request read. */
  docsMax: number;
  /** Requests whose page read was not found in the log. */
  unlogged: number;
  /** Page reads beyond the one expected per request. */
  extra: number;
}

type Cost = 'counted' | 'scanned' | 'read';
const sumOf = (reads: readonly PageRead[], cost: Cost): number => reads.reduce((sum, e) => sum + e[cost], 0);

const figuresOf = (kind: Kind): Figures => {
  const list = samples.get(kind.key) ?? [];
  const logged = list.flatMap((s) => (s.reads ? [s.reads] : []));
  const perRequest = (cost: Cost) => logged.map((reads) => sumOf(reads, cost));
  const expected = kind.list ? 1 : 0;
  return {
    n: list.length,
    p50: percentile(
      list.map((s) => s.ms),
      50,
    ),
    p95: percentile(
      list.map((s) => s.ms),
      95,
    ),
    read: kind.list ? average(perRequest('read')) : NaN,
    scanned: kind.list ? average(perRequest('scanned')) : NaN,
    counted: kind.list ? average(perRequest('counted')) : NaN,
    docsMax:
      kind.list && logged.length
        ? Math.max(...logged.map((reads) => sumOf(reads, 'read') + sumOf(reads, 'scanned')))
        : NaN,
    unlogged: list.length - logged.length,
    extra: logged.reduce((sum, reads) => sum + Math.max(0, reads.length - expected), 0),
  };
};

const figures = new Map(KINDS.map((k) => [k.key, figuresOf(k)]));
const fig = (key: string): Figures => {
  const f = figures.get(key);
  if (!f) throw new Error(`no figures for ${key}`);
  return f;
};

const lines: string[] = [];
const out = (line = '') => lines.push(line);
out(
  `Catalogue: ${total} products (${PRODUCTS} seeded in ${seconds(seedMs)}), ${CATEGORIES.length} categories; ` +
    `q=${SEARCH_WORD} matches ${searchHits} (${((100 * searchHits) / PRODUCTS).toFixed(1)}%), ` +
    `category=${FILTER_CATEGORY} holds ${categoryHits}.`,
);
out(
  `Requests: GET ${shopUrl}/api/products... through the Hosting emulator, one at a time on one kept-alive ` +
    `connection; ${WARMUP_ROUNDS} warm-up rounds, then ${rounds} rounds of every kind in ${seconds(measureMs)}.`,
);
out(`Page reads from: ${pageReads?.source ?? 'nowhere (see notes)'}.`);
out();
const header = ['request', 'n', 'p50 ms', 'p95 ms', 'read', 'scanned', 'counted', 'docs max'];
const rows = KINDS.map((kind) => {
  const f = fig(kind.key);
  return [
    kind.label,
    String(f.n),
    fmt(f.p50),
    fmt(f.p95),
    fmt(f.read),
    fmt(f.scanned),
    fmt(f.counted),
    fmt(f.docsMax, 0),
  ];
});
for (const line of table([header, ...rows])) out(`  ${line}`);
out();
out('  read, scanned, counted: averages per request of the "Read a list page" entries: documents read for the page,');
out('  index entries walked by the projection before it, count() aggregations placing an anchor. docs max: the most');
out('  read + scanned of one request. Not in the log: the totals, 1 count() without a filter and 2 with one, each');
out(`  billed 1 read per 1,000 index entries (${Math.ceil(total / 1000)} for the ${total} products).`);
out("  Latencies are the emulators': the Firestore emulator has no indexes, so ordered, filtered and count() queries");
out('  scan the collection (array-contains, the search, most slowly); compare ratios, not absolute times.');
if (coldDeep?.reads) {
  const reads = coldDeep.reads;
  out(
    `  Page ${DEEP_PAGE} on a fresh instance (its first request, in the warm-up): ${fmt(coldDeep.ms)} ms, ` +
      `counted ${sumOf(reads, 'counted')}, scanned ${sumOf(reads, 'scanned')}, read ${sumOf(reads, 'read')}.`,
  );
}

const verdict = (ok: boolean | null) => (ok === null ? 'NOT measured' : ok ? 'met' : 'NOT met');
const [product, first, deep] = [fig('product'), fig('first'), fig('deep')];
const listFigures = KINDS.filter((k) => k.list).map((k) => fig(k.key));
const docsMax = Math.max(...listFigures.map((f) => f.docsMax));
const docsKnown = listFigures.every((f) => Number.isFinite(f.docsMax) && f.unlogged === 0);
const targets = [
  {
    name: `list first page p50 <= ${FIRST_PAGE_VS_PRODUCT} x product p50`,
    detail: `${fmt(first.p50)} ms vs ${fmt(FIRST_PAGE_VS_PRODUCT * product.p50)} ms (${fmt(first.p50 / product.p50, 2)}x)`,
    ok: first.p50 <= FIRST_PAGE_VS_PRODUCT * product.p50,
  },
  {
    name: `page ${DEEP_PAGE} p50 <= ${DEEP_VS_FIRST_PAGE} x first page p50`,
    detail: `${fmt(deep.p50)} ms vs ${fmt(DEEP_VS_FIRST_PAGE * first.p50)} ms (${fmt(deep.p50 / first.p50, 2)}x)`,
    ok: deep.p50 <= DEEP_VS_FIRST_PAGE * first.p50,
  },
  {
    name: `documents read per list request <= ${PAGE_SIZE} + ${EXTRA_READS}`,
    detail: docsKnown ? `max ${docsMax} (read + scanned) of ${PAGE_SIZE + EXTRA_READS}` : 'page reads not logged',
    ok: docsKnown ? docsMax <= PAGE_SIZE + EXTRA_READS : null,
  },
];
out();
out('Targets:');
for (const line of table(targets.map((t) => [t.name, t.detail, verdict(t.ok)]))) out(`  ${line}`);

const unlogged = listFigures.reduce((sum, f) => sum + f.unlogged, 0);
const extra = [...figures.values()].reduce((sum, f) => sum + f.extra, 0);
if (unlogged) notes.push(`${unlogged} list requests had no page read in the log within ${LOG_WAIT_MS} ms.`);
if (extra) notes.push(`${extra} page reads beyond one per list request were logged (another stack, or a retry).`);
if (problems.length)
  notes.push(`${problems.length} answers were not what was expected, e.g. ${problems.slice(0, 3).join('; ')}.`);
if (notes.length) {
  out();
  out('Notes:');
  for (const note of notes) out(`  - ${note}`);
}

const metCount = targets.filter((t) => t.ok).length;
const summary = [
  `products=${total}`,
  `rounds=${rounds}`,
  ...KINDS.map((k) => `${k.key}_p50=${fmt(fig(k.key).p50)}ms ${k.key}_p95=${fmt(fig(k.key).p95)}ms`),
  ...KINDS.filter((k) => k.list).map(
    (k) => `${k.key}_read=${fmt(fig(k.key).read)} ${k.key}_scanned=${fmt(fig(k.key).scanned)}`,
  ),
  `first/product=${fmt(first.p50 / product.p50, 2)}x`,
  `deep/first=${fmt(deep.p50 / first.p50, 2)}x`,
  `docs_max=${docsKnown ? docsMax : '-'}`,
  `targets_met=${metCount}/${targets.length}`,
];
out();
out(`SUMMARY bench:api ${summary.join(' ')}`);

console.log([reportBegin('bench:api'), ...lines, reportEnd('bench:api')].join('\n'));

pageReads?.close();
closeConnections();
await deleteApp(app);
