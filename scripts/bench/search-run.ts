// The measuring half of `npm run bench:search`, run inside the stack search.ts starts. Seeds 5,000 products
// (then 45,000 more), and at each size: starts an instance of the search in this process (the function's own
// code on the same emulator: time, documents read, heap and RSS), then times each query shape through Hosting
// and reads the documents each call read from the function's 'Read a list page' entries.
import { API_PATHS, type ProductListAnswer, type ProductSuggestionsAnswer } from '@shop/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadavg } from 'node:os';
import { productsFeedOf } from '../../functions/src/repositories/product-feed';
import { LiveCatalog } from '../../functions/src/search/live-catalog';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { benchCatalog } from './catalog';
import { closeConnections, timedGet } from './http';
import { reportBegin, reportEnd } from './markers';
import { openPageReadLog } from './page-reads';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';

/** The catalogue sizes measured, in order (BENCH_SEARCH_SIZES=5000 for a quick run). */
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '5000,50000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const WARMUP = 3;
const LOG_WAIT_MS = 3000;

const { projectId, shopUrl } = stackEnv('bench:search');
const app = initializeApp({ projectId });
const db = getFirestore(app);
const catalog = benchCatalog(Math.max(...SIZES));
const notes: string[] = [];
const pageReads = await openPageReadLog(notes);

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
];

const SUGGESTION: Shape = {
  label: 'suggestions (q=vel)',
  url: API_PATHS.productSuggestions('vel'),
  check: (json) => ((json as ProductSuggestionsAnswer).total > 0 ? null : 'no suggestion'),
};

const seed = async (from: number, to: number): Promise<number> => {
  const started = Date.now();
  const writer = createBatchWriter(db);
  if (from === 0)
    for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
  for (const product of catalog.slice(from, to)) writer.set(db.collection('products').doc(), product.doc);
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
  return { ms, documents, heap: after.heapUsed - heap, rss: after.rss - rss };
};

const measure = async (shape: Shape) => {
  const times: number[] = [];
  const reads: number[] = [];
  const problems = new Set<string>();
  const url = shape.url.startsWith('/') ? `${shopUrl}${shape.url}` : `${shopUrl}${API_PATHS.products}${shape.url}`;
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const mark = pageReads?.entries.length ?? 0;
    const res = await timedGet(url);
    const problem = res.status === 200 ? shape.check(JSON.parse(res.body)) : `status ${res.status}`;
    if (problem) problems.add(problem);
    if (i < WARMUP) continue;
    times.push(res.ms);
    if (pageReads) {
      const at = await pageReads.waitFor(mark, (e) => e.collection === 'products', LOG_WAIT_MS);
      const entry = at === -1 ? undefined : pageReads.entries[at];
      if (entry) reads.push(entry.read);
    }
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
    `instance start: ${fmt(start.ms, 0)} ms, ${start.documents} documents read, heap +${mib(start.heap)}, ` +
      `RSS +${mib(start.rss)}; the function's first request after the seed: ${fmt(first.ms, 0)} ms`,
  );
  const rows: string[][] = [['shape', 'p50 ms', 'p95 ms', 'docs read (max)', 'problems']];
  for (const shape of [...SHAPES, SUGGESTION]) {
    const f = await measure(shape);
    rows.push([shape.label, fmt(f.p50), fmt(f.p95), fmt(f.reads, 0), f.problems.join('; ') || '-']);
  }
  for (const line of table(rows)) out(line);
  out();
}
out(`samples: ${SAMPLES} per shape after ${WARMUP} warm-up requests, one at a time`);
for (const note of notes) out(`note: ${note}`);

pageReads?.close();
closeConnections();
await deleteApp(app);
console.log(reportBegin('bench:search'));
for (const line of lines) console.log(line);
console.log(reportEnd('bench:search'));
