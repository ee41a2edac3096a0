import { API_PATHS } from '@shop/contract';

/** A product's reviews and whether the caller may review it, beside the product's own path. */
export const REVIEW_PATHS = {
  ofProduct: (productId: string) => `${API_PATHS.product(productId)}/reviews`,
  eligibility: (productId: string) => `${API_PATHS.product(productId)}/review-eligibility`,
  review: (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`,
  helpful: (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/helpful`,
} as const;
