import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { useSessionStore } from '@/features/auth/stores/session';
import { getReviewEligibility } from '../api/get-review-eligibility';

/**
 * Whether the signed-in customer may review the product, and their review if they wrote one. Asked in
 * the browser only, once the session is known; a visitor (or a page still starting) has none.
 */
export const useReviewEligibility = (productId: string) => {
  const userId = useSessionStore((state) => state.userId);
  // Only the session: a visitor's section does not render again when the shop finishes starting.
  const signedIn = userId !== null;
  const load = useCallback((signal: AbortSignal) => getReviewEligibility(productId, signal), [productId]);
  const { state, retry } = useApiQuery(`review-eligibility/${productId}@${userId ?? ''}`, load, {
    enabled: signedIn,
  });
  return { signedIn, state: signedIn ? state : null, retry };
};
