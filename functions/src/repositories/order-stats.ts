import { ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import {
  emptyDay,
  ORDER_STATS,
  STATUS_COUNTS,
  type FiguresChange,
  type ProductSales,
  type StatsDelta,
} from '../services/order-stats';

export const dayStatsRef = (day: string) => db.collection(ORDER_STATS).doc(day);
const statusCountsRef = () => db.collection(ORDER_STATS).doc(STATUS_COUNTS);

const increment = (n: number) => FieldValue.increment(n);

/**
 * Applies an order's delta inside the transaction that places or cancels it: increments only, so the
 * transaction never reads the day's document and concurrent orders of one day do not conflict on it.
 * A new order's id is added to the day's `orderIds` (in commit order), where the dashboard finds the
 * latest orders without querying the orders.
 */
const applyStatsDelta = (tx: Transaction, delta: StatsDelta, newOrderId?: string): void => {
  const products: Record<string, DocumentData> = {};
  for (const [id, sales] of Object.entries(delta.products)) {
    products[id] = { title: sales.title, units: increment(sales.units), revenueCents: increment(sales.revenueCents) };
  }
  tx.set(
    dayStatsRef(delta.day),
    {
      day: delta.day,
      orders: increment(delta.orders),
      revenueCents: increment(delta.revenueCents),
      products,
      ...(newOrderId ? { orderIds: FieldValue.arrayUnion(newOrderId) } : {}),
    },
    { merge: true },
  );
};

/** Moves one order between the status counts (from null: a new order), in the caller's transaction. */
const countStatusChange = (tx: Transaction, from: OrderStatus | null, to: OrderStatus): void => {
  tx.set(statusCountsRef(), { [to]: increment(1), ...(from ? { [from]: increment(-1) } : {}) }, { merge: true });
};

/** Writes what placing or moving an order changes in the figures (figuresChangeOf), in the caller's transaction. */
export const applyFiguresChange = (tx: Transaction, change: FiguresChange): void => {
  const delta = change.delta ?? (change.newOrderId ? emptyDay(change.day) : null);
  if (delta) applyStatsDelta(tx, delta, change.newOrderId ?? undefined);
  countStatusChange(tx, change.from, change.to);
};

export type StatusCounts = Record<OrderStatus, number>;

/** A day's statistics and the ids of the orders placed that day, oldest first. */
export interface DayRecord {
  stats: StatsDelta;
  orderIds: string[];
}

const numberIn = (data: DocumentData, key: string): number =>
  typeof data[key] === 'number' ? (data[key] as number) : 0;

/** A day document as written by applyStatsDelta, or an empty day when it has none. */
export const toDayStats = (day: string, data: DocumentData | undefined): StatsDelta => {
  if (!data) return emptyDay(day);
  const products: Record<string, ProductSales> = {};
  const raw = (typeof data.products === 'object' && data.products !== null ? data.products : {}) as Record<
    string,
    DocumentData
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

/** The given days and the status counts in one batched read (one document read each). */
export const readDaysAndCounts = async (days: string[]): Promise<{ days: DayRecord[]; counts: StatusCounts }> => {
  const snaps = await db.getAll(...days.map(dayStatsRef), statusCountsRef());
  const countsData = snaps[days.length]?.data() ?? {};
  const counts = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, numberIn(countsData, status)]),
  ) as StatusCounts;
  return {
    days: days.map((day, i) => {
      const data = snaps[i]?.data();
      const ids: unknown = data?.orderIds;
      return {
        stats: toDayStats(day, data),
        orderIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
      };
    }),
    counts,
  };
};
