import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { readReviewQuery, WRITE_REVIEW_PARAM, WRITE_REVIEW_VALUE, withReviewQuery } from '../review-query';

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

  it('reads the state the product page’s "write a review" address asks for', () => {
    const href = new URL(paths.product.getWriteReviewHref('abc'), 'http://shop.invalid');
    expect(href.searchParams.get(WRITE_REVIEW_PARAM)).toBe(WRITE_REVIEW_VALUE);
    expect(href.hash).toBe('#reviews');
  });
});
