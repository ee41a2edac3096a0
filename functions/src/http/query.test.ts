import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { queryChoice, queryText } from './query';

describe('queryText', () => {
  it('trims, treats blank as absent and refuses repeats and overlong values', () => {
    expect(queryText({ q: '  rose ' }, 'q')).toBe('rose');
    expect(queryText({ q: '   ' }, 'q')).toBeUndefined();
    expect(queryText({}, 'q')).toBeUndefined();
    expect(() => queryText({ q: ['a', 'b'] }, 'q')).toThrow(HttpError);
    expect(() => queryText({ q: 'x'.repeat(101) }, 'q')).toThrow('q must be 100 characters at most');
  });
});

describe('queryChoice', () => {
  const sorts = ['updatedAt', 'price'] as const;
  it('defaults to the first choice, accepts aliases and refuses anything else', () => {
    expect(queryChoice({}, 'sort', sorts)).toBe('updatedAt');
    expect(queryChoice({ sort: 'price' }, 'sort', sorts)).toBe('price');
    expect(queryChoice({ sort: 'updated' }, 'sort', sorts, { updated: 'updatedAt' })).toBe('updatedAt');
    expect(() => queryChoice({ sort: 'description' }, 'sort', sorts)).toThrow('sort must be one of updatedAt, price');
    expect(() => queryChoice({ sort: 'constructor' }, 'sort', sorts)).toThrow(HttpError);
  });
});
