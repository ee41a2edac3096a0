import { API_PATHS } from '@shop/contract';

/** The review routes of issue 37, beside the product's own path. */
export const REVIEW_PATHS = {
  ofProduct: (productId: string) => `${API_PATHS.product(productId)}/reviews`,
  eligibility: (productId: string) => `${API_PATHS.product(productId)}/review-eligibility`,
  review: (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`,
  helpful: (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/helpful`,
} as const;
