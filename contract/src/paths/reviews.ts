import { API_PATHS } from './api';

/** The reviews router's mount: the admin's list, "My reviews" and each review's own paths. */
export const REVIEWS_PATH = '/api/reviews';

const reviewPath = (reviewId: string) => `${REVIEWS_PATH}/${encodeURIComponent(reviewId)}`;

/** A product's reviews, and what a reader does to one review. */
export const REVIEW_PATHS = {
  /** GET ?page&limit&sort&skin: the visible reviews; POST: a buyer's new review. */
  ofProduct: (productId: string) => `${API_PATHS.product(productId)}/reviews`,
  /** GET (signed in): whether the caller may review the product (ReviewEligibility). */
  eligibility: (productId: string) => `${API_PATHS.product(productId)}/review-eligibility`,
  /** PUT (the author edits: reviewSchema), DELETE (the author, or an admin). */
  review: reviewPath,
  /** PUT: the caller's "Helpful" vote, on or off. */
  helpful: (reviewId: string) => `${reviewPath(reviewId)}/helpful`,
} as const;

/**
 * A signed-in customer's own reviews ("My reviews" in the panel), beside ADMIN_API_PATHS' reviews: kept
 * out of API_PATHS, which every page's entry carries, since only the account screens use them.
 */
export const MY_REVIEW_PATHS = {
  /** GET ?page&limit: the caller's reviews, newest first, hidden ones with their reason. */
  mine: `${REVIEWS_PATH}/mine`,
  /** PUT (the author edits: reviewSchema), DELETE (the author, or an admin). */
  review: reviewPath,
} as const;
