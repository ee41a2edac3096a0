import { DASHBOARD_DAYS, DASHBOARD_TOP, type BestSeller, type DashboardBody, type SalesFigure } from '@shop/contract';
import type { Order } from '@shop/contract';
import { readInbox } from '../repositories/messages';
import { readDaysAndCounts, type DayRecord } from '../repositories/order-stats';
import { findOrders, latestOrders } from '../repositories/orders';
import { readRecentReviewTotals } from '../repositories/recent-reviews';
import { countStockList } from '../repositories/products';
import { countUsersSince, findUsers } from '../repositories/users';
import { addDelta, emptyDay, fromCents, lastUtcDays, type StatsDelta } from './order-stats';
import { averageOf } from './review-figures';

const figureOf = (stats: StatsDelta): SalesFigure => ({ revenue: fromCents(stats.revenueCents), orders: stats.orders });

const bestSellersOf = (total: StatsDelta): BestSeller[] =>
  Object.entries(total.products)
    .filter(([, sales]) => sales.units > 0)
    .sort(([idA, a], [idB, b]) => b.units - a.units || b.revenueCents - a.revenueCents || idA.localeCompare(idB))
    .slice(0, DASHBOARD_TOP)
    .map(([productId, sales]) => ({
      productId,
      title: sales.title,
      units: sales.units,
      revenue: fromCents(sales.revenueCents),
    }));

/** The latest orders by the ids the day documents list (newest day first, later ids first). */
const latestOf = async (days: DayRecord[]): Promise<Order[]> => {
  const ids = days
    .flatMap((day) => day.orderIds)
    .reverse()
    .slice(0, DASHBOARD_TOP);
  // Fewer than five orders in 30 days (a quiet shop): the query, which then reads at most five orders.
  if (ids.length < DASHBOARD_TOP) return latestOrders(DASHBOARD_TOP);
  return findOrders(ids);
};

/**
 * GET /api/dashboard: the shop's figures without reading its orders. Revenue, orders, the per-day
 * series and best sellers come from the 30 daily statistics documents, orders waiting to ship from the
 * status counts (31 reads in one batch); new customers is a count aggregation (one read per 1,000
 * matches); the five latest orders, found through the days' order ids, and their customers are at
 * most 10 reads more; unread messages are one read of the inbox's count; low-stock and sold-out
 * products two count aggregations on the stock field's single-field index; the visible reviews of the
 * 30 days one count-and-sum aggregation (one read per 1,000 matches).
 */
export const readDashboard = async (now = new Date()): Promise<DashboardBody> => {
  const dayKeys = lastUtcDays(DASHBOARD_DAYS, now);
  const since = new Date(`${dayKeys[0]}T00:00:00.000Z`);
  const [{ days: records, counts }, newCustomers30Days, inbox, lowStock, soldOut, reviews] = await Promise.all([
    readDaysAndCounts(dayKeys),
    countUsersSince(since),
    readInbox(),
    countStockList('low'),
    countStockList('out'),
    readRecentReviewTotals(since),
  ]);
  const days = records.map((record) => record.stats);
  const waitingToShip = counts.placed;
  const latest = await latestOf(records);
  const users = await findUsers(latest.map((order) => order.userId));
  const total = days.reduce(addDelta, emptyDay(dayKeys[0] ?? ''));
  const last30Days = figureOf(total);
  return {
    today: figureOf(days[days.length - 1] ?? emptyDay('')),
    last30Days,
    averageOrderValue: total.orders > 0 ? Math.round(total.revenueCents / total.orders) / 100 : 0,
    newCustomers30Days,
    waitingToShip,
    lowStock,
    soldOut,
    days: days.map((day) => ({ day: day.day, ...figureOf(day) })),
    bestSellers: bestSellersOf(total),
    latestOrders: latest.map((order) => ({
      _id: order._id,
      transactionNumber: order.transactionNumber,
      createdAt: order.createdAt,
      totalPriceOrder: order.totalPriceOrder,
      status: order.status,
      username: users.get(order.userId)?.username ?? null,
    })),
    unreadMessages: inbox.unread,
    reviews30Days: { count: reviews.count, average: averageOf(reviews.sum, reviews.count) },
  };
};
