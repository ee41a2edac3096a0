import type { Review } from '@shop/contract';
import { useState } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { useSessionStore } from '@/features/auth/stores/session';
import { productReviewsQuery } from '../api/review-queries';
import type { ReviewQuery } from '../lib/review-query';

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

/**
 * A page of the product's reviews, rendered on the server (the first page and the figures are in the
 * server's HTML). Asked again for a signed-in customer, whose votes and own review the answer marks.
 * While another page or filter loads, the page shown stays (`loading` says it is on its way).
 */
export const useProductReviews = (productId: string, query: ReviewQuery) => {
  const viewer = useSessionStore((state) => state.userId);
  const { key, load } = productReviewsQuery(productId, query, viewer);
  const { state, retry } = useApiQuery(key, load);
  const [shown, setShown] = useState<ReviewPage | null>(null);
  if (state.status === 'success' && state.data !== shown?.reviews)
    setShown({ reviews: state.data, total: state.result.totalReviews ?? state.data.length });
  return {
    page: state.status === 'error' ? null : shown,
    loading: state.status === 'loading',
    error: state.status === 'error' ? state.message : null,
    retry,
  };
};
