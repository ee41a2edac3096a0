import type { ReviewListAnswer, ReviewWithProduct } from '@shop/contract';
import { MY_REVIEW_PATHS, MY_REVIEWS_PAGE_SIZE } from '@shop/contract';
import { apiClient, type ApiResult } from '@/lib/api-client';

export type MyReviewsResult = ApiResult<ReviewWithProduct[]> & Pick<ReviewListAnswer, 'totalReviews'>;

/** GET /api/reviews/mine: a page of the caller's reviews, newest first, and how many they wrote. */
export const getMyReviews = (page: number, signal?: AbortSignal) =>
  apiClient.get<ReviewWithProduct[]>(MY_REVIEW_PATHS.mine, {
    query: { page, limit: MY_REVIEWS_PAGE_SIZE },
    signal,
  }) as Promise<MyReviewsResult>;

/** DELETE /api/reviews/{id}: the author's own review. */
export const deleteMyReview = (id: string) => apiClient.delete<unknown>(MY_REVIEW_PATHS.review(id));
