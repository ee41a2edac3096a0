import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money';

describe('formatMoney (the admin area)', () => {
  it('writes thousands separators and always two decimals', () => {
    expect(formatMoney(15666)).toBe('$15,666.00');
    expect(formatMoney(3133.2)).toBe('$3,133.20');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('rounds to the cent', () => {
    expect(formatMoney(631.349999)).toBe('$631.35');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
});

describe('formatPrice (the storefront)', () => {
  it('shows whole dollars without cents and without separators', () => {
    expect(formatPrice(71)).toBe('$71');
    expect(formatPrice(112)).toBe('$112');
    expect(formatPrice(10000)).toBe('$10000');
    expect(formatPrice(15666)).toBe('$15666');
  });

  it('shows cents when there are some', () => {
    expect(formatPrice(71.5)).toBe('$71.50');
    expect(formatPrice(12.05)).toBe('$12.05');
    expect(formatPrice(3133.2)).toBe('$3133.20');
  });
});
