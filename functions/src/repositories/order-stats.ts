import { FieldValue, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import {
  addDelta,
  DAY_SHARDS,
  dayShardId,
  emptyDay,
  ORDER_STAT_SHARDS,
  type ProductSales,
  type StatsDelta,
} from '../services/order-stats';

const dayShards = () => db.collection(ORDER_STAT_SHARDS);

const increment = (n: number) => FieldValue.increment(n);

/**
 * Adds an order's delta (placing: +1, a cancel: -1) to a random shard of its day, in the caller's
 * batch: a blind merge of increments, so nothing is read and concurrent orders of one day land
 * on different documents.
 */
export const addToDayFigures = (
  batch: WriteBatch,
  delta: StatsDelta,
  k = Math.floor(Math.random() * DAY_SHARDS),
): void => {
  const products: Record<string, DocumentData> = {};
  for (const [id, sales] of Object.entries(delta.products)) {
    products[id] = { title: sales.title, units: increment(sales.units), revenueCents: increment(sales.revenueCents) };
  }
  const data = {
    day: delta.day,
    orders: increment(delta.orders),
    revenueCents: increment(delta.revenueCents),
    products,
  };
  batch.set(dayShards().doc(dayShardId(delta.day, k)), data, { merge: true });
};

const numberIn = (data: DocumentData, key: string): number =>
  typeof data[key] === 'number' ? (data[key] as number) : 0;

/** A day shard as the increments leave it. */
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

/**
 * The figures of every day from `firstDay` on, summed over each day's shards: one query on the `day`
 * field's single-field index, reading only the shards that exist (at most DAY_SHARDS a day).
 */
export const readDaysSince = async (firstDay: string): Promise<{ days: Map<string, StatsDelta>; read: number }> => {
  const snap = await dayShards().where('day', '>=', firstDay).get();
  const days = new Map<string, StatsDelta>();
  for (const doc of snap.docs) {
    const day = doc.get('day') as unknown;
    if (typeof day !== 'string') continue;
    days.set(day, addDelta(days.get(day) ?? emptyDay(day), toDayStats(day, doc.data())));
  }
  return { days, read: snap.size };
};
