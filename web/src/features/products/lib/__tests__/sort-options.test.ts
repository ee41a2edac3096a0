import { describe, expect, it } from 'vitest';
import { sortOptionsFor } from '../sort-options';

describe('sortOptionsFor', () => {
  it("should offer the SPEC's sorts word for word, and Top rated, without a search", () => {
    expect(sortOptionsFor('').map((option) => option.label)).toEqual([
      'Newest',
      'Oldest',
      'The most expensive',
      'cheapest',
      'Top rated',
    ]);
    expect(sortOptionsFor('   ').map((option) => option.label)).not.toContain('Best match');
  });

  it('should offer best match first while a search is typed', () => {
    expect(sortOptionsFor('serum')[0]).toMatchObject({ label: 'Best match', sort: 'relevance', order: 'desc' });
    expect(sortOptionsFor('serum')).toHaveLength(6);
  });
});
