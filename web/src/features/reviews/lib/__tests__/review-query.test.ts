import { describe, expect, it } from 'vitest';
import { readReviewQuery, withReviewQuery, writeReviewHref } from '../review-query';

describe('the reviews list in the URL', () => {
  it('reads the filter, the sort, the star count and the page, and ignores what is not one of them', () => {
    expect(readReviewQuery(new URLSearchParams('rskin=dry&rsort=helpful&rrating=5&rpage=2'))).toEqual({
      skin: 'dry',
      sort: 'helpful',
      rating: 5,
      page: 2,
    });
    expect(readReviewQuery(new URLSearchParams('rskin=purple&rsort=random&rrating=6&rpage=-1'))).toEqual({
      skin: null,
      sort: 'newest',
      rating: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps the page’s other parameters', () => {
    const params = withReviewQuery(new URLSearchParams('review=write&rpage=3'), {
      skin: 'oily',
      sort: 'newest',
      rating: null,
      page: 1,
    });
    expect(params.toString()).toBe('review=write&rskin=oily');
  });

  it('names the product page that opens the review form', () => {
    expect(writeReviewHref('/product/abc')).toBe('/product/abc?review=write#reviews');
  });
});
