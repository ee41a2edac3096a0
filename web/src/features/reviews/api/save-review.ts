import type { Review, ReviewInput } from '@shop/contract';
import { REVIEW_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/products/{id}/reviews (a buyer's first review: 403 not bought, 409 already reviewed). */
export const createReview = (productId: string, input: ReviewInput) =>
  apiClient.post<Review>(REVIEW_PATHS.ofProduct(productId), input);

/** PUT /api/reviews/{id} (the author). */
export const updateReview = (reviewId: string, input: ReviewInput) =>
  apiClient.put<Review>(REVIEW_PATHS.review(reviewId), input);
