import { COUNTED_ORDER_STATUSES, ORDER_STATUSES, type Order, type OrderStatus } from '@shop/contract';
import type { DayRecord, StatusCounts } from '../repositories/order-stats';

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

/** A day's document as the transactions' increments leave it: the day's StatsDelta and its order ids. */
export const dayDocumentOf = ({ stats, orderIds }: DayRecord): StatsDelta & { orderIds: string[] } => ({
  ...stats,
  orderIds,
});

/** What the figures need of an order: its day, lines and total, and its id for the day's list. */
export type OrderForFigures = Pick<Order, '_id' | 'createdAt' | 'shops' | 'totalPriceOrder'>;

/** An order and the statuses it went through, "placed" first: what its figures are made of. */
export type FiguresOrder = OrderForFigures & { history: readonly { status: OrderStatus }[] };

/**
 * What one step of an order's life changes in the figures: placing it (from null) or moving it from one
 * status to another. The day's delta is null when the order stays in (or out of) the figures; a new
 * order's id joins its day's list. The order transactions write this change; the seed adds it up.
 */
export interface FiguresChange {
  /** The order's UTC day. */
  day: string;
  delta: StatsDelta | null;
  newOrderId: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
}

export const figuresChangeOf = (order: OrderForFigures, from: OrderStatus | null, to: OrderStatus): FiguresChange => {
  const before = from !== null && countsInFigures(from);
  const after = countsInFigures(to);
  return {
    day: utcDayOf(order.createdAt),
    delta: before === after ? null : statsDeltaOf(order, after ? 1 : -1),
    newOrderId: from === null ? order._id : null,
    from,
    to,
  };
};

/** The figures of a set of orders: every day's record and the status counts, as the transactions leave them. */
export interface FiguresTally {
  days: Map<string, DayRecord>;
  counts: StatusCounts;
}

const emptyTally = (): FiguresTally => ({
  days: new Map(),
  counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts,
});

/** Adds one change to a tally, as the transaction that makes the change adds it to the documents. */
const addFiguresChange = (tally: FiguresTally, change: FiguresChange): void => {
  const record = tally.days.get(change.day) ?? { stats: emptyDay(change.day), orderIds: [] };
  if (change.delta) record.stats = addDelta(record.stats, change.delta);
  if (change.newOrderId) record.orderIds.push(change.newOrderId);
  tally.days.set(change.day, record);
  tally.counts[change.to] += 1;
  if (change.from) tally.counts[change.from] -= 1;
};

/**
 * The figures the order transactions would have written for these orders: each order placed, then moved
 * along its history, in the order the orders were placed (so each day lists its ids oldest first).
 */
export const tallyFigures = (orders: readonly FiguresOrder[]): FiguresTally => {
  const tally = emptyTally();
  const placed = [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  for (const order of placed) {
    let from: OrderStatus | null = null;
    for (const { status } of order.history) {
      addFiguresChange(tally, figuresChangeOf(order, from, status));
      from = status;
    }
  }
  return tally;
};
