/**
 * reviews/{reviewId} and reviews/{reviewId}/votes/{uid} in Firestore (the document: review-document.ts,
 * the queries: review-query.ts), and the review side of the product's rating figures (their rules:
 * rules/review-figures.ts; docs/decisions/067):
 *   - a review's transaction reads only the review (a new one: the buyer's orders instead) and moves its
 *     product's figures by blind increments, so reviews of one product never wait on each other;
 *   - right after, settleFigures writes the product's ratingRank and recounts figures that cannot hold;
 *   - votes are optimistic (read, then one batch preconditioned on the review's update time);
 *   - a product's delete takes its reviews and votes in its own commit (readReviewsOfProductInTx), its
 *     rename reaches them after (renameProductInReviews), and a new review written meanwhile copies the
 *     product's final title (alignProductCopy).
 */
import {
  COLLECTIONS,
  REVIEW_MESSAGES,
  SKIN_TYPES,
  isRatingValue,
  type RatingValue,
  type ReviewInput,
  type SkinType,
} from '@shop/contract';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type Precondition,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { logs } from '../logs';
import { figuresChange, figuresDeltaOf, withHelpfulVote } from './review-changes';
import {
  REVIEW_STATS_FIELD,
  figureIncrementsOf,
  ratingFieldsOf,
  settlementOf,
  statsOfReviews,
  type ReviewStats,
} from '../rules/review-figures';
import { isContention, isLostRace } from '../rules/contention';
import { retryWithin } from './transactions';
import { num, str } from './convert';
import { boughtVariantOf, buyerOrdersQuery, ordersHaveProduct } from './orders';
import { readPage } from './pages';
import { PRODUCT_NOT_FOUND } from './products';
import {
  LIST_KEYS_FIELD,
  REVIEWS,
  REVIEW_SEARCH_KEYS_FIELD,
  VOTES,
  reviewIdOf,
  reviewSearchKeys,
  toReviewDocument,
  type ReviewAuthor,
  type ReviewDocument,
  type ReviewedProduct,
  type ReviewedVariant,
} from './review-document';
import { lineVariantOf } from './carts';
import {
  REVIEW_CREATED_FIELD,
  adminReviewQueryShape,
  type AdminReviewFilter,
  type KeyRangeShape,
} from './review-query';

export interface StoredReview {
  id: string;
  review: ReviewDocument;
}

const timestamp = (data: DocumentData, key: string): Timestamp =>
  data[key] instanceof Timestamp ? (data[key] as Timestamp) : Timestamp.fromMillis(0);

const stringMap = (value: unknown): Record<string, string> | undefined =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : undefined;

/** A stored review, checked field by field instead of trusted. */
export const reviewDocumentOf = (data: DocumentData): ReviewDocument => {
  const rating = num(data, 'rating');
  const skinType = SKIN_TYPES.find((id) => id === data.skinType) ?? (SKIN_TYPES[0] as SkinType);
  const hidden = data.hidden === true;
  const listKeys = stringMap(data.listKeys);
  return {
    productId: str(data, 'productId'),
    productTitle: str(data, 'productTitle'),
    productImage: str(data, 'productImage'),
    authorId: str(data, 'authorId'),
    username: str(data, 'username'),
    name: str(data, 'name'),
    rating: (isRatingValue(rating) ? rating : 1) as RatingValue,
    title: str(data, 'title'),
    text: str(data, 'text'),
    skinType,
    recommend: typeof data.recommend === 'boolean' ? data.recommend : null,
    verified: true,
    helpfulCount: Math.max(0, Math.floor(num(data, 'helpfulCount'))),
    hidden,
    hiddenReason: hidden ? str(data, 'hiddenReason') : null,
    createdAt: timestamp(data, 'createdAt'),
    updatedAt: timestamp(data, 'updatedAt'),
    searchKeys: Array.isArray(data.searchKeys)
      ? (data.searchKeys as unknown[]).filter((k): k is string => typeof k === 'string')
      : [],
    authorKey: str(data, 'authorKey'),
    ...(listKeys && !hidden ? { listKeys } : {}),
    ...reviewedVariantOf(data),
  };
};

/** The variant a stored review names, checked (none without a variant id). */
const reviewedVariantOf = (data: DocumentData): ReviewedVariant => {
  const { productId: _product, ...variant } = lineVariantOf(data);
  return variant;
};

const storedConverter: FirestoreDataConverter<StoredReview> = {
  toFirestore: ({ review }: StoredReview) => review as unknown as DocumentData,
  fromFirestore: (snap: QueryDocumentSnapshot): StoredReview => ({
    id: snap.id,
    review: reviewDocumentOf(snap.data()),
  }),
};

const reviewsRaw = () => db.collection(REVIEWS);
const reviewsRead = () => reviewsRaw().withConverter(storedConverter);
const reviewRef = (id: string) => reviewsRaw().doc(id);
const votesOf = (reviewId: string) => reviewRef(reviewId).collection(VOTES);
const voteRef = (reviewId: string, uid: string) => votesOf(reviewId).doc(uid);
const productRef = (id: string) => db.collection(COLLECTIONS.products).doc(id);
const reviewsOfProduct = (productId: string) => reviewsRaw().where('productId', '==', productId);

const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;
const isAlreadyExists = (err: unknown): boolean =>
  [6, 'already-exists', 'ALREADY_EXISTS'].includes(codeOf(err) as never);
/** Firestore's own NOT_FOUND (an update of a document that is gone), not the API's 404. */
const isGone = (err: unknown): boolean => [5, 'not-found', 'NOT_FOUND'].includes(codeOf(err) as never);

export const BUSY_REVIEWS = 'Many reviews are being written right now, please try again';
/** How long a contended review write keeps retrying; well under the function's timeout. */
const CONTENTION_BUDGET_MS = 40_000;
/** How long the settle step keeps retrying a lost race before leaving the rank to the next write. */
const SETTLE_BUDGET_MS = 10_000;

/**
 * A review transaction. It reads one review (or a buyer's orders) and writes the product blindly, so
 * contention is rare: the SDK's own attempts, then retries with jittered backoff, and past the budget
 * 503 with Retry-After (nothing written).
 */
const runReviewTransaction = <T>(update: (tx: Transaction) => Promise<T>): Promise<T> =>
  retryWithin(() => db.runTransaction(update, { maxAttempts: 10 }), {
    retries: isContention,
    budgetMs: CONTENTION_BUDGET_MS,
    busy: BUSY_REVIEWS,
    baseMs: 50,
    capMs: 1_000,
  });

/**
 * Adds a change's delta to the product's figures with increments, in the review's transaction: no read
 * of the product, so no lock on it. The update fails the commit (NOT_FOUND) when the product is gone.
 */
const incrementFigures = (tx: Transaction, productId: string, delta: ReviewStats): void => {
  const moves = figureIncrementsOf(delta).flatMap(({ path, by }) => [
    new FieldPath(REVIEW_STATS_FIELD, ...path),
    FieldValue.increment(by),
  ]);
  const [field, value, ...rest] = moves;
  if (field) tx.update(productRef(productId), field as FieldPath, value, ...rest);
};

/** The visible reviews' figures of a product, counted (one query, two fields of each review). */
const countVisibleReviews = async (productId: string): Promise<ReviewStats> => {
  const snap = await reviewsOfProduct(productId).where('hidden', '==', false).select('rating', 'skinType').get();
  return statsOfReviews(snap.docs.map((doc) => reviewDocumentOf(doc.data())));
};

/** A write that holds only while the document is as it was read. */
const unchangedSince = (snap: DocumentSnapshot): Precondition =>
  snap.updateTime ? { lastUpdateTime: snap.updateTime } : { exists: true };

/**
 * Right after a review's commit: the product's ratingRank follows its figures (only written when it
 * moves), and figures that cannot be true (figuresHold) are recounted from the visible reviews and
 * written whole. Both writes hold only if the product is unchanged since read; a lost race reads again.
 * A failure here never fails the review (it is committed): the next settle or npm run check:figures
 * finds what is left.
 */
export const settleFigures = async (productId: string): Promise<void> => {
  const ref = productRef(productId);
  try {
    await retryWithin(
      async () => {
        const snap = await ref.get();
        if (!snap.exists) return;
        const settlement = settlementOf(snap.data());
        if (settlement.write === 'rank') await ref.update({ ratingRank: settlement.ratingRank }, unchangedSince(snap));
        if (settlement.write === 'recount') {
          const counted = await countVisibleReviews(productId);
          await ref.update(ratingFieldsOf(counted), unchangedSince(snap));
          logs.reviewFiguresRecounted(productId, counted.count);
        }
      },
      { retries: isLostRace, budgetMs: SETTLE_BUDGET_MS, busy: BUSY_REVIEWS, baseMs: 20, capMs: 400 },
    );
  } catch (err) {
    logs.reviewFiguresUnsettled(productId, err);
  }
};

/**
 * A test's hook into a review's transaction, called at the start of each attempt before its reads (the
 * latest moment another writer can change what the attempt will see: what it reads, it locks).
 */
export interface ReviewWriteSeam {
  beforeReads?: (attempt: number) => Promise<void>;
}

/** A product's title and image as its reviews copy them (a plain read), or null when there is none. */
export const readReviewedProduct = async (id: string): Promise<ReviewedProduct | null> => {
  const [snap] = await db.getAll(productRef(id), { fieldMask: ['title', 'image'] });
  const data = snap?.data();
  return data ? { id, title: str(data, 'title'), image: str(data, 'image') } : null;
};

/**
 * A new review of a product by its author. The buyer check is in the review's transaction (403 when no
 * order, not cancelled, holds the product): a cancel that commits first is seen, one that comes later
 * waits for the review. One per customer per product: 409 when it exists. 404 when the product is
 * deleted before the commit (the figures' update finds no product).
 */
export const createReview = async (
  product: ReviewedProduct,
  author: ReviewAuthor,
  input: ReviewInput,
  seam: ReviewWriteSeam = {},
): Promise<StoredReview> => {
  const id = reviewIdOf(product.id, author.uid);
  let attempt = 0;
  const created = await runReviewTransaction(async (tx) => {
    attempt += 1;
    await seam.beforeReads?.(attempt);
    const orders = await tx.get(buyerOrdersQuery(author.uid));
    if (!ordersHaveProduct(orders.docs, product.id)) throw forbidden(REVIEW_MESSAGES.onlyBuyers);
    const variant = boughtVariantOf(orders.docs, product.id);
    const review = toReviewDocument({ input, product, author, createdAt: Timestamp.now(), variant });
    // create() fails the whole commit when the review exists: no read (and no lock) of it is needed.
    tx.create(reviewRef(id), review);
    incrementFigures(tx, product.id, figuresDeltaOf(null, review));
    return { id, review };
  }).catch((err: unknown) => {
    if (isAlreadyExists(err)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    if (isGone(err)) throw notFound(PRODUCT_NOT_FOUND);
    throw err;
  });
  await Promise.all([settleFigures(product.id), alignProductCopy(id, product.id)]);
  return created;
};

/**
 * Right after a new review's commit: its copy of the product's title and image becomes the product's
 * own. The copy was read before the review's transaction (which never reads the product), so a rename
 * committed in between, whose copy to the reviews ran before this review existed, would leave the old
 * title. Written only when they differ, and only if the review is unchanged since read (a lost race
 * reads again): a rename after the read copies its own title over it, so the last rename wins. A
 * failure never fails the review (it is committed); the next rename copies over it.
 */
const alignProductCopy = async (id: string, productId: string): Promise<void> => {
  try {
    await retryWithin(
      async () => {
        const [review, product] = await db.getAll(reviewRef(id), productRef(productId), {
          fieldMask: ['title', 'image', 'productTitle', 'productImage', 'username'],
        });
        const copy = product?.data();
        if (!review?.exists || !copy) return;
        const title = str(copy, 'title');
        const image = str(copy, 'image');
        if (review.get('productTitle') === title && review.get('productImage') === image) return;
        await reviewRef(id).update(
          {
            productTitle: title,
            productImage: image,
            [REVIEW_SEARCH_KEYS_FIELD]: reviewSearchKeys(title, str(review.data() ?? {}, 'username')),
          },
          unchangedSince(review),
        );
      },
      { retries: isLostRace, budgetMs: SETTLE_BUDGET_MS, busy: BUSY_REVIEWS, baseMs: 20, capMs: 400 },
    );
  } catch (err) {
    logs.reviewProductCopyUnaligned(id, err);
  }
};

/**
 * Changes one review: `change` sees it as stored and answers what it becomes (null: deleted, with its
 * votes, in the same transaction) or throws (not allowed). The product's figures move by increments in
 * the same transaction, then settle. 404 when there is no such review. A review whose product is gone
 * changes without figures.
 */
export const changeReview = async (
  id: string,
  change: (current: ReviewDocument) => ReviewDocument | null,
): Promise<{ before: ReviewDocument; after: ReviewDocument | null }> => {
  let productGone = false;
  const run = () =>
    runReviewTransaction(async (tx) => {
      const snap = await tx.get(reviewRef(id));
      if (!snap.exists) throw notFound(REVIEW_MESSAGES.notFound);
      const before = reviewDocumentOf(snap.data() ?? {});
      const after = change(before);
      if (after === before) return { before, after };
      // Every read before any write: a deleted review's votes go with it.
      const votes = after ? null : await tx.get(votesOf(id).select());
      if (after) tx.set(reviewRef(id), after);
      else tx.delete(reviewRef(id));
      for (const vote of votes?.docs ?? []) tx.delete(vote.ref);
      if (!productGone && figuresChange(before, after)) {
        incrementFigures(tx, before.productId, figuresDeltaOf(before, after));
      }
      return { before, after };
    });
  const result = await run().catch((err: unknown) => {
    if (!isGone(err)) throw err;
    productGone = true;
    return run();
  });
  if (!productGone && figuresChange(result.before, result.after)) await settleFigures(result.before.productId);
  return result;
};

/**
 * Toggles the caller's "Helpful" vote: one per customer, never on their own review (403), only on a
 * visible one (404 otherwise). Optimistic: the review and the vote are read, then one batch changes the
 * count and helpful list keys (only if the review is unchanged since) and creates or deletes the vote
 * (a delete only if it still exists); a lost race reads again.
 */
export const toggleHelpfulVote = (id: string, uid: string): Promise<{ helpfulCount: number; votedHelpful: boolean }> =>
  retryWithin(
    async () => {
      const [snap, vote] = await db.getAll(reviewRef(id), voteRef(id, uid));
      if (!snap?.exists || !vote) throw notFound(REVIEW_MESSAGES.notFound);
      const review = reviewDocumentOf(snap.data() ?? {});
      if (review.hidden) throw notFound(REVIEW_MESSAGES.notFound);
      if (review.authorId === uid) throw forbidden(REVIEW_MESSAGES.ownVote);
      const next = withHelpfulVote(review, vote.exists ? -1 : 1);
      const batch = db.batch();
      batch.update(
        reviewRef(id),
        { helpfulCount: next.helpfulCount, [LIST_KEYS_FIELD]: next.listKeys ?? FieldValue.delete() },
        unchangedSince(snap),
      );
      if (vote.exists) batch.delete(voteRef(id, uid), { exists: true });
      else batch.create(voteRef(id, uid), { at: Timestamp.now() });
      await batch.commit();
      return { helpfulCount: next.helpfulCount, votedHelpful: !vote.exists };
    },
    {
      // A review deleted, or a vote taken back, since read: read again.
      retries: (err) => isLostRace(err) || isGone(err),
      budgetMs: CONTENTION_BUDGET_MS,
      busy: BUSY_REVIEWS,
      baseMs: 20,
      capMs: 400,
    },
  );

/** How many reviews one step of a product's rename reads and writes. */
const PRODUCT_REVIEWS_CHUNK = 200;

/** Each chunk of a product's reviews, by document id, with the fields asked for. */
async function* chunksOfProductReviews(productId: string, fields: string[]) {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = reviewsOfProduct(productId)
      .orderBy(FieldPath.documentId())
      .select(...fields)
      .limit(PRODUCT_REVIEWS_CHUNK);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) return;
    yield snap.docs;
    last = snap.docs[snap.size - 1];
    if (snap.size < PRODUCT_REVIEWS_CHUNK) return;
  }
}

/**
 * Writes through a BulkWriter; a write whose document is gone meanwhile (a review deleted by its author)
 * is left out, any other failure fails the whole step once every write has been tried.
 */
const bulkWrites = async (queue: (writer: ReturnType<typeof db.bulkWriter>) => Promise<unknown>[]) => {
  const writer = db.bulkWriter();
  writer.onWriteError((err) => !isGone(err) && err.failedAttempts < 5);
  const writes = Promise.allSettled(queue(writer));
  // close() sends what is queued; the writes settle only then.
  await writer.close();
  const results = await writes;
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && !isGone(r.reason));
  if (failed) throw failed.reason;
};

/**
 * A product's reviews and their votes, read in the product delete's transaction, and the writes that
 * delete them in the same commit. What the transaction reads it locks: a review written meanwhile
 * waits for the delete and then finds no product (404), a vote finds no review.
 */
export const readReviewsOfProductInTx = async (
  tx: Transaction,
  productId: string,
): Promise<{ reviews: number; deleteAll: () => void }> => {
  const reviews = await tx.get(reviewsOfProduct(productId).select());
  const votes = await Promise.all(reviews.docs.map((doc) => tx.get(votesOf(doc.id).select())));
  return {
    reviews: reviews.size,
    deleteAll: () => {
      for (const snap of votes) for (const vote of snap.docs) tx.delete(vote.ref);
      for (const review of reviews.docs) tx.delete(review.ref);
    },
  };
};

/**
 * A renamed product (title or image) renamed in its reviews: their product copy and the admin search
 * keys made of its title. It copies the product as it is when read, so the last of two quick renames wins.
 */
export const renameProductInReviews = async (productId: string): Promise<number> => {
  const product = await readReviewedProduct(productId);
  if (!product) return 0;
  let renamed = 0;
  for await (const docs of chunksOfProductReviews(productId, ['productTitle', 'productImage', 'username'])) {
    const stale = docs.filter(
      (doc) => doc.get('productTitle') !== product.title || doc.get('productImage') !== product.image,
    );
    await bulkWrites((writer) =>
      stale.map((doc) =>
        writer.update(doc.ref, {
          productTitle: product.title,
          productImage: product.image,
          [REVIEW_SEARCH_KEYS_FIELD]: reviewSearchKeys(product.title, str(doc.data(), 'username')),
        }),
      ),
    );
    renamed += stale.length;
  }
  if (renamed) logs.productRenamedInReviews(productId, renamed);
  return renamed;
};

/** The ids of the reviews, among these, the caller voted helpful (one batched read of their vote docs). */
export const votedByCaller = async (ids: string[], uid: string): Promise<Set<string>> => {
  if (!ids.length) return new Set();
  const snaps = await db.getAll(...ids.map((id) => voteRef(id, uid) as DocumentReference));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.ref.parent.parent?.id ?? ''));
};

export const findReview = async (id: string): Promise<StoredReview | null> => {
  const snap = await reviewsRead().doc(id).get();
  return snap.data() ?? null;
};

/** The caller's review of a product, if they wrote one. */
export const findReviewOf = (productId: string, uid: string): Promise<StoredReview | null> =>
  findReview(reviewIdOf(productId, uid));

export interface ReviewPage {
  reviews: StoredReview[];
  total: number;
}

const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/**
 * One page of a key-range list (a product's public list, "My reviews"): one range on one field, read
 * descending, and its count; only the page's documents are read.
 */
export const pageByKeyRange = async (shape: KeyRangeShape, { offset, limit }: Paging): Promise<ReviewPage> => {
  const filtered = reviewsRead().where(shape.field, '>=', shape.from).where(shape.field, '<=', shape.to);
  const total = countOf(filtered);
  const [reviews, count] = await Promise.all([
    readPage({
      collection: REVIEWS,
      key: JSON.stringify([shape.field, shape.from]),
      query: filtered.orderBy(shape.field, 'desc').orderBy(FieldPath.documentId(), 'desc'),
      sortField: shape.field,
      offset,
      limit,
      total,
    }),
    total,
  ]);
  return { reviews, total: count };
};

/** The admin's list, newest first, filtered (see review-query.ts for its indexes). */
export const pageAdminReviews = async (filter: AdminReviewFilter, { offset, limit }: Paging): Promise<ReviewPage> => {
  const shape = adminReviewQueryShape(filter);
  let filtered: Query<StoredReview> = reviewsRead();
  for (const [field, value] of shape.equals) filtered = filtered.where(field, '==', value);
  if (shape.contains) filtered = filtered.where(shape.contains[0], 'array-contains', shape.contains[1]);
  const total = countOf(filtered);
  const [reviews, count] = await Promise.all([
    readPage({
      collection: REVIEWS,
      key: JSON.stringify(['admin', shape.equals, shape.contains ?? '']),
      query: filtered.orderBy(REVIEW_CREATED_FIELD, 'desc').orderBy(FieldPath.documentId(), 'desc'),
      sortField: REVIEW_CREATED_FIELD,
      offset,
      limit,
      total,
    }),
    total,
  ]);
  return { reviews, total: count };
};

/** Whether a product exists (the public list of an unknown product is 404). */
export const productExists = async (id: string): Promise<boolean> => (await productRef(id).get()).exists;
