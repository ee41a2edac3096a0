import { describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS, API_PATHS, MY_REVIEW_PATHS, REVIEWS_PATH, REVIEW_PATHS } from './index';

describe('the review paths', () => {
  it('are the paths the api function serves, ids encoded', () => {
    expect(REVIEW_PATHS.ofProduct('rose 1')).toBe('/api/products/rose%201/reviews');
    expect(REVIEW_PATHS.eligibility('rose-1')).toBe('/api/products/rose-1/review-eligibility');
    expect(REVIEW_PATHS.review('a/b')).toBe('/api/reviews/a%2Fb');
    expect(REVIEW_PATHS.helpful('r1')).toBe('/api/reviews/r1/helpful');
    expect(MY_REVIEW_PATHS.mine).toBe('/api/reviews/mine');
    expect(MY_REVIEW_PATHS.review('r1')).toBe('/api/reviews/r1');
  });

  it('are the admin’s review paths too, from one mount', () => {
    expect(ADMIN_API_PATHS.reviews).toBe(REVIEWS_PATH);
    expect(REVIEWS_PATH).toBe('/api/reviews');
    expect(ADMIN_API_PATHS.review('r1')).toBe('/api/reviews/r1');
    expect(ADMIN_API_PATHS.reviewVisibility('r 1')).toBe('/api/reviews/r%201/visibility');
    expect(API_PATHS.product('rose-1')).toBe('/api/products/rose-1');
  });
});
