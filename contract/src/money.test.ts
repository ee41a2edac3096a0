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

describe('formatMoney and the browser’s currency formatter', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  /** The amounts whose texts differ, with both texts (one assertion: hundreds of thousands of amounts). */
  const differences = (amounts: number[]) =>
    amounts.flatMap((amount) => {
      const [ours, theirs] = [formatMoney(amount), intl.format(amount)];
      return ours === theirs ? [] : [{ amount, ours, theirs }];
    });

  it('write the same text for every cent up to $2,000, and for halves and tenths of a cent', () => {
    const amounts = Array.from({ length: 220_001 }, (_, index) => (index - 20_000) / 100);
    expect(differences(amounts.flatMap((amount) => [amount, amount + 0.005, amount / 10]))).toEqual([]);
  });

  it('write the same text for large, tiny, negative and odd numbers, up to $90 trillion', () => {
    const odd = [
      0,
      -0,
      0.1 + 0.2,
      1.005,
      2.675,
      1e-7,
      -1e-7,
      999_999.995,
      1_234_567.891,
      5e-7,
      0.005,
      1e13 + 0.3,
      89e12 + 0.125,
    ];
    const random = Array.from({ length: 5000 }, (_, index) => Math.sin(index + 1) * 10 ** (index % 14));
    expect(differences([...odd, ...random, NaN, Infinity, -Infinity])).toEqual([]);
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
