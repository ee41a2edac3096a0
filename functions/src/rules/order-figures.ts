import { COLLECTIONS, COUNTED_ORDER_STATUSES, type Order, type OrderStatus } from '@shop/contract';

/*
 * The day's figures: what each UTC day's orders add up to (orders, revenue in cents, units and revenue
 * per product; cancelled orders left out). Pure rules only (repositories/order-stat-shards.ts reads
 * and writes them; this module imports nothing of ours).
 *
 * They are kept in day shards, orderStatShards/{day}_{k} with k in [0, DAY_SHARDS): each order adds
 * itself, by blind increments, to a random shard of its day, so no document of the figures is written
 * by more than a few orders a second; a day's figures are the sum of its shards.
 */
export const ORDER_STAT_SHARDS = COLLECTIONS.orderStatShards;
/** Shards per day: 64 keeps each under Firestore's ~1 write/s per document at about 60 orders a second. */
export const DAY_SHARDS = 64;

/** The id of shard k of a day. */
export const dayShardId = (day: string, k: number): string => `${day}_${k}`;

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

const numberIn = (data: Record<string, unknown>, key: string): number =>
  typeof data[key] === 'number' ? data[key] : 0;

/** A day shard's figures as the increments leave them (missing or malformed parts count 0). */
export const dayStatsOf = (day: string, data: Record<string, unknown> | undefined): StatsDelta => {
  if (!data) return emptyDay(day);
  const products: Record<string, ProductSales> = {};
  const raw = (typeof data.products === 'object' && data.products !== null ? data.products : {}) as Record<
    string,
    Record<string, unknown>
  >;
  for (const [id, sales] of Object.entries(raw)) {
    products[id] = {
      title: typeof sales.title === 'string' ? sales.title : id,
      units: numberIn(sales, 'units'),
      revenueCents: numberIn(sales, 'revenueCents'),
    };
  }
  return { day, orders: numberIn(data, 'orders'), revenueCents: numberIn(data, 'revenueCents'), products };
};

/** Every day's figures summed over its shards: the shards' `day` field and data. */
export const sumDayShards = (
  shards: readonly { day: unknown; data: Record<string, unknown> }[],
): Map<string, StatsDelta> => {
  const days = new Map<string, StatsDelta>();
  for (const { day, data } of shards) {
    if (typeof day !== 'string') continue;
    days.set(day, addDelta(days.get(day) ?? emptyDay(day), dayStatsOf(day, data)));
  }
  return days;
};

/** What the figures need of an order: its day, lines and total. */
export type OrderForFigures = Pick<Order, 'createdAt' | 'shops' | 'totalPriceOrder'>;

/** An order and the statuses it went through, "placed" first: what its figures are made of. */
export type FiguresOrder = OrderForFigures & { _id: string; history: readonly { status: OrderStatus }[] };

/**
 * What one step of an order's life changes in its day's figures: placing it (from null) adds it, a
 * cancel takes it out; null when it stays in (or out of) the figures.
 */
export const figuresDeltaOf = (
  order: OrderForFigures,
  from: OrderStatus | null,
  to: OrderStatus,
): StatsDelta | null => {
  const before = from !== null && countsInFigures(from);
  const after = countsInFigures(to);
  return before === after ? null : statsDeltaOf(order, after ? 1 : -1);
};

/**
 * The figures of a set of orders by day, as the writes that placed and moved them leave them (summed
 * over the day's shards): each order placed, then moved along its history.
 */
export const tallyDays = (orders: readonly FiguresOrder[]): Map<string, StatsDelta> => {
  const days = new Map<string, StatsDelta>();
  for (const order of orders) {
    let from: OrderStatus | null = null;
    for (const { status } of order.history) {
      const delta = figuresDeltaOf(order, from, status);
      if (delta) days.set(delta.day, addDelta(days.get(delta.day) ?? emptyDay(delta.day), delta));
      from = status;
    }
  }
  return days;
};
