import { describe, expect, it } from 'vitest';
import { shownSummary } from '../shown-summary';

describe('what the narrowed reviews list says it holds', () => {
  it('names the count, the stars and the skin type', () => {
    expect(shownSummary(3, { rating: 5, skin: 'dry' })).toBe('3 reviews with 5 stars from people with dry skin');
    expect(shownSummary(1, { rating: 1, skin: null })).toBe('1 review with 1 star');
    expect(shownSummary(0, { rating: null, skin: 'oily' })).toBe('0 reviews from people with oily skin');
    expect(shownSummary(2, { rating: 5, skin: null }, 'Ruby')).toBe('2 reviews of Ruby with 5 stars');
  });
});
