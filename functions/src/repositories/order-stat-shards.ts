import { FieldValue, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { DAY_SHARDS, dayShardId, ORDER_STAT_SHARDS, sumDayShards, type StatsDelta } from '../rules/order-figures';

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

/**
 * The figures of every day from `firstDay` on, summed over each day's shards: one query on the `day`
 * field's single-field index, reading only the shards that exist (at most DAY_SHARDS a day).
 */
export const readDaysSince = async (firstDay: string): Promise<{ days: Map<string, StatsDelta>; read: number }> => {
  const snap = await dayShards().where('day', '>=', firstDay).get();
  const days = sumDayShards(snap.docs.map((doc) => ({ day: doc.get('day') as unknown, data: doc.data() })));
  return { days, read: snap.size };
};
