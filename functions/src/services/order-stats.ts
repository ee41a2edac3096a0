import { COUNTED_ORDER_STATUSES, type Order, type OrderStatus } from '@shop/contract';

/**
 * orderStats/{YYYY-MM-DD}: one UTC day's orders, revenue (cents) and sales per product, cancelled
 * orders left out; the document is a StatsDelta summed over the day's orders.
 */
export const ORDER_STATS = 'orderStats';

/**
 * orderStats/statuses: how many orders have each status ({ placed: n, shipped: n, ... }), kept by the
 * transactions that place an order and change its status.
 */
export const STATUS_COUNTS = 'statuses';

/** Money in the statistics is kept in whole cents, so sums never drift. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The UTC day (YYYY-MM-DD) an ISO time falls on: the key of that day's statistics document. */
export const utcDayOf = (isoTime: string): string => new Date(isoTime).toISOString().slice(0, 10);

/** The last `count` UTC days up to and including the day of `now`, oldest first. */
export const lastUtcDays = (count: number, now = new Date()): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
};

export interface ProductSales {
  title: string;
  units: number;
  revenueCents: number;
}

/** What one order adds to (sign 1) or takes from (sign -1) its day's statistics. */
export interface StatsDelta {
  day: string;
  orders: number;
  revenueCents: number;
  products: Record<string, ProductSales>;
}

export const countsInFigures = (status: OrderStatus): boolean => COUNTED_ORDER_STATUSES.includes(status);

/** The change an order makes to its day's figures: placing it adds it, cancelling it takes it out. */
export const statsDeltaOf = (
  order: Pick<Order, 'createdAt' | 'shops' | 'totalPriceOrder'>,
  sign: 1 | -1,
): StatsDelta => {
  const products: Record<string, ProductSales> = {};
  for (const line of order.shops) {
    const entry = products[line._id] ?? { title: line.title, units: 0, revenueCents: 0 };
    entry.units += sign * line.quantity;
    entry.revenueCents += sign * toCents(line.totalPriceItem);
    products[line._id] = entry;
  }
  return {
    day: utcDayOf(order.createdAt),
    orders: sign,
    revenueCents: sign * toCents(order.totalPriceOrder),
    products,
  };
};

/** Adds a delta into a running total of one day (used to rebuild a day from its orders). */
export const addDelta = (total: StatsDelta, delta: StatsDelta): StatsDelta => {
  const products = { ...total.products };
  for (const [id, sales] of Object.entries(delta.products)) {
    const now = products[id] ?? { title: sales.title, units: 0, revenueCents: 0 };
    products[id] = {
      title: sales.title,
      units: now.units + sales.units,
      revenueCents: now.revenueCents + sales.revenueCents,
    };
  }
  return {
    day: total.day,
    orders: total.orders + delta.orders,
    revenueCents: total.revenueCents + delta.revenueCents,
    products,
  };
};

export const emptyDay = (day: string): StatsDelta => ({ day, orders: 0, revenueCents: 0, products: {} });
