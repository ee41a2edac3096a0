// The shop's living history: the other customers and their orders over the 90 days before the seed
// runs, so the admin dashboard has figures on any day. Pure and deterministic: the same day gives the
// same customers, orders and statuses (only today's orders are spread over the part of today gone by).
import { seededRandom, type Random } from '../art/random';
import { CUSTOMERS, type SeedCustomer } from './customers';
import { after, before, utcDayStart } from './dates';
import { BEST_SELLER_IDS, PRODUCTS, type SeedProduct } from './products';
import type { SeedLine, SeedMove, SeedOrder } from './shopping';
import { historyVariantOf } from './variants';

/** The history covers today and the 89 days before (UTC days), as the dashboard counts days. */
export const HISTORY_DAYS = 90;
export const HISTORY_ORDERS = 200;
/** Today always has a few orders, so the dashboard's "today" cards have figures too. */
export const ORDERS_TODAY_MIN = 2;
/** Customers who joined during the history; the others joined before it began. */
const NEW_CUSTOMERS = 12;
/** The history's everyday purchases: products above this price (the luxury sets) are rare, above the next never. */
const RARE_ABOVE = 120;
const NEVER_ABOVE = 1000;

const HOUR_MS = 60 * 60 * 1000;

export interface HistoryCustomer extends SeedCustomer {
  createdAt: Date;
}

export interface HistoryOrder extends SeedOrder {
  /** The customer's username. */
  customer: string;
}

export interface LivingHistory {
  customers: HistoryCustomer[];
  orders: HistoryOrder[];
}

/** A number in [min, max). */
const inRange = (rand: Random, min: number, max: number): number => min + rand() * (max - min);

/** One of `items`, each as likely as its weight (0: never). */
const weightedPick = <T>(rand: Random, items: readonly T[], weightOf: (item: T) => number): T => {
  const weighted = items.filter((item) => weightOf(item) > 0);
  const total = weighted.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = rand() * total;
  for (const item of weighted) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  const last = weighted.at(-1);
  if (last === undefined) throw new Error('pick from nothing');
  return last;
};

/**
 * Most customers joined months before the history began; NEW_CUSTOMERS joined during it, about one a
 * week from its first days (86 days ago) to its last (4 to 1 days ago), so four are within the
 * dashboard's 30 days. How often each one buys is their own.
 */
const customersOf = (rand: Random, dayStart: Date): (HistoryCustomer & { appetite: number })[] =>
  CUSTOMERS.map((customer, i) => {
    const newcomer = i - (CUSTOMERS.length - NEW_CUSTOMERS);
    const daysAgo = newcomer < 0 ? inRange(rand, HISTORY_DAYS + 5, 400) : 86 - newcomer * 7.4 - inRange(rand, 0, 3);
    return { ...customer, createdAt: before(dayStart, daysAgo), appetite: 0.3 + 3 * rand() ** 2 };
  });

/** How many orders each day gets (oldest first): the shop grows, weekends sell a little more. */
const ordersPerDay = (rand: Random, dayStart: Date): number[] => {
  const weights = Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const weekday = before(dayStart, HISTORY_DAYS - 1 - i).getUTCDay();
    const weekend = weekday === 0 || weekday === 5 || weekday === 6 ? 1.25 : 1;
    return (1 + i / (HISTORY_DAYS - 1)) * weekend * inRange(rand, 0.6, 1.4);
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => (w / total) * HISTORY_ORDERS);
  const counts = shares.map(Math.floor);
  // The orders rounding left over go to the days with the largest remainders.
  const byRemainder = shares.map((share, i) => [share - Math.floor(share), i] as const).sort((a, b) => b[0] - a[0]);
  const leftOver = HISTORY_ORDERS - counts.reduce((sum, n) => sum + n, 0);
  for (const [, day] of byRemainder.slice(0, leftOver)) counts[day] = (counts[day] ?? 0) + 1;
  const today = HISTORY_DAYS - 1;
  while ((counts[today] ?? 0) < ORDERS_TODAY_MIN) {
    const busiest = counts.indexOf(Math.max(...counts.slice(0, today)));
    counts[busiest] = (counts[busiest] ?? 0) - 1;
    counts[today] = (counts[today] ?? 0) + 1;
  }
  return counts;
};

/** The moments of one day's orders, in order: past days from 06:00 to midnight, today before `now`. */
const timesOf = (rand: Random, dayStart: Date, daysAgo: number, count: number, now: Date): Date[] => {
  const start = before(dayStart, daysAgo).getTime();
  const fractions = Array.from({ length: count }, (_, k) => (k + inRange(rand, 0.1, 0.9)) / count);
  if (daysAgo === 0) return fractions.map((f) => new Date(start + Math.floor(f * (now.getTime() - start))));
  return fractions.map((f) => new Date(start + 6 * HOUR_MS + Math.floor(f * 18 * HOUR_MS)));
};

/** A product's share of the everyday sales: its own, the same every day; the home page's best sellers sell more. */
const popularityOf = (product: SeedProduct): number => {
  if (product.price > NEVER_ABOVE) return 0;
  const own = 0.4 + 1.2 * seededRandom(`popularity ${product.id}`)();
  const best = (BEST_SELLER_IDS as readonly string[]).includes(product.id) ? 2 : 1;
  return own * best * (product.price > RARE_ABOVE ? 0.1 : 1);
};

/** 1 to 3 lines of different products on sale at `at` (the whole catalogue when the seed runs before its dates). */
const linesOf = (rand: Random, at: Date): SeedLine[] => {
  const sold = PRODUCTS.filter((p) => popularityOf(p) > 0);
  const onSale = sold.filter((p) => p.createdAt < at);
  const choices = onSale.length ? onSale : sold;
  const roll = rand();
  const count = Math.min(roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3, choices.length);
  const lines: SeedLine[] = [];
  while (lines.length < count) {
    const product = weightedPick(rand, choices, (p) =>
      lines.some((line) => line.productId === p.id) ? 0 : popularityOf(p),
    );
    const q = rand();
    lines.push({ productId: product.id, quantity: q < 0.8 ? 1 : q < 0.95 ? 2 : 3 });
  }
  return lines;
};

/**
 * Where an order has got to by the start of today: about one in twenty is cancelled within the day,
 * the rest are shipped 8 to 48 hours after they were placed and delivered 1.5 to 5 days after that.
 * Moves still to come stay out, so orders of the last days are placed or shipped, older ones delivered.
 */
const movesOf = (rand: Random, createdAt: Date, dayStart: Date): SeedMove[] => {
  const cancel = rand() < 0.05;
  const cancelledAt = after(createdAt, 0, inRange(rand, 1, 20));
  const shippedAt = after(createdAt, 0, inRange(rand, 8, 48));
  const deliveredAt = after(shippedAt, 0, inRange(rand, 36, 120));
  if (cancel && cancelledAt <= dayStart) return [{ status: 'cancelled', at: cancelledAt }];
  const moves: SeedMove[] = [
    { status: 'shipped', at: shippedAt },
    { status: 'delivered', at: deliveredAt },
  ];
  return moves.filter((move) => move.at <= dayStart);
};

/** The history up to `now`: HISTORY_ORDERS orders of CUSTOMERS over HISTORY_DAYS UTC days, oldest first. */
export const livingHistory = (now: Date): LivingHistory => {
  const dayStart = utcDayStart(now);
  const rand = seededRandom(`living history ${dayStart.toISOString().slice(0, 10)}`);
  const customers = customersOf(rand, dayStart);
  const counts = ordersPerDay(rand, dayStart);
  const orders: HistoryOrder[] = [];
  counts.forEach((count, i) => {
    const daysAgo = HISTORY_DAYS - 1 - i;
    for (const createdAt of timesOf(rand, dayStart, daysAgo, count, now)) {
      // A customer buys only after joining (half an hour at least).
      const joined = customers.filter((c) => c.createdAt.getTime() <= createdAt.getTime() - HOUR_MS / 2);
      const customer = weightedPick(rand, joined, (c) => c.appetite);
      const id = `seed-order-${String(orders.length + 1).padStart(3, '0')}`;
      const lines = linesOf(rand, createdAt).map((line) => {
        const variantId = historyVariantOf(id, line.productId);
        return variantId ? { ...line, variantId } : line;
      });
      orders.push({
        id,
        cartId: id,
        customer: customer.username,
        lines,
        createdAt,
        moves: movesOf(rand, createdAt, dayStart),
      });
    }
  });
  return { customers: customers.map(({ appetite: _appetite, ...customer }) => customer), orders };
};
