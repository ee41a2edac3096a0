// The seeded reviews as the api function stores them: each reviews/{id} document built by the API's own
// toReviewDocument, its "Helpful" votes, and each product's figures added up with withReview, the
// function the review transactions change them with (written with the product by the seed).
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { RatingValue, SkinType } from '@shop/contract';
import {
  REVIEWS,
  VOTES,
  reviewIdOf,
  toReviewDocument,
  type ReviewDocument,
} from '../../functions/src/repositories/review-document';
import { emptyReviewStats, withReview, type ReviewStats } from '../../functions/src/rules/review-figures';
import type { BatchWriter } from './batch';
import type { HistoryCustomer } from './data/history';
import { productById } from './data/products';
import type { SeedReview } from './data/reviews';
import { imagePath, productImageName } from './images';

/** A review as its product's figures count it (only visible ones count). */
export interface FiguresReview {
  productId: string;
  rating: RatingValue;
  skinType: SkinType;
  hidden: boolean;
}

/** Each product's figures from its visible reviews, added up as the review transactions add them. */
export const reviewFiguresOf = (reviews: readonly FiguresReview[]): Map<string, ReviewStats> => {
  const figures = new Map<string, ReviewStats>();
  for (const review of reviews) {
    if (review.hidden) continue;
    figures.set(review.productId, withReview(figures.get(review.productId) ?? emptyReviewStats(), review, 1));
  }
  return figures;
};

/** A seeded review as reviews/{id} holds it, with `extraVotes` votes the seed keeps from others. */
export const seedReviewDocument = (review: SeedReview, author: HistoryCustomer, extraVotes = 0): ReviewDocument => {
  const product = productById(review.productId);
  return toReviewDocument({
    input: {
      rating: review.rating,
      title: review.title,
      text: review.text,
      skinType: review.skinType,
      recommend: review.recommend,
    },
    product: { id: product.id, title: product.title, image: imagePath(productImageName(product.id)) },
    author,
    createdAt: Timestamp.fromDate(review.createdAt),
    helpfulCount: review.votes.length + extraVotes,
    hidden: review.hidden,
    hiddenReason: review.hiddenReason,
    // A review of a product with variants names the one its author bought (and is listed under it).
    variant: review.variant ?? undefined,
  });
};

/** What a seed over a used database finds among the reviews there. */
export interface FoundReviews {
  /** Reviews by other people (a session's): their product's figures count them too. */
  others: FiguresReview[];
  /** The seeded customers' reviews there: those today's seed does not write go, with their votes. */
  seededIds: string[];
  /** Votes there under today's seeded reviews: from other people (kept and counted) or stale ones. */
  votes: { reviewId: string; uid: string }[];
}

export const NO_FOUND_REVIEWS: FoundReviews = { others: [], seededIds: [], votes: [] };

const figuresReviewOf = (data: DocumentData): FiguresReview => ({
  productId: String(data.productId),
  rating: data.rating as RatingValue,
  skinType: data.skinType as SkinType,
  hidden: data.hidden === true,
});

/** The reviews and votes already in the database, sorted out against the seed's customers. */
export const findReviews = async (db: Firestore, seededUids: ReadonlySet<string>): Promise<FoundReviews> => {
  const [reviews, votes] = await Promise.all([
    db.collection(REVIEWS).select('productId', 'authorId', 'rating', 'skinType', 'hidden').get(),
    db.collectionGroup(VOTES).select().get(),
  ]);
  const found: FoundReviews = { others: [], seededIds: [], votes: [] };
  for (const doc of reviews.docs) {
    if (seededUids.has(String(doc.get('authorId')))) found.seededIds.push(doc.id);
    else found.others.push(figuresReviewOf(doc.data()));
  }
  for (const vote of votes.docs) {
    const review = vote.ref.parent.parent;
    if (review?.parent.id === REVIEWS) found.votes.push({ reviewId: review.id, uid: vote.id });
  }
  return found;
};

/**
 * Queues the seeded reviews and their votes. Over a used database, `found` says what else is there:
 * an earlier day's seeded reviews today's seed does not write go with their votes, a seeded customer's
 * vote today's seed does not cast goes, and other people's votes on a seeded review stay and count.
 */
export const queueReviews = (
  writer: BatchWriter,
  db: Firestore,
  reviews: readonly SeedReview[],
  customers: readonly HistoryCustomer[],
  found: FoundReviews = NO_FOUND_REVIEWS,
): void => {
  const byUsername = new Map(customers.map((customer) => [customer.username, customer]));
  const customerOf = (username: string): HistoryCustomer => {
    const customer = byUsername.get(username);
    if (!customer) throw new Error(`No seeded customer ${username}`);
    return customer;
  };
  const seededUids = new Set(customers.map((customer) => customer.uid));
  const cast = new Set<string>();
  const ids = new Set<string>();
  for (const review of reviews) {
    const id = reviewIdOf(review.productId, customerOf(review.author).uid);
    ids.add(id);
    for (const vote of review.votes) cast.add(`${id}/${customerOf(vote.voter).uid}`);
  }

  const seeded = new Set(found.seededIds);
  const othersVotes = new Map<string, number>();
  for (const { reviewId, uid } of found.votes) {
    const ref = db.doc(`${REVIEWS}/${reviewId}/${VOTES}/${uid}`);
    if (!ids.has(reviewId)) {
      if (seeded.has(reviewId)) writer.delete(ref);
    } else if (!seededUids.has(uid)) othersVotes.set(reviewId, (othersVotes.get(reviewId) ?? 0) + 1);
    else if (!cast.has(`${reviewId}/${uid}`)) writer.delete(ref);
  }
  for (const id of found.seededIds) if (!ids.has(id)) writer.delete(db.doc(`${REVIEWS}/${id}`));

  for (const review of reviews) {
    const author = customerOf(review.author);
    const id = reviewIdOf(review.productId, author.uid);
    writer.set(db.doc(`${REVIEWS}/${id}`), seedReviewDocument(review, author, othersVotes.get(id) ?? 0));
    for (const vote of review.votes) {
      writer.set(db.doc(`${REVIEWS}/${id}/${VOTES}/${customerOf(vote.voter).uid}`), {
        at: Timestamp.fromDate(vote.at),
      });
    }
  }
};
