// The measuring half of `npm run bench:routine`, inside the stack routine.ts starts. Seeds BENCH_PRODUCTS
// products with facts (the bench:api catalogue), then for a few sets of answers: the product documents the
// candidate queries read (counted in this process with the api function's own repository code) and the
// latency of GET /api/skin-analysis through Hosting.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  completeSkinAnswers,
  readSkinAnswers,
  skinAnswerParams,
  type SkinAnalysisBody,
  type SkinAnswers,
} from '@shop/contract';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { benchCatalog } from './catalog';
import { closeConnections, timedGet } from './http';
import { reportBegin, reportEnd } from './markers';
import { stackEnv } from './stack-env';
import { fmt, percentile, table } from './stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const { projectId, shopUrl } = stackEnv('bench:routine');

const app = initializeApp({ projectId });
const db = getFirestore(app);
// The api function's repository uses the app above (its firebase module takes the first app).
const { readRoutineCandidates } = await import('../../functions/src/repositories/routine-candidates');

const seedStarted = Date.now();
const writer = createBatchWriter(db);
for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
for (const product of benchCatalog(PRODUCTS)) writer.set(db.collection('products').doc(), product.doc);
await writer.commit();
const seedMs = Date.now() - seedStarted;
const total = (await db.collection('products').count().get()).data().count;

/** The result pages' own URLs: the brief's answers, a full routine with every limit, and one with none. */
const CASES = [
  'skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick',
  'skin=oily&concern=acne,pores&sensitivity=somewhat&free=fragrance,alcohol&routine=full&max=60',
  'skin=combination&sensitivity=not&routine=full',
].map((search): [string, SkinAnswers] => {
  const answers = completeSkinAnswers(readSkinAnswers(new URLSearchParams(search)));
  if (!answers) throw new Error(`Incomplete answers: ${search}`);
  return [search, answers];
});

const rows: string[][] = [['answers', 'docs read', 'steps filled', 'p50 ms', 'p95 ms', 'answer KiB']];
for (const [name, answers] of CASES) {
  const { read } = await readRoutineCandidates(answers);
  const url = `${shopUrl}/api/skin-analysis?${skinAnswerParams(answers).toString()}`;
  for (let i = 0; i < 3; i += 1) await timedGet(url);
  const times: number[] = [];
  let last = await timedGet(url);
  for (let i = 0; i < SAMPLES; i += 1) {
    last = await timedGet(url);
    if (last.status !== 200) throw new Error(`${url} answered ${last.status}: ${last.body.slice(0, 200)}`);
    times.push(last.ms);
  }
  const body = (JSON.parse(last.body) as { body: SkinAnalysisBody }).body;
  const filled = body.routine.steps.filter((step) => step.pick).length;
  rows.push([
    name,
    String(read),
    `${filled} of ${body.routine.steps.length}`,
    fmt(percentile(times, 50)),
    fmt(percentile(times, 95)),
    fmt(Buffer.byteLength(last.body) / 1024),
  ]);
}
closeConnections();

console.log(reportBegin('bench:routine'));
console.log(
  `Catalogue: ${total} products (${PRODUCTS} seeded in ${(seedMs / 1000).toFixed(1)} s); ${SAMPLES} samples each`,
);
for (const line of table(rows)) console.log(line);
console.log('docs read: product documents the candidate queries return (the routine reads nothing else).');
console.log(reportEnd('bench:routine'));
process.exit(0);
