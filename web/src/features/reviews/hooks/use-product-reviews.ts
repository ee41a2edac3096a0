import type { Review } from '@shop/contract';
import { useState } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import type { LoaderResult } from '@/lib/route-data';
import { useLoaderResult } from '@/lib/route-data';
import { useSessionStore } from '@/features/auth/stores/session';
import type { ReviewPageResult } from '../api/get-product-reviews';
import { productReviewsQuery } from '../api/review-queries';
import type { ReviewQuery } from '../lib/review-query';

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

/** The page of reviews the route's loader asked for, and its name (productReviewsQuery's key). */
export interface RouteReviews {
  answer: LoaderResult<ReviewPageResult>;
  key: string;
}

/**
 * A page of the product's reviews: the route loader's (rendered on the server: the first page and the
 * figures are in the server's HTML), or, for another filter, sort or page chosen on the page (which does
 * not run the loader again) and for a signed-in customer (whose votes and own review the answer marks),
 * the list's own request. While another page or filter loads, the page shown stays (`loading` says it
 * is on its way). `reloadOwn` asks again for an own list only: the route's data reloads with the page's.
 */
export const useProductReviews = (productId: string, query: ReviewQuery, routeReviews: RouteReviews) => {
  const viewer = useSessionStore((state) => state.userId);
  const { key, load } = productReviewsQuery(productId, query, viewer);
  const fromRoute = key === routeReviews.key;
  const route = useLoaderResult(routeReviews.answer);
  const own = useApiQuery(key, load, { enabled: !fromRoute });
  const { state, retry } = fromRoute ? route : own;
  const [shown, setShown] = useState<ReviewPage | null>(null);
  if (state.status === 'success' && state.data !== shown?.reviews)
    setShown({ reviews: state.data, total: state.result.totalReviews ?? state.data.length });
  return {
    page: state.status === 'error' ? null : shown,
    loading: state.status === 'loading',
    error: state.status === 'error' ? state.message : null,
    retry,
    reloadOwn: fromRoute ? undefined : own.retry,
  };
};
