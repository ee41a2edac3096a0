import { describe, expect, it } from 'vitest';
import { pageCacheHeaders, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache';

describe('pageCacheHeaders', () => {
  it('lets the CDN keep a visitor’s page, keyed on the session cookie', () => {
    expect(pageCacheHeaders(undefined)).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Cookie' });
    expect(pageCacheHeaders('theme=dark; other=1')).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Cookie' });
  });

  it('never stores a signed-in browser’s page', () => {
    expect(pageCacheHeaders('__session=1')).toEqual({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
    expect(pageCacheHeaders('a=b; __session=1; c=d')['Cache-Control']).toBe(PRIVATE_PAGE_CACHE);
  });

  it('treats a cleared or look-alike cookie as a visitor', () => {
    expect(pageCacheHeaders('__session=')['Cache-Control']).toBe(PUBLIC_PAGE_CACHE);
    expect(pageCacheHeaders('x__session=1')['Cache-Control']).toBe(PUBLIC_PAGE_CACHE);
  });
});
