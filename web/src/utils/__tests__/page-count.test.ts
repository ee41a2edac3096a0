import { describe, expect, it } from 'vitest';
import { pageCount, parsePageParam } from '../page-count';

describe('parsePageParam', () => {
  it('reads a positive whole page number', () => {
    expect(parsePageParam('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'abc', '99999999999999999999'])('falls back to page 1 for %j', (value) => {
    expect(parsePageParam(value)).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(12, 4)).toBe(3);
    expect(pageCount(13, 4)).toBe(4);
    expect(pageCount(43, 6)).toBe(8);
  });

  it('is 0 when there is nothing', () => {
    expect(pageCount(0, 4)).toBe(0);
    expect(pageCount(undefined, 4)).toBe(0);
  });
});
