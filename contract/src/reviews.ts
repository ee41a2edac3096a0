/**
 * Product reviews as both sides speak of them: the answers' shapes, the figures a product carries
 * (`rating`) and the texts. The counting itself happens on the server only, in the same transaction as
 * the review that changes it. The form's schema is in schemas/review.ts: a module is one piece of a
 * chunk, so a schema here would bring yup to every page that shows a star or a review text.
 */
import { SKIN_TYPES, SKIN_TYPE_LABELS, type SkinType } from './product-facts';
import type { VariantKind } from './variants';

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];
/** A histogram's keys, as JSON writes them. */
export type RatingKey = '1' | '2' | '3' | '4' | '5';

/** GET /api/products/{id}/reviews ?sort values (default newest). */
export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The product page shows reviews 5 at a time. */
export const REVIEWS_PAGE_SIZE = 5;
/** The customer's "My reviews" and the admin's list. */
export const MY_REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
/** The skin analysis names a skin type's rating only from this many visible reviews of that skin type. */
export const SKIN_RATING_MIN_REVIEWS = 3;

export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const HIDDEN_REASON_MIN = 3;
export const HIDDEN_REASON_MAX = 200;

export const REVIEW_MESSAGES = {
  onlyBuyers: 'Only customers who bought this product can review it',
  alreadyReviewed: 'You have already reviewed this product',
  chooseRating: 'Choose a rating',
  notFound: 'Review not found',
  notYours: 'Only the author can change this review',
  ownVote: 'You cannot vote on your own review',
  created: 'Thank you, your review was published',
  updated: 'Your review was updated',
  deleted: 'The review was deleted',
  hidden: 'The review is hidden',
  shown: 'The review is visible again',
  signInToReview: 'Sign in to write a review',
  writeReview: 'Write a review',
  reviewThisProduct: 'Review this product',
  verifiedPurchase: 'Verified purchase',
  notBoughtYet:
    'Only customers who bought this product can review it. Once your order with it arrives, you can share what you think.',
} as const;

/** A skin type's own figures: average to one decimal (null with no review) and count. */
export interface SkinRating {
  average: number | null;
  count: number;
}

/**
 * What every product answer carries: the visible reviews' average to one decimal (null when there is
 * none), their count, the spread of stars and each skin type's own figures.
 */
export interface ProductRating {
  average: number | null;
  count: number;
  histogram: Record<RatingKey, number>;
  bySkinType: Record<SkinType, SkinRating>;
}

/** A review as lists show it. Texts are plain text: screens render them as text, never as markup. */
export interface Review {
  _id: string;
  productId: string;
  rating: RatingValue;
  title: string;
  text: string;
  skinType: SkinType;
  /** "I would recommend it": true, false, or null when the reviewer did not say. */
  recommend: boolean | null;
  /** The reviewer as shown: first name and last initial ("Jane D."). */
  name: string;
  /** Every review comes from a customer whose order contains the product. */
  verified: true;
  /** The shade or size the reviewer bought (their latest order's line of it); absent for a product without variants. */
  variantId?: string;
  variantName?: string;
  variantKind?: VariantKind;
  helpfulCount: number;
  createdAt: string;
  updatedAt: string;
  /** Only for the caller's own reviews and the admin: hidden from the public, and why. */
  hidden?: boolean;
  hiddenReason?: string | null;
  /** Only for a signed-in caller: whether they voted this review helpful, and whether it is theirs. */
  votedHelpful?: boolean;
  mine?: boolean;
}

/** A review in "My reviews" and the admin's list: with its product's title and image. */
export interface ReviewWithProduct extends Review {
  product: { _id: string; title: string; image: string } | null;
}

/** A review in the admin's list: with its author's username. */
export interface AdminReview extends ReviewWithProduct {
  hidden: boolean;
  hiddenReason: string | null;
  username: string | null;
}

/**
 * GET /api/products/{id}/review-eligibility (signed in): whether the caller may write a review of
 * the product, and their review when they already wrote one.
 */
export interface ReviewEligibility {
  canReview: boolean;
  review: Review | null;
}

/** GET /api/reviews (admin) ?hidden: only hidden (true) or only visible (false) reviews. */
export const REVIEW_VISIBILITY_FILTERS = ['true', 'false'] as const;

export const isRatingValue = (value: unknown): value is RatingValue => RATING_VALUES.includes(value as RatingValue);

/** "Dry skin 4.6 (12)" */
export const skinRatingLabel = (skinType: SkinType, rating: SkinRating): string =>
  `${SKIN_TYPE_LABELS[skinType]} skin${rating.average === null ? '' : ` ${rating.average.toFixed(1)}`} (${rating.count})`;

/** "(N reviews)": in a module of its own, so product cards (every page's entry) take only it. */
export { reviewCountLabel, starCountLabel } from './review-count';

/**
 * A skin type's rating as the skin analysis uses it (its reason and its tie-break): only from
 * SKIN_RATING_MIN_REVIEWS visible reviews of that skin type, else none.
 */
export const skinRatingShown = (rating: SkinRating): { average: number; count: number } | null =>
  rating.average === null || rating.count < SKIN_RATING_MIN_REVIEWS
    ? null
    : { average: rating.average, count: rating.count };

/** The skin analysis's reason: "Rated 4.6 by 12 people with dry skin". */
export const skinRatedReason = (skinType: SkinType, rating: SkinRating): string | null => {
  const shown = skinRatingShown(rating);
  return shown
    ? `Rated ${shown.average.toFixed(1)} by ${shown.count} people with ${SKIN_TYPE_LABELS[skinType].toLowerCase()} skin`
    : null;
};

/** A product with no review yet. */
export const emptyProductRating = (): ProductRating => ({
  average: null,
  count: 0,
  histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  bySkinType: Object.fromEntries(SKIN_TYPES.map((id) => [id, { average: null, count: 0 }])) as Record<
    SkinType,
    SkinRating
  >,
});
