import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { emptyDay, ORDER_STATS, type ProductSales, type StatsDelta } from '../services/order-stats';

export const dayStatsRef = (day: string) => db.collection(ORDER_STATS).doc(day);

const increment = (n: number) => FieldValue.increment(n);

/**
 * Applies an order's delta inside the transaction that places or cancels it: increments only, so the
 * transaction never reads the day's document and concurrent orders of one day do not conflict on it.
 */
export const applyStatsDelta = (tx: Transaction, delta: StatsDelta): void => {
  const products: Record<string, DocumentData> = {};
  for (const [id, sales] of Object.entries(delta.products)) {
    products[id] = { title: sales.title, units: increment(sales.units), revenueCents: increment(sales.revenueCents) };
  }
  tx.set(
    dayStatsRef(delta.day),
    { day: delta.day, orders: increment(delta.orders), revenueCents: increment(delta.revenueCents), products },
    { merge: true },
  );
};

const numberIn = (data: DocumentData, key: string): number => (typeof data[key] === 'number' ? (data[key] as number) : 0);

/** A day document as written by applyStatsDelta, or an empty day when it has none. */
export const toDayStats = (day: string, data: DocumentData | undefined): StatsDelta => {
  if (!data) return emptyDay(day);
  const products: Record<string, ProductSales> = {};
  const raw = (typeof data.products === 'object' && data.products !== null ? data.products : {}) as Record<string, DocumentData>;
  for (const [id, sales] of Object.entries(raw)) {
    products[id] = {
      title: typeof sales.title === 'string' ? sales.title : id,
      units: numberIn(sales, 'units'),
      revenueCents: numberIn(sales, 'revenueCents'),
    };
  }
  return { day, orders: numberIn(data, 'orders'), revenueCents: numberIn(data, 'revenueCents'), products };
};

/** The statistics of the given days in one batched read (one document read per day). */
export const readDays = async (days: string[]): Promise<StatsDelta[]> => {
  const snaps = await db.getAll(...days.map(dayStatsRef));
  return snaps.map((snap, i) => toDayStats(days[i] ?? snap.id, snap.data()));
};

