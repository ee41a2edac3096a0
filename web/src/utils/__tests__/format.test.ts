import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';

describe('formatDate', () => {
  it('writes the date with the month in words', () => {
    expect(formatDate('2023-11-20T23:00:00.000Z', 'UTC')).toBe('November 20, 2023');
  });

  it('writes a date of early in the month without a leading zero', () => {
    expect(formatDate('2024-03-04T10:00:00.000Z', 'UTC')).toBe('March 4, 2024');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
