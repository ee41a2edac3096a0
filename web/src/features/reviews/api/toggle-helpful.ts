import { REVIEW_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

export interface HelpfulAnswer {
  helpfulCount: number;
  votedHelpful: boolean;
}

/** PUT /api/reviews/{id}/helpful: toggles the caller's vote (never on their own review). */
export const toggleHelpful = (reviewId: string) => apiClient.put<HelpfulAnswer>(REVIEW_PATHS.helpful(reviewId));
