import type { Review } from '@shop/contract';
import { REVIEW_PATHS, REVIEWS_PAGE_SIZE } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import type { ReviewQuery } from '../lib/review-query';

/** A page of a product's reviews and how many match the filter. */
export type ReviewPageResult = ApiResult<Review[]> & { totalReviews?: number };

/**
 * GET /api/products/{id}/reviews?page&limit&skin&sort&rating&variant (public; a signed-in caller's votes
 * and own review marked; `variant`: the reviews of those who bought that shade or size).
 */
export const getProductReviews = (productId: string, query: ReviewQuery, signal?: AbortSignal) =>
  apiClient.get<Review[]>(REVIEW_PATHS.ofProduct(productId), {
    query: {
      page: query.page,
      limit: REVIEWS_PAGE_SIZE,
      skin: query.skin,
      sort: query.sort,
      rating: query.rating,
      variant: query.variant,
    },
    signal,
  }) as Promise<ReviewPageResult>;
