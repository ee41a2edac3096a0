/**
 * reviews/{reviewId} and reviews/{reviewId}/votes/{uid} in Firestore (the document: review-document.ts,
 * the queries: review-query.ts). Every change of a review runs in one transaction with its product's
 * rating figures, so a product's figures always count exactly its visible reviews.
 */
import {
  REVIEW_MESSAGES,
  SKIN_TYPES,
  isRatingValue,
  type RatingValue,
  type ReviewInput,
  type SkinType,
} from '@shop/contract';
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { figuresAfter, figuresChange, withHelpfulVote } from '../services/review-changes';
import { ratingFieldsOf, reviewStatsOf } from '../services/review-figures';
import { isContention } from './contention';
import { retryWithin } from './transactions';
import { num, str } from './convert';
import { readPage } from './pages';
import { PRODUCT_NOT_FOUND } from './products';
import {
  REVIEWS,
  VOTES,
  reviewIdOf,
  toReviewDocument,
  type ReviewAuthor,
  type ReviewDocument,
} from './review-document';
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
  };
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
const voteRef = (reviewId: string, uid: string) => reviewRef(reviewId).collection(VOTES).doc(uid);
const productRef = (id: string) => db.collection('products').doc(id);

const isAlreadyExists = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
};

export const BUSY_REVIEWS = 'Many reviews are being written right now, please try again';
/** How long a contended review transaction keeps retrying; well under the function's timeout. */
const CONTENTION_BUDGET_MS = 40_000;

/**
 * A review transaction. Many customers reviewing one product at once all change its one document, so
 * contention is expected: the SDK's own attempts, then retries with jittered backoff, and past the
 * budget 503 with Retry-After (nothing written).
 */
const runReviewTransaction = <T>(update: (tx: Transaction) => Promise<T>): Promise<T> =>
  retryWithin(() => db.runTransaction(update, { maxAttempts: 10 }), {
    retries: isContention,
    budgetMs: CONTENTION_BUDGET_MS,
    busy: BUSY_REVIEWS,
    baseMs: 50,
    capMs: 1_000,
  });

/** Writes the product's figures after `before` became `after`, when they move (reads before any write). */
const figuresWriter = async (
  tx: Transaction,
  before: ReviewDocument | null,
  after: ReviewDocument | null,
): Promise<() => void> => {
  const productId = (after ?? before)?.productId;
  if (!productId || !figuresChange(before, after)) return () => undefined;
  const ref = productRef(productId);
  const product = await tx.get(ref);
  // A product deleted since keeps no figures to change.
  if (!product.exists) return () => undefined;
  const stats = figuresAfter(reviewStatsOf(product.data()), before, after);
  return () => tx.update(ref, ratingFieldsOf(stats));
};

/**
 * A new review of a product by its author (who has bought it: checked before), counted into the
 * product's figures in the same transaction. One per customer per product: 409 when it exists.
 */
export const createReview = (productId: string, author: ReviewAuthor, input: ReviewInput): Promise<StoredReview> => {
  const id = reviewIdOf(productId, author.uid);
  return runReviewTransaction(async (tx) => {
    const data = (await tx.get(productRef(productId))).data();
    if (!data) throw notFound(PRODUCT_NOT_FOUND);
    const review = toReviewDocument({
      input,
      product: { id: productId, title: str(data, 'title'), image: str(data, 'image') },
      author,
      createdAt: Timestamp.now(),
    });
    // create() fails the whole commit when the review exists: no read (and no lock) of it is needed.
    tx.create(reviewRef(id), review);
    tx.update(productRef(productId), ratingFieldsOf(figuresAfter(reviewStatsOf(data), null, review)));
    return { id, review };
  }).catch((err: unknown) => {
    if (isAlreadyExists(err)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw err;
  });
};

/**
 * Changes one review: `change` sees it as stored and answers what it becomes (null: deleted) or throws
 * (not allowed). The product's figures follow in the same transaction. 404 when there is no such review.
 */
export const changeReview = (
  id: string,
  change: (current: ReviewDocument) => ReviewDocument | null,
): Promise<{ before: ReviewDocument; after: ReviewDocument | null }> =>
  runReviewTransaction(async (tx) => {
    const snap = await tx.get(reviewRef(id));
    if (!snap.exists) throw notFound(REVIEW_MESSAGES.notFound);
    const before = reviewDocumentOf(snap.data() ?? {});
    const after = change(before);
    if (after === before) return { before, after };
    const writeFigures = await figuresWriter(tx, before, after);
    if (after) tx.set(reviewRef(id), after);
    else tx.delete(reviewRef(id));
    writeFigures();
    return { before, after };
  });

/** A deleted review's votes (after the review itself is gone). */
export const deleteVotes = async (id: string): Promise<void> => {
  await db.recursiveDelete(reviewRef(id).collection(VOTES));
};

/**
 * Toggles the caller's "Helpful" vote: one per customer, never on their own review (403), only on a
 * visible one (404 otherwise). The count and the helpful list keys change with the vote.
 */
export const toggleHelpfulVote = (id: string, uid: string): Promise<{ helpfulCount: number; votedHelpful: boolean }> =>
  runReviewTransaction(async (tx) => {
    const [snap, vote] = await Promise.all([tx.get(reviewRef(id)), tx.get(voteRef(id, uid))]);
    if (!snap.exists) throw notFound(REVIEW_MESSAGES.notFound);
    const review = reviewDocumentOf(snap.data() ?? {});
    if (review.hidden) throw notFound(REVIEW_MESSAGES.notFound);
    if (review.authorId === uid) throw forbidden(REVIEW_MESSAGES.ownVote);
    const next = withHelpfulVote(review, vote.exists ? -1 : 1);
    if (vote.exists) tx.delete(voteRef(id, uid));
    else tx.create(voteRef(id, uid), { at: Timestamp.now() });
    tx.set(reviewRef(id), next);
    return { helpfulCount: next.helpfulCount, votedHelpful: !vote.exists };
  });

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
