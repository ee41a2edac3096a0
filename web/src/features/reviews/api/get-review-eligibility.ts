import type { ReviewEligibility } from '@shop/contract';
import { REVIEW_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/products/{id}/review-eligibility (signed in): whether the caller may review it, and their review. */
export const getReviewEligibility = (productId: string, signal?: AbortSignal) =>
  apiClient.get<ReviewEligibility>(REVIEW_PATHS.eligibility(productId), { signal });
