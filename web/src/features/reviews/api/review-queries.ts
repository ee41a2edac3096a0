import type { PageQuery } from '@/lib/page-query';
import { reviewQueryKey, type ReviewQuery } from '../lib/review-query';
import { getProductReviews } from './get-product-reviews';

/**
 * A page of a product's reviews. Named with the viewer too: a signed-in customer's answer marks their
 * votes and their own review.
 */
export const productReviewsQuery = (productId: string, query: ReviewQuery, viewer: string | null) =>
  ({
    key: `reviews/${productId}?${reviewQueryKey(query)}${viewer ? `@${viewer}` : ''}`,
    load: (signal) => getProductReviews(productId, query, signal),
  }) satisfies PageQuery;
