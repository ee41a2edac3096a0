/*
 * What each change does to a review and to its product's figures, as pure functions the review
 * writes apply (repositories/reviews.ts), so every rule here is unit tested without Firestore:
 *   - the figures count a review while it is visible: a change moves them by the old review out and the
 *     new one in, each only if visible (create: in; delete: out; edit: out and in; hide: out; show: in),
 *     a delta the review's transaction adds to the product with increments;
 *   - listKeys exist only while visible, and follow the rating, skin type and helpful count;
 *   - hiding a hidden review (or showing a visible one) changes nothing.
 */
import type { AdminReview, RatingValue, Review, ReviewInput, ReviewWithProduct } from '@shop/contract';
import type { Timestamp } from 'firebase-admin/firestore';
import { listKeysOf, type ReviewDocument } from './review-document';
import { addStats, emptyReviewStats, reviewDeltaOf, type ReviewStats } from '../rules/review-figures';

const counted = (review: ReviewDocument | null): review is ReviewDocument => review !== null && !review.hidden;

/** What the product's figures move by when `before` (null: none) becomes `after` (null: deleted). */
export const figuresDeltaOf = (before: ReviewDocument | null, after: ReviewDocument | null): ReviewStats => {
  let delta = emptyReviewStats();
  if (counted(before)) delta = addStats(delta, reviewDeltaOf(before, -1));
  if (counted(after)) delta = addStats(delta, reviewDeltaOf(after, 1));
  return delta;
};

/** Whether a change moves the figures at all (an edit of the text only, a vote, do not). */
export const figuresChange = (before: ReviewDocument | null, after: ReviewDocument | null): boolean => {
  if (counted(before) !== counted(after)) return true;
  if (!counted(before) || !counted(after)) return false;
  return before.rating !== after.rating || before.skinType !== after.skinType;
};

/** The document with its listKeys as its visibility wants them: rebuilt while visible, none while hidden. */
export const withListKeys = (review: ReviewDocument): ReviewDocument => {
  const { listKeys: _old, ...rest } = review;
  return review.hidden ? rest : { ...rest, listKeys: listKeysOf(review) };
};

/** The author's edit: new rating, texts, skin type and recommendation; the rest (votes, visibility) kept. */
export const editedReview = (review: ReviewDocument, input: ReviewInput, now: Timestamp): ReviewDocument =>
  withListKeys({
    ...review,
    rating: input.rating as RatingValue,
    title: input.title,
    text: input.text,
    skinType: input.skinType,
    recommend: input.recommend ?? null,
    updatedAt: now,
  });

/**
 * The admin's hide (with its reason) or show; null when the review already is so: hiding a hidden
 * review changes nothing, its first reason included.
 */
export const withVisibility = (review: ReviewDocument, hidden: boolean, reason: string): ReviewDocument | null => {
  if (review.hidden === hidden) return null;
  return withListKeys({ ...review, hidden, hiddenReason: hidden ? reason : null });
};

/** The review after one more (+1) or one fewer (-1) helpful vote; its helpful list keys follow. */
export const withHelpfulVote = (review: ReviewDocument, sign: 1 | -1): ReviewDocument =>
  withListKeys({ ...review, helpfulCount: Math.max(0, review.helpfulCount + sign) });

const iso = (at: Timestamp): string => at.toDate().toISOString();

/** What a public list shows of a review (no visibility, no author id). */
export const toReview = (id: string, review: ReviewDocument): Review => ({
  _id: id,
  productId: review.productId,
  rating: review.rating,
  title: review.title,
  text: review.text,
  skinType: review.skinType,
  recommend: review.recommend,
  name: review.name,
  verified: true,
  helpfulCount: review.helpfulCount,
  createdAt: iso(review.createdAt),
  updatedAt: iso(review.updatedAt),
  ...(review.variantId
    ? {
        variantId: review.variantId,
        variantName: review.variantName ?? '',
        ...(review.variantKind ? { variantKind: review.variantKind } : {}),
      }
    : {}),
});

/** The author's own review: with its visibility and the reason when hidden. */
export const toOwnReview = (id: string, review: ReviewDocument): Review => ({
  ...toReview(id, review),
  hidden: review.hidden,
  hiddenReason: review.hiddenReason,
  mine: true,
});

/** "My reviews": the author's own, with the product. */
export const toReviewWithProduct = (id: string, review: ReviewDocument): ReviewWithProduct => ({
  ...toOwnReview(id, review),
  product: { _id: review.productId, title: review.productTitle, image: review.productImage },
});

/** The admin's list: with the product, the visibility and the author's username. */
export const toAdminReview = (id: string, review: ReviewDocument): AdminReview => ({
  ...toReview(id, review),
  product: { _id: review.productId, title: review.productTitle, image: review.productImage },
  hidden: review.hidden,
  hiddenReason: review.hiddenReason,
  username: review.username || null,
});
