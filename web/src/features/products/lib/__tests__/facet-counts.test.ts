import type { FacetCounts } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { factOptionCounts, withCount } from '../facet-counts';

const counts: FacetCounts = {
  category: { skincare: 12, makeup: 0 },
  skin: { oily: 12, dry: 0 },
  concern: { acne: 3 },
  free: { parabens: 7 },
};

describe('withCount', () => {
  it('should add the count after the text, zero included', () => {
    expect(withCount('Oily', 12)).toBe('Oily (12)');
    expect(withCount('Dry', 0)).toBe('Dry (0)');
  });

  it('should leave the text alone without a count', () => {
    expect(withCount('Oily', undefined)).toBe('Oily');
  });
});

describe('factOptionCounts', () => {
  it('should find each fact filter under its URL parameter', () => {
    expect(factOptionCounts(counts, 'skinTypes')).toEqual({ oily: 12, dry: 0 });
    expect(factOptionCounts(counts, 'concerns')).toEqual({ acne: 3 });
    expect(factOptionCounts(counts, 'freeFrom')).toEqual({ parabens: 7 });
  });

  it('should give none for the routine step and for an answer without counts', () => {
    expect(factOptionCounts(counts, 'routineStep')).toBeUndefined();
    expect(factOptionCounts(undefined, 'skinTypes')).toBeUndefined();
  });
});
