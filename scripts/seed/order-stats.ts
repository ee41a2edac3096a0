// The daily order statistics of the seeded days, rebuilt from those days' orders with the same
// delta the api function applies when an order is placed or cancelled.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isOrderStatus, ORDER_STATUSES, type OrderLine } from '@shop/contract';
import {
  addDelta,
  countsInFigures,
  emptyDay,
  ORDER_STATS,
  statsDeltaOf,
  STATUS_COUNTS,
  utcDayOf,
} from '../../functions/src/services/order-stats';

const DAY_MS = 24 * 60 * 60 * 1000;

const deltaOfDoc = (data: DocumentData) => {
  const createdAt = (data.createdAt as { toDate: () => Date }).toDate().toISOString();
  return statsDeltaOf(
    { createdAt, shops: (data.shops ?? []) as OrderLine[], totalPriceOrder: Number(data.totalPriceOrder ?? 0) },
    1,
  );
};

/** Rewrites each day's statistics document from all of that day's orders (so a re-run changes nothing). */
export const rebuildDayStats = async (db: Firestore, dates: readonly Date[]): Promise<number> => {
  const days = [...new Set(dates.map((date) => utcDayOf(date.toISOString())))];
  for (const day of days) {
    const start = new Date(`${day}T00:00:00.000Z`);
    const snap = await db
      .collection('orders')
      .where('createdAt', '>=', start)
      .where('createdAt', '<', new Date(start.getTime() + DAY_MS))
      .get();
    const docs = [...snap.docs].sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis());
    const total = docs
      .map((doc) => doc.data())
      .filter((data) => countsInFigures(isOrderStatus(data.status) ? data.status : 'placed'))
      .map(deltaOfDoc)
      .reduce(addDelta, emptyDay(day));
    const ref = db.collection(ORDER_STATS).doc(day);
    if (!docs.length) await ref.delete();
    else await ref.set({ ...total, orderIds: docs.map((doc) => doc.id) });
  }
  return days.length;
};

/** Rewrites the status counts from every order (a count aggregation per status). */
export const rebuildStatusCounts = async (db: Firestore): Promise<void> => {
  const counts = await Promise.all(
    ORDER_STATUSES.map(async (status) => {
      const snap = await db.collection('orders').where('status', '==', status).count().get();
      return [status, snap.data().count] as const;
    }),
  );
  await db.collection(ORDER_STATS).doc(STATUS_COUNTS).set(Object.fromEntries(counts));
};
