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
      variant: null,
    });
    expect(readReviewQuery(new URLSearchParams('rskin=purple&rsort=random&rrating=6&rpage=-1'))).toEqual({
      skin: null,
      sort: 'newest',
      rating: null,
      page: 1,
      variant: null,
    });
  });

  it('reads the shade filter from rvariant (the page’s own ?variant= is the shade shown above), a valid id only', () => {
    expect(readReviewQuery(new URLSearchParams('variant=ruby0001&rvariant=plum0001')).variant).toBe('plum0001');
    expect(readReviewQuery(new URLSearchParams('variant=ruby0001')).variant).toBeNull();
    expect(readReviewQuery(new URLSearchParams('rvariant=no%20such')).variant).toBeNull();
    const params = withReviewQuery(new URLSearchParams('variant=ruby0001'), {
      skin: null,
      sort: 'newest',
      rating: null,
      page: 1,
      variant: 'plum0001',
    });
    expect(params.toString()).toBe('variant=ruby0001&rvariant=plum0001');
  });

  it('writes only what differs from the defaults and keeps the page’s other parameters', () => {
    const params = withReviewQuery(new URLSearchParams('review=write&rpage=3'), {
      skin: 'oily',
      sort: 'newest',
      rating: null,
      page: 1,
      variant: null,
    });
    expect(params.toString()).toBe('review=write&rskin=oily');
  });

  it('reads the state the product page’s "write a review" address asks for', () => {
    const href = new URL(paths.product.getWriteReviewHref('abc'), 'http://shop.invalid');
    expect(href.searchParams.get(WRITE_REVIEW_PARAM)).toBe(WRITE_REVIEW_VALUE);
    expect(href.hash).toBe('#reviews');
  });
});
