import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { seeAllLabel, suggestionQuery } from '../suggestion-query';

describe('suggestionQuery', () => {
  it('should ask nothing for an empty, blank or one-letter text', () => {
    expect(suggestionQuery('')).toBe('');
    expect(suggestionQuery('   ')).toBe('');
    expect(suggestionQuery(' s ')).toBe('');
  });

  it('should ask from two letters on, spaces tidied', () => {
    expect(suggestionQuery('se')).toBe('se');
    expect(suggestionQuery('  vitamin   c\tserum ')).toBe('vitamin c serum');
  });

  it('should cut a long text to the longest search the API reads', () => {
    expect(suggestionQuery('a'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('seeAllLabel', () => {
  it('should count the results in words', () => {
    expect(seeAllLabel(12)).toBe('See all 12 results');
    expect(seeAllLabel(1)).toBe('See all 1 result');
  });
});
