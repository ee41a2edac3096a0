// The measuring half of `npm run bench:reviews`, inside the stack reviews.ts starts. Seeds BENCH_PRODUCTS
// products (the bench:api catalogue, each with review figures of its own) and one product with
// BENCH_REVIEWS reviews (documents made by the API's toReviewDocument, figures added up with withReview),
// then times through Hosting: the product page's data (the product and its first page of reviews), pages
// of its reviews, and Top rated with two fact filters. Documents read come from the api function's
// 'Read a list page' entries plus the reads the routes make beside the page (named in the report).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  REVIEWS_PAGE_SIZE,
  SKIN_TYPES,
  DEFAULT_SHOP_PAGE_SIZE,
  type Product,
  type RatingValue,
  type ReviewListAnswer,
  type SkinType,
} from '@shop/contract';
import { toProductDocument } from '../../functions/src/repositories/product-document';
import { reviewIdOf, toReviewDocument } from '../../functions/src/repositories/review-document';
import {
  emptyReviewStats,
  ratingFieldsOf,
  withReview,
  type ReviewStats,
} from '../../functions/src/rules/review-figures';
import { seededRandom, pick, type Random } from '../seed/art/random';
import { createBatchWriter } from '../seed/batch';
import { CATEGORIES, categoryById } from '../seed/data/categories';
import { categoryDoc } from '../seed/documents';
import { benchCatalog, expectedFactMatches } from './catalog';
import { closeConnections, timedGet, type Timed } from './http';
import { reportBegin, reportEnd } from './markers';
import { openPageReadLog, type PageRead } from './page-reads';
import { stackEnv } from './stack-env';
import { average, fmt, percentile, table } from './stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const WARMUP_ROUNDS = 3;
const LOG_WAIT_MS = 3000;
const DAY_MS = 86_400_000;
/** About one review in a hundred is hidden: in no list and no figure. */
const HIDDEN_SHARE = 0.01;
const REVIEWED_ID = 'bench-reviewed-serum';
const TOP_RATED_QUERY = '?sort=rating&skin=dry&free=fragrance';

const { projectId, shopUrl } = stackEnv('bench:reviews');
const notes: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- Seed --------------------------------------------------------------------------------------------------

const app = initializeApp({ projectId });
const db = getFirestore(app);

/** Mostly 4 and 5 stars, from people of every skin type. */
const drawRating = (rand: Random): RatingValue => {
  const roll = rand();
  return roll < 0.05 ? 1 : roll < 0.1 ? 2 : roll < 0.22 ? 3 : roll < 0.5 ? 4 : 5;
};
const drawSkin = (rand: Random): SkinType => pick(rand, SKIN_TYPES);

/** Figures for a bench:api product: none for 4 in 10, else 1 to 60 reviews. */
const figuresFor = (rand: Random): ReviewStats => {
  let stats = emptyReviewStats();
  if (rand() < 0.4) return stats;
  const count = 1 + Math.floor(rand() ** 2 * 60);
  for (let i = 0; i < count; i += 1)
    stats = withReview(stats, { rating: drawRating(rand), skinType: drawSkin(rand) }, 1);
  return stats;
};

const seedStarted = Date.now();
const writer = createBatchWriter(db);
for (const category of CATEGORIES) writer.set(db.doc(`categories/${category._id}`), categoryDoc(category));
const catalog = benchCatalog(PRODUCTS);
const figuresRand = seededRandom('bench-reviews-figures');
for (const product of catalog) {
  writer.set(db.collection('products').doc(), { ...product.doc, ...ratingFieldsOf(figuresFor(figuresRand)) });
}

const skincare = categoryById('skincare');
const reviewed = { id: REVIEWED_ID, title: 'Bench Ceramide Serum', image: '' };
const reviewsRand = seededRandom('bench-reviews');
const now = Date.now();
let stats = emptyReviewStats();
let visible = 0;
for (let i = 0; i < REVIEWS; i += 1) {
  const author = { uid: `bench-reviewer-${i}`, username: `reviewer${i}`, firstname: 'Bench', lastname: `Reviewer${i}` };
  const rating = drawRating(reviewsRand);
  const skinType = drawSkin(reviewsRand);
  const hidden = reviewsRand() < HIDDEN_SHARE;
  const createdAt = Timestamp.fromMillis(now - Math.floor(reviewsRand() * 365 * DAY_MS));
  // Votes only as counts: these requests never read vote documents.
  const helpfulCount = Math.floor(reviewsRand() ** 3 * 30);
  const doc = toReviewDocument({
    input: {
      rating,
      title: `Review number ${i + 1}`,
      text: 'Soft, calm skin after a few weeks of using it morning and night.',
      skinType,
      recommend: rating >= 4,
    },
    product: reviewed,
    author,
    createdAt,
    helpfulCount,
    hidden,
    hiddenReason: hidden ? 'Advertising' : null,
  });
  writer.set(db.doc(`reviews/${reviewIdOf(REVIEWED_ID, author.uid)}`), doc);
  if (!hidden) {
    stats = withReview(stats, { rating, skinType }, 1);
    visible += 1;
  }
}
writer.set(db.doc(`products/${REVIEWED_ID}`), {
  ...toProductDocument(
    {
      title: reviewed.title,
      description: 'A serum with 2,000 reviews, for the reviews benchmark.',
      price: 38,
      image: '',
      routineStep: 'treat',
      skinTypes: ['dry', 'oily', 'normal'],
      concerns: ['dryness'],
      freeFrom: ['fragrance'],
      keyIngredients: ['Ceramides'],
      ingredients: 'Aqua (Water), Glycerin, Ceramide NP.',
      size: '30 ml',
    },
    { _id: skincare._id, title: skincare.title, slug: skincare.slug },
    new Date(now - 400 * DAY_MS),
  ),
  ...ratingFieldsOf(stats),
});
const writes = await writer.commit();
const seedMs = Date.now() - seedStarted;
const totalProducts = (await db.collection('products').count().get()).data().count;
const topRatedHits =
  expectedFactMatches(catalog, { skinTypes: ['dry'], freeFrom: ['fragrance'] }) + 1; /* the reviewed serum */
const visibleDry = stats.bySkinType.dry.count;
const deepPage = Math.max(2, Math.floor(visible / REVIEWS_PAGE_SIZE / 2));
console.log(`bench: wrote ${writes} documents in ${seconds(seedMs)}`);

// ---- Requests ----------------------------------------------------------------------------------------------

/** A count() aggregation is billed one read per 1,000 index entries (at least one). */
const countReads = (entries: number): number => Math.max(1, Math.ceil(entries / 1000));

interface Kind {
  key: string;
  label: string;
  url: string;
  /** The list page the function logs for it (none for a single product). */
  list?: { collection: string; offset: number; limit: number };
  /** Reads beside the logged page, and what they are. */
  beside: { reads: number; what: string };
  check: (res: Timed) => string | null;
}

const listOf = <T>(res: Timed): { body: T[]; answer: Record<string, unknown> } => {
  const answer = JSON.parse(res.body) as Record<string, unknown>;
  return { body: Array.isArray(answer.body) ? (answer.body as T[]) : [], answer };
};

const reviewsCheck =
  (total: number, size: number) =>
  (res: Timed): string | null => {
    if (res.status !== 200) return `status ${res.status}`;
    const { body, answer } = listOf(res);
    if (body.length !== size) return `${body.length} reviews instead of ${size}`;
    const totalReviews = (answer as unknown as ReviewListAnswer).totalReviews;
    return totalReviews === total ? null : `totalReviews ${totalReviews} instead of ${total}`;
  };

const reviewsKind = (key: string, label: string, query: string, page: number, total: number): Kind => ({
  key,
  label,
  url: `${shopUrl}/api/products/${REVIEWED_ID}/reviews${query}`,
  list: { collection: 'reviews', offset: (page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE },
  beside: { reads: 1 + countReads(total), what: `product exists 1 + totalReviews count() ${countReads(total)}` },
  check: reviewsCheck(total, Math.min(REVIEWS_PAGE_SIZE, Math.max(0, total - (page - 1) * REVIEWS_PAGE_SIZE))),
});

const rankOf = (p: Product): [number, number] => [p.rating.average ?? -1, p.rating.count];

const KINDS: Kind[] = [
  {
    key: 'product',
    label: `GET /api/products/{id} (${REVIEWS} reviews)`,
    url: `${shopUrl}/api/products/${REVIEWED_ID}`,
    beside: { reads: 1, what: 'the product document' },
    check: (res) => {
      if (res.status !== 200) return `status ${res.status}`;
      const product = (JSON.parse(res.body) as { body?: Product }).body;
      return product?.rating.count === visible ? null : `rating.count ${product?.rating.count} instead of ${visible}`;
    },
  },
  reviewsKind('reviews1', 'its reviews, page 1 (newest)', '', 1, visible),
  reviewsKind('reviewsDeep', `its reviews, page ${deepPage}`, `?page=${deepPage}`, deepPage, visible),
  reviewsKind('reviewsDry', 'its reviews, skin=dry&sort=helpful, page 1', '?skin=dry&sort=helpful', 1, visibleDry),
  {
    key: 'topRated',
    label: `Top rated, ${TOP_RATED_QUERY.slice(1)}, page 1`,
    url: `${shopUrl}/api/products${TOP_RATED_QUERY}`,
    list: { collection: 'products', offset: 0, limit: DEFAULT_SHOP_PAGE_SIZE },
    beside: {
      reads: countReads(totalProducts) + countReads(topRatedHits),
      what: `count() all ${countReads(totalProducts)} + filtered ${countReads(topRatedHits)}`,
    },
    check: (res) => {
      if (res.status !== 200) return `status ${res.status}`;
      const { body, answer } = listOf<Product>(res);
      if (body.length !== Math.min(DEFAULT_SHOP_PAGE_SIZE, topRatedHits)) return `${body.length} products`;
      const totals = answer.totalProducts as { all?: number; filtered?: number } | undefined;
      if (totals?.filtered !== topRatedHits) return `filtered ${totals?.filtered} instead of ${topRatedHits}`;
      for (let i = 1; i < body.length; i += 1) {
        const [a, b] = [rankOf(body[i - 1] as Product), rankOf(body[i] as Product)];
        if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) return 'not highest rated first';
      }
      return null;
    },
  },
];

const pageReads = await openPageReadLog(notes);

interface Sample {
  ms: number;
  /** Documents the logged page read (read + scanned + anchor counts); null when not found in the log. */
  logged: PageRead | null;
}

const problems: string[] = [];
const measure = async (kind: Kind): Promise<Sample> => {
  const mark = pageReads?.entries.length ?? 0;
  const res = await timedGet(kind.url);
  try {
    const problem = kind.check(res);
    if (problem) problems.push(`${kind.label}: ${problem}`);
  } catch (err) {
    problems.push(`${kind.label}: unreadable answer (${err instanceof Error ? err.message : String(err)})`);
  }
  const list = kind.list;
  if (!pageReads || !list) return { ms: res.ms, logged: null };
  const at = await pageReads.waitFor(
    mark,
    (e) => e.collection === list.collection && e.offset === list.offset && e.limit === list.limit,
    LOG_WAIT_MS,
  );
  return { ms: res.ms, logged: at === -1 ? null : (pageReads.entries[at] ?? null) };
};

const samples = new Map<string, Sample[]>(KINDS.map((k) => [k.key, []]));
/** The product page's data: the product, then its first page of reviews, as one page load asks for them. */
const pageData: number[] = [];
const cold = new Map<string, Sample>();
for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
  for (const kind of KINDS) {
    const sample = await measure(kind);
    if (!cold.has(kind.key)) cold.set(kind.key, sample);
  }
}
const measureStarted = Date.now();
for (let round = 0; round < SAMPLES; round += 1) {
  const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length] as Kind);
  for (const kind of order) samples.get(kind.key)?.push(await measure(kind));
  const product = await measure(KINDS[0] as Kind);
  const first = await measure(KINDS[1] as Kind);
  pageData.push(product.ms + first.ms);
}
const measureMs = Date.now() - measureStarted;
closeConnections();
pageReads?.close();

// ---- Report ------------------------------------------------------------------------------------------------

const docsOf = (kind: Kind, sample: Sample): number =>
  kind.beside.reads + (sample.logged ? sample.logged.read + sample.logged.scanned + sample.logged.counted : 0);

const rows: string[][] = [['request', 'n', 'p50 ms', 'p95 ms', 'page read', 'scanned', 'counted', 'beside', 'docs']];
const docsByKey = new Map<string, number>();
for (const kind of KINDS) {
  const list = samples.get(kind.key) ?? [];
  const logged = list.flatMap((s) => (s.logged ? [s.logged] : []));
  if (kind.list && logged.length < list.length) {
    notes.push(`${kind.label}: ${list.length - logged.length} requests had no page read in the log.`);
  }
  const docs = Math.max(...list.map((s) => docsOf(kind, s)));
  docsByKey.set(kind.key, docs);
  const avg = (cost: 'read' | 'scanned' | 'counted') => (kind.list ? average(logged.map((e) => e[cost])) : NaN);
  rows.push([
    kind.label,
    String(list.length),
    fmt(
      percentile(
        list.map((s) => s.ms),
        50,
      ),
    ),
    fmt(
      percentile(
        list.map((s) => s.ms),
        95,
      ),
    ),
    fmt(avg('read')),
    fmt(avg('scanned')),
    fmt(avg('counted')),
    String(kind.beside.reads),
    String(docs),
  ]);
}
const productDocs = (docsByKey.get('product') ?? NaN) + (docsByKey.get('reviews1') ?? NaN);
rows.push([
  'product page data (product + reviews page 1)',
  String(pageData.length),
  fmt(percentile(pageData, 50)),
  fmt(percentile(pageData, 95)),
  '',
  '',
  '',
  '',
  String(productDocs),
]);

console.log(reportBegin('bench:reviews'));
console.log(
  `Catalogue: ${totalProducts} products (${PRODUCTS} bench:api products with review figures, 6 in 10 reviewed) and ` +
    `${REVIEWED_ID} with ${REVIEWS} reviews (${visible} visible, ${visibleDry} from dry skin); ${writes} documents ` +
    `written in ${seconds(seedMs)}.`,
);
console.log(
  `Requests: through the Hosting emulator, one at a time on one kept-alive connection; ${WARMUP_ROUNDS} warm-up ` +
    `rounds, then ${SAMPLES} rounds in ${seconds(measureMs)}. Top rated (${TOP_RATED_QUERY}) matches ${topRatedHits}.`,
);
console.log(`Page reads from: ${pageReads?.source ?? 'nowhere (see notes)'}.`);
console.log('');
for (const line of table(rows)) console.log(`  ${line}`);
console.log('');
console.log('  docs: the most documents one request read = page read + scanned + counted (averages shown, from the');
console.log("  function's 'Read a list page' entries) + beside: reads the route makes beside the page:");
for (const kind of KINDS) console.log(`    ${kind.label}: ${kind.beside.what}`);
console.log('  A count() is billed one read per 1,000 index entries. Latencies are the emulator’s: it has no');
console.log('  indexes and scans for ordered, filtered and count() queries; compare the documents read.');
const deepCold = cold.get('reviewsDeep')?.logged;
if (deepCold) {
  console.log(
    `  Page ${deepPage} on a fresh instance (its first request): scanned ${deepCold.scanned}, counted ` +
      `${deepCold.counted}, read ${deepCold.read} (a projection walk leaves anchors; later requests count from them).`,
  );
}
if (problems.length) {
  console.log(`Wrong answers (${problems.length}):`);
  for (const problem of [...new Set(problems)].slice(0, 10)) console.log(`  ${problem}`);
}
for (const note of notes) console.log(`Note: ${note}`);
console.log(reportEnd('bench:reviews'));
process.exit(0);
