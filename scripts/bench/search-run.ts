// The measuring half of `npm run bench:search`, run inside the stack search.ts starts. Seeds 5,000 products
// (then 45,000 more) with sharded stock and descriptions as long as the seed's, and at each size: starts an
// instance of the search in this process (the function's own code on the same emulator: time, documents
// read, heap and RSS), then times each query shape through Hosting, a hostile one (40 one-letter words)
// beside the ordinary ones, and counts the documents each call read from the function's read log
// (SHOP_READ_LOG, functions/src/read-log.ts: each answer names its request).
import { API_PATHS, type ProductListAnswer, type ProductSuggestionsAnswer } from '@shop/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadavg } from 'node:os';
import { READ_LOG_HEADER } from '../../functions/src/read-log';
import { productsFeedOf } from '../../functions/src/repositories/product-feed';
import { newLayoutFieldsOf, SHARD_UNITS_FIELD, stockLayoutOf, stockShardPath } from '../../functions/src/rules/stock';
import { LiveCatalog } from '../../functions/src/search/live-catalog';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { PRODUCTS } from '../seed/data/products';
import { categoryDoc } from '../seed/documents';
import { benchCatalog } from './catalog';
import { closeConnections, timedGet } from './http';
import { reportBegin, reportEnd } from './markers';
import { readLogMark, readLogSince, readsOfRequest } from './read-log';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';

/** The catalogue sizes measured, in order (BENCH_SEARCH_SIZES=5000 for a quick run). */
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '5000,50000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const WARMUP = 3;
/** Units per product: above LOW_STOCK_MAX, so every product is sharded (min(10, units) shards). */
const unitsOf = (i: number) => 6 + (i % 55);
/** Shard documents are written for this many products (all of them at 5,000): 50,000 products' shards are
 * ~0.5 million more writes, and no list or suggestion reads a shard. */
const SHARDED_DOCS_UP_TO = 5000;
/** 40 one-letter words, under 100 characters: the most terms a hostile visitor can send. */
const HOSTILE = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn'.split('').join(' ');

const { projectId, shopUrl } = stackEnv('bench:search');
const app = initializeApp({ projectId });
const db = getFirestore(app);
const catalog = benchCatalog(Math.max(...SIZES));
const notes: string[] = [];
const readLog = process.env.SHOP_READ_LOG;
if (!readLog) notes.push('SHOP_READ_LOG is not set: documents read are not counted.');
/** The seed's descriptions, real length (about 200 characters), appended to the bench's short ones. */
const SEED_TEXT = PRODUCTS.map((p) => p.description);

interface Shape {
  label: string;
  url: string;
  /** What makes an answer right (null) or wrong (why). */
  check: (json: unknown) => string | null;
}

const listed = (min: number) => (json: unknown) => {
  const answer = json as ProductListAnswer;
  if (!answer.success) return answer.message;
  return answer.totalProducts.filtered >= min ? null : `only ${answer.totalProducts.filtered} found`;
};

const SHAPES: Shape[] = [
  { label: 'one word (q=peony, relevance)', url: '?q=peony&sort=relevance', check: listed(1) },
  {
    label: 'three words, one typo (midnight plum perfme)',
    url: `?q=${encodeURIComponent('midnight plum perfme')}&sort=relevance`,
    check: listed(1),
  },
  { label: 'a prefix (q=lave)', url: '?q=lave&sort=relevance', check: listed(1) },
  {
    label: 'search + 2 filters + sort (cream, skincare, dry, price asc)',
    url: '?q=cream&category=skincare&skin=dry&sort=price&order=asc',
    check: listed(0),
  },
  { label: 'no search, Top rated', url: '?sort=rating', check: listed(1) },
  { label: 'no search, default (newest)', url: '', check: listed(1) },
  { label: 'hostile: 40 one-letter words', url: `?q=${encodeURIComponent(HOSTILE)}&sort=relevance`, check: listed(0) },
];

const SUGGESTIONS: Shape[] = [
  {
    label: 'suggestions (q=vel)',
    url: API_PATHS.productSuggestions('vel'),
    check: (json) => ((json as ProductSuggestionsAnswer).total > 0 ? null : 'no suggestion'),
  },
  {
    label: 'suggestions, hostile (40 one-letter words)',
    url: API_PATHS.productSuggestions(HOSTILE),
    check: (json) => ((json as ProductSuggestionsAnswer).success ? null : 'refused'),
  },
];

const seed = async (from: number, to: number): Promise<number> => {
  const started = Date.now();
  const writer = createBatchWriter(db);
  if (from === 0)
    for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
  catalog.slice(from, to).forEach((product, k) => {
    const i = from + k;
    const layout = stockLayoutOf(unitsOf(i));
    const ref = db.collection('products').doc();
    const description = `${product.doc.description} ${SEED_TEXT[i % SEED_TEXT.length] ?? ''}`;
    writer.set(ref, { ...product.doc, description, ...newLayoutFieldsOf(layout) });
    if (i < SHARDED_DOCS_UP_TO)
      layout.shards.forEach((units, n) =>
        writer.set(db.doc(stockShardPath(ref.id, n)), { [SHARD_UNITS_FIELD]: units }),
      );
  });
  await writer.commit();
  return Date.now() - started;
};

const mib = (bytes: number) => `${fmt(bytes / 1024 / 1024, 0)} MiB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** One instance's start: a search loaded by its own listener, as a function instance loads it. */
const instanceStart = async () => {
  gc();
  const heap = process.memoryUsage().heapUsed;
  const rss = process.memoryUsage().rss;
  const started = Date.now();
  const instance = new LiveCatalog(productsFeedOf(db));
  await instance.ready();
  const ms = Date.now() - started;
  gc();
  const after = process.memoryUsage();
  const documents = instance.engine.size();
  instance.stop();
  return { ms, documents, heap: after.heapUsed - heap, heapAfter: after.heapUsed, rss: after.rss - rss };
};

const measure = async (shape: Shape) => {
  const times: number[] = [];
  const reads: number[] = [];
  const problems = new Set<string>();
  const url = shape.url.startsWith('/') ? `${shopUrl}${shape.url}` : `${shopUrl}${API_PATHS.products}${shape.url}`;
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const mark = readLog ? readLogMark(readLog) : 0;
    const res = await timedGet(url);
    const problem = res.status === 200 ? shape.check(JSON.parse(res.body)) : `status ${res.status}`;
    if (problem) problems.add(problem);
    if (i < WARMUP) continue;
    times.push(res.ms);
    const request = res.headers[READ_LOG_HEADER];
    if (readLog && typeof request === 'string')
      reads.push(readsOfRequest(readLogSince(readLog, mark).entries, request));
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    reads: reads.length ? Math.max(...reads) : NaN,
    problems: [...problems],
  };
};

const lines: string[] = [];
const out = (line = '') => lines.push(line);
let seeded = 0;
for (const size of SIZES) {
  const seedMs = await seed(seeded, size);
  seeded = size;
  const start = await instanceStart();
  // The function's own instance picks the new products up from its listener; the first request waits for it.
  const first = await timedGet(`${shopUrl}${API_PATHS.products}?q=peony`);
  out(
    `== ${size} products (seeded in ${fmt(seedMs / 1000)} s); load average ${loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}`,
  );
  out(
    `instance start: ${fmt(start.ms, 0)} ms, ${start.documents} documents read, heap +${mib(start.heap)} (${mib(start.heapAfter)} after the load), ` +
      `RSS +${mib(start.rss)}; the function's first request after the seed: ${fmt(first.ms, 0)} ms`,
  );
  const rows: string[][] = [['shape', 'p50 ms', 'p95 ms', 'docs read (max)', 'problems']];
  for (const shape of [...SHAPES, ...SUGGESTIONS]) {
    const f = await measure(shape);
    rows.push([shape.label, fmt(f.p50), fmt(f.p95), fmt(f.reads, 0), f.problems.join('; ') || '-']);
  }
  for (const line of table(rows)) out(line);
  out();
}
out(`samples: ${SAMPLES} per shape after ${WARMUP} warm-up requests, one at a time`);
for (const note of notes) out(`note: ${note}`);

closeConnections();
await deleteApp(app);
console.log(reportBegin('bench:search'));
for (const line of lines) console.log(line);
console.log(reportEnd('bench:search'));
