import type { AdminReview, ReviewVisibilityInput } from '@shop/contract';
import { ADMIN_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/reviews/{id}/visibility: hide with a reason or show again; the answer's body is the review as it is now. */
export const setReviewVisibility = (id: string, input: ReviewVisibilityInput) =>
  apiClient.put<AdminReview>(ADMIN_API_PATHS.reviewVisibility(id), input);
