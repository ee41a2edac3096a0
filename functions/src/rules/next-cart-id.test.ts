import { describe, expect, it } from 'vitest';
import { nextCartId } from './next-cart-id';

describe('nextCartId', () => {
  it('is the same for the same customer and last cart, and a valid document id of 20 characters', () => {
    expect(nextCartId('u1', 'c1')).toBe(nextCartId('u1', 'c1'));
    expect(nextCartId('u1', undefined)).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });

  it('moves on with each cart opened, and differs between customers', () => {
    const first = nextCartId('u1', undefined);
    const second = nextCartId('u1', first);
    expect(new Set([first, second, nextCartId('u2', undefined), nextCartId('u1', second)]).size).toBe(4);
  });
});
