import { describe, expect, it } from 'vitest';
import { nextActive } from '../active-option';

describe('nextActive', () => {
  it('should go from the text to the first option down, to the last up', () => {
    expect(nextActive(-1, 7, 'next')).toBe(0);
    expect(nextActive(-1, 7, 'previous')).toBe(6);
  });

  it('should move one step and wrap round at each end', () => {
    expect(nextActive(2, 7, 'next')).toBe(3);
    expect(nextActive(2, 7, 'previous')).toBe(1);
    expect(nextActive(6, 7, 'next')).toBe(0);
    expect(nextActive(0, 7, 'previous')).toBe(6);
  });

  it('should make none active in an empty list', () => {
    expect(nextActive(-1, 0, 'next')).toBe(-1);
    expect(nextActive(3, 0, 'previous')).toBe(-1);
  });
});
