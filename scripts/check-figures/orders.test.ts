import { describe, expect, it } from 'vitest';
import { emptyDay, statsDeltaOf, type StatsDelta } from '../../functions/src/rules/order-figures';
import { dayFigureDifferences, describeDay } from './orders';

const DAY = '2026-11-27';
const order = statsDeltaOf(
  {
    createdAt: `${DAY}T10:00:00.000Z`,
    totalPriceOrder: 40,
    shops: [{ _id: 'serum', title: 'Rosehip Serum', quantity: 2, price: 20, totalPriceItem: 40 }],
  },
  1,
);

describe('the order figures of check:figures', () => {
  it('finds no difference when the shards add up to the orders', () => {
    expect(dayFigureDifferences(new Map([[DAY, order]]), new Map([[DAY, order]]))).toEqual([]);
  });

  it('treats a product whose sales were cancelled back to 0 as not sold', () => {
    const cancelled: StatsDelta = {
      ...emptyDay(DAY),
      products: { serum: { title: 'Rosehip Serum', units: 0, revenueCents: 0 } },
    };
    expect(dayFigureDifferences(new Map([[DAY, cancelled]]), new Map())).toEqual([]);
  });

  it('names a day whose stored figures differ, stored beside counted', () => {
    const drifted: StatsDelta = { ...order, revenueCents: 3000 };
    expect(dayFigureDifferences(new Map([[DAY, drifted]]), new Map([[DAY, order]]))).toEqual([
      {
        path: `orderStatShards of ${DAY}`,
        title: DAY,
        stored: 'orders 1, revenue 3000 cents, serum 2 units/4000 cents',
        counted: 'orders 1, revenue 4000 cents, serum 2 units/4000 cents',
      },
    ]);
  });

  it('names a day with orders but no stored figures', () => {
    expect(dayFigureDifferences(new Map(), new Map([[DAY, order]]))).toHaveLength(1);
    expect(describeDay(emptyDay(DAY))).toBe('orders 0, revenue 0 cents');
  });
});
