import { describe, expect, it } from 'vitest';
import { resultSummary } from '../result-summary';

describe('resultSummary', () => {
  it('should say which products of how many the page shows', () => {
    expect(resultSummary(1, 6, 6, 42)).toBe('Showing 1–6 of 42 products');
    expect(resultSummary(7, 6, 6, 42)).toBe('Showing 37–42 of 42 products');
    expect(resultSummary(2, 12, 3, 15)).toBe('Showing 13–15 of 15 products');
  });

  it('should give the count alone when everything fits on one page', () => {
    expect(resultSummary(1, 6, 4, 4)).toBe('4 products');
    expect(resultSummary(1, 6, 1, 1)).toBe('1 product');
    expect(resultSummary(1, 6, 0, 0)).toBe('No products');
  });
});

