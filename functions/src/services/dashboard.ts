import { DASHBOARD_DAYS, DASHBOARD_TOP, type BestSeller, type DashboardBody, type SalesFigure } from '@shop/contract';
import { readInbox } from '../repositories/messages';
import { readDaysSince } from '../repositories/order-stat-shards';
import { countOrdersWithStatus, latestOrders } from '../repositories/orders';
import { readRecentReviewTotals } from '../repositories/recent-reviews';
import { countStockList } from '../repositories/products';
import { countUsersSince, findUsers } from '../repositories/users';
import { addDelta, emptyDay, fromCents, lastUtcDays, type StatsDelta } from '../rules/order-figures';
import { averageOf } from '../rules/review-figures';

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

/**
 * GET /api/dashboard: the shop's figures without reading its orders. Revenue, orders, the per-day
 * series and best sellers come from the day shards of the 30 days (one query: the shards that exist,
 * at most 30 x DAY_SHARDS); orders waiting to ship and new customers are count aggregations (one read
 * per 1,000 matches); the five latest orders one query of five and their customers at most five reads;
 * unread messages a count aggregation (and one read of the inbox's upgrade mark); low-stock and sold-out products two count
 * aggregations of the admin's stock lists (a product's own units, or a variant on sale, low or sold out:
 * countStockList); the visible reviews of the 30 days count
 * aggregations (one read per 1,000 matches).
 */
export const readDashboard = async (now = new Date()): Promise<DashboardBody> => {
  const dayKeys = lastUtcDays(DASHBOARD_DAYS, now);
  const since = new Date(`${dayKeys[0]}T00:00:00.000Z`);
  const [figures, waitingToShip, latest, newCustomers30Days, inbox, lowStock, soldOut, reviews] = await Promise.all([
    readDaysSince(dayKeys[0] ?? ''),
    countOrdersWithStatus('placed'),
    latestOrders(DASHBOARD_TOP),
    countUsersSince(since),
    readInbox(),
    countStockList('low'),
    countStockList('out'),
    readRecentReviewTotals(since),
  ]);
  const days = dayKeys.map((day) => figures.days.get(day) ?? emptyDay(day));
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
