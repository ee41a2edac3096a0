import { UNFINISHED_BOUNDARY } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api-client';
import { createRenderedPages } from '../rendered-pages';

const ok = <T>(body: T): ApiResult<T> => ({ success: true, message: 'OK', body, status: 200 });
const skincare = [{ _id: 'skincare', title: 'Skincare', slug: 'skincare' }];
/** The page state a render is made from, as the page carries it. */
const pageState = (answers: Record<string, ApiResult<unknown>>) => JSON.stringify({ categories: skincare, answers });
const roseAnswers = { 'product/rose': ok({ title: 'Rose Serum', price: 20 }), 'reviews/rose': ok([]) };

describe('createRenderedPages (the last page of each address)', () => {
  it("gives back an address's page only for the inputs it was rendered from", () => {
    const pages = createRenderedPages<string>();
    const inputs = pageState(roseAnswers);
    pages.keep('/product/rose', inputs, 'rose page', '<h1>Rose Serum</h1>');

    expect(pages.find('/product/rose', inputs)).toBe('rose page');
    const repriced = pageState({ ...roseAnswers, 'product/rose': ok({ title: 'Rose Serum', price: 24 }) });
    expect(pages.find('/product/rose', repriced)).toBeUndefined();
    expect(pages.find('/product/rose?page=2', inputs)).toBeUndefined();
  });

  it('keeps only the newest page of an address', () => {
    const pages = createRenderedPages<string>();
    const before = pageState(roseAnswers);
    const after = pageState({ ...roseAnswers, 'reviews/rose': ok([{ rating: 5 }]) });
    pages.keep('/product/rose', before, 'no reviews', '<p>No reviews yet</p>');
    pages.keep('/product/rose', after, 'one review', '<p>1 review</p>');
    expect(pages.find('/product/rose', after)).toBe('one review');
    expect(pages.find('/product/rose', before)).toBeUndefined();
  });

  it('does not keep a page with a part still loading, and forgets the page it replaces', () => {
    const pages = createRenderedPages<string>();
    const inputs = pageState(roseAnswers);
    pages.keep('/product/rose', inputs, 'whole', '<h1>Rose Serum</h1>');
    pages.keep('/product/rose', inputs, 'unfinished', `<h1>Rose Serum</h1>${UNFINISHED_BOUNDARY}`);
    expect(pages.find('/product/rose', inputs)).toBeUndefined();
  });

  it('forgets the oldest address past its limit', () => {
    const pages = createRenderedPages<string>(2);
    const inputs = pageState({});
    pages.keep('/', inputs, 'home', '<h1>Home</h1>');
    pages.keep('/blogs', inputs, 'blogs', '<h1>Blogs</h1>');
    pages.keep('/about', inputs, 'about', '<h1>About</h1>');
    expect(pages.find('/', inputs)).toBeUndefined();
    expect(pages.find('/blogs', inputs)).toBe('blogs');
    expect(pages.find('/about', inputs)).toBe('about');
  });
});
