// The order statistics (orderStats: a document per UTC day and the status counts) of the seeded orders,
// added up with the same figuresChangeOf the order transactions write (decision 031).
import { INITIAL_ORDER_STATUS, isOrderStatus, type OrderLine } from '@shop/contract';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  dayDocumentOf,
  ORDER_STATS,
  STATUS_COUNTS,
  tallyFigures,
  type FiguresOrder,
} from '../../functions/src/services/order-stats';
import type { BatchWriter } from './batch';

/** What a seed over a used database finds there: orders it keeps and the statistics it replaces. */
export interface FoundFigures {
  orders: FiguresOrder[];
  statsIds: string[];
}

const figuresOrderOf = (id: string, data: DocumentData): FiguresOrder => {
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
 * figures) and the statistics documents there (replaced by the rebuilt ones).
 */
export const findFigures = async (db: Firestore, seededIds: ReadonlySet<string>): Promise<FoundFigures> => {
  const [orders, stats] = await Promise.all([db.collection('orders').get(), db.collection(ORDER_STATS).select().get()]);
  return {
    orders: orders.docs.filter((doc) => !seededIds.has(doc.id)).map((doc) => figuresOrderOf(doc.id, doc.data())),
    statsIds: stats.docs.map((doc) => doc.id),
  };
};

/**
 * Queues the statistics of `orders`, in place of the documents `staleIds` names: each day's figures and
 * order ids, and the status counts, as the transactions that placed and moved those orders leave them.
 * Returns the number of days.
 */
export const queueFigures = (
  writer: BatchWriter,
  db: Firestore,
  orders: readonly FiguresOrder[],
  staleIds: readonly string[] = [],
): number => {
  const { days, counts } = tallyFigures(orders);
  const stats = db.collection(ORDER_STATS);
  for (const id of staleIds) if (id !== STATUS_COUNTS && !days.has(id)) writer.delete(stats.doc(id));
  for (const [day, record] of days) writer.set(stats.doc(day), dayDocumentOf(record));
  writer.set(stats.doc(STATUS_COUNTS), counts);
  return days.size;
};
