import type { OrderStatus } from './order-status';

/** Revenue and number of orders over a span of days (cancelled orders left out). */
export interface SalesFigure {
  revenue: number;
  orders: number;
}

/** One UTC day of the revenue chart. */
export interface SalesDay extends SalesFigure {
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export interface BestSeller {
  productId: string;
  title: string;
  units: number;
  revenue: number;
}

/** A latest order as the dashboard lists it. */
export interface DashboardOrder {
  _id: string;
  transactionNumber: string;
  createdAt: string;
  totalPriceOrder: number;
  status: OrderStatus;
  username: string | null;
}

/** GET /api/dashboard answer: the shop's figures (days are UTC days; "30 days" is today and the 29 before). */
export interface DashboardBody {
  today: SalesFigure;
  last30Days: SalesFigure;
  /** Revenue / orders over the 30 days, to the cent (0 without orders). */
  averageOrderValue: number;
  newCustomers30Days: number;
  waitingToShip: number;
  /** Tracked products with 1 to LOW_STOCK_MAX units left (stock.ts), and those sold out. */
  lowStock: number;
  soldOut: number;
  /** Oldest first, one entry per day, days without orders included. */
  days: SalesDay[];
  bestSellers: BestSeller[];
  latestOrders: DashboardOrder[];
  /** Contact messages no admin has opened yet. */
  unreadMessages: number;
  /** Visible reviews written in the last 30 days: how many, and their average to one decimal (null with none). */
  reviews30Days: { count: number; average: number | null };
}

/** How many days the dashboard looks back, today included. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 5;
