// The day's figures (day shards, orderStatShards/{day}_{k}) of the seeded orders, added up with the same
// figuresDeltaOf the order and status writes apply (decision 066): each day whole into its shard 0.
import { COLLECTIONS, INITIAL_ORDER_STATUS, isOrderStatus, type OrderLine } from '@shop/contract';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { dayShardId, ORDER_STAT_SHARDS, tallyDays, type FiguresOrder } from '../../functions/src/rules/order-figures';
import type { BatchWriter } from './batch';

/** What a seed over a used database finds there: orders it keeps and the figures' documents it replaces. */
export interface FoundFigures {
  orders: FiguresOrder[];
  /** Paths of the day shards (and legacy figures) there. */
  statsPaths: string[];
}

/** An order document as the figures count it. */
export const figuresOrderOf = (id: string, data: DocumentData): FiguresOrder => {
  const history = (Array.isArray(data.history) ? (data.history as DocumentData[]) : [])
    .map((change) => change.status as unknown)
    .filter(isOrderStatus)
    .map((status) => ({ status }));
  return {
    _id: id,
    createdAt: (data.createdAt as { toDate: () => Date }).toDate().toISOString(),
    shops: (data.shops ?? []) as OrderLine[],
    totalPriceOrder: Number(data.totalPriceOrder ?? 0),
    // An order written before statuses existed was placed and has stayed so.
    history: history.length ? history : [{ status: INITIAL_ORDER_STATUS }],
  };
};

/**
 * The orders already in the database other than the seed's own (a session's orders stay in the
 * figures) and the figures' documents there (replaced by the rebuilt ones).
 */
export const findFigures = async (db: Firestore, seededIds: ReadonlySet<string>): Promise<FoundFigures> => {
  const [orders, shards, legacy] = await Promise.all([
    db.collection(COLLECTIONS.orders).get(),
    db.collection(ORDER_STAT_SHARDS).select().get(),
    db.collection(COLLECTIONS.orderStats).select().get(),
  ]);
  return {
    orders: orders.docs.filter((doc) => !seededIds.has(doc.id)).map((doc) => figuresOrderOf(doc.id, doc.data())),
    statsPaths: [...shards.docs, ...legacy.docs].map((doc) => doc.ref.path),
  };
};

/**
 * Queues the figures of `orders`, in place of the documents `stalePaths` names: each day's sum in its
 * shard 0, as the writes that placed and moved those orders would have left the day's shards summed.
 * Returns the number of days.
 */
export const queueFigures = (
  writer: BatchWriter,
  db: Firestore,
  orders: readonly FiguresOrder[],
  stalePaths: readonly string[] = [],
): number => {
  const days = tallyDays(orders);
  const written = new Set([...days.keys()].map((day) => `${ORDER_STAT_SHARDS}/${dayShardId(day, 0)}`));
  for (const path of stalePaths) if (!written.has(path)) writer.delete(db.doc(path));
  for (const [day, figures] of days) writer.set(db.doc(`${ORDER_STAT_SHARDS}/${dayShardId(day, 0)}`), figures);
  return days.size;
};
