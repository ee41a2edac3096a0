import { describe, expect, it } from 'vitest';
import {
  addDelta,
  dayShardId,
  emptyDay,
  figuresDeltaOf,
  lastUtcDays,
  statsDeltaOf,
  tallyDays,
  utcDayOf,
} from './order-figures';

const order = {
  createdAt: '2026-11-24T23:59:59.999Z',
  totalPriceOrder: 64.32,
  shops: [
    { _id: 'serum', title: 'Rose Serum', quantity: 3, price: 19.99, totalPriceItem: 59.97 },
    { _id: 'balm', title: 'Lip Balm', quantity: 1, price: 4.35, totalPriceItem: 4.35 },
  ],
};

describe('order statistics', () => {
  it('puts an order on its UTC day, in whole cents per product', () => {
    expect(statsDeltaOf(order, 1)).toEqual({
      day: '2026-11-24',
      orders: 1,
      revenueCents: 6432,
      products: {
        serum: { title: 'Rose Serum', units: 3, revenueCents: 5997 },
        balm: { title: 'Lip Balm', units: 1, revenueCents: 435 },
      },
    });
  });

  it('takes a cancelled order out exactly (placing then cancelling sums to nothing)', () => {
    const total = [statsDeltaOf(order, 1), statsDeltaOf(order, -1)].reduce(addDelta, emptyDay('2026-11-24'));
    expect(total.orders).toBe(0);
    expect(total.revenueCents).toBe(0);
    expect(Object.values(total.products).map((p) => [p.units, p.revenueCents])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('sums cents without drift where dollars would (0.1 + 0.2)', () => {
    const dime = { ...order, totalPriceOrder: 0.1, shops: [] };
    const total = [dime, { ...dime, totalPriceOrder: 0.2 }]
      .map((o) => statsDeltaOf(o, 1))
      .reduce(addDelta, emptyDay('2026-11-24'));
    expect(total.revenueCents).toBe(30);
  });

  it('lists the last 30 UTC days oldest first, today last, across a month end', () => {
    const days = lastUtcDays(30, new Date('2026-12-01T00:30:00+02:00'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-30');
    expect(days[0]).toBe('2026-11-01');
    expect(utcDayOf('2026-12-01T00:30:00+02:00')).toBe('2026-11-30');
  });

  it('places an order into its day, leaves it there when shipped or delivered, and a cancel takes it out', () => {
    expect(figuresDeltaOf(order, null, 'placed')).toEqual(statsDeltaOf(order, 1));
    expect(figuresDeltaOf(order, 'placed', 'shipped')).toBeNull();
    expect(figuresDeltaOf(order, 'shipped', 'delivered')).toBeNull();
    expect(figuresDeltaOf(order, 'placed', 'cancelled')).toEqual(statsDeltaOf(order, -1));
    expect(figuresDeltaOf(order, 'shipped', 'cancelled')).toEqual(statsDeltaOf(order, -1));
  });

  it('names a day shard by its day and number', () => {
    expect(dayShardId('2026-11-24', 63)).toBe('2026-11-24_63');
  });

  it('adds up orders and their histories as the writes that placed and moved them leave the figures', () => {
    const next = { ...order, createdAt: '2026-11-25T08:00:00.000Z' };
    const days = tallyDays([
      { _id: 'late', ...order, createdAt: '2026-11-24T23:59:59.999Z', history: [{ status: 'placed' }] },
      {
        _id: 'early',
        ...order,
        createdAt: '2026-11-24T08:00:00.000Z',
        history: [{ status: 'placed' }, { status: 'shipped' }, { status: 'delivered' }],
      },
      { _id: 'gone', ...next, history: [{ status: 'placed' }, { status: 'cancelled' }] },
    ]);
    expect(days.get('2026-11-24')).toEqual(
      [statsDeltaOf(order, 1), statsDeltaOf(order, 1)].reduce(addDelta, emptyDay('2026-11-24')),
    );
    // A cancelled order leaves its day's figures at nothing.
    const cancelledDay = days.get('2026-11-25');
    expect([cancelledDay?.orders, cancelledDay?.revenueCents]).toEqual([0, 0]);
  });
});
