import {
  HIDDEN_REASON_MAX,
  HIDDEN_REASON_MIN,
  RATING_VALUES,
  reviewSchema,
  SKIN_RATING_MIN_REVIEWS,
  blogSchema,
  canMoveOrder,
  DASHBOARD_DAYS,
  emailChangeSchema,
  PRICE_MAX,
  PRICE_MIN,
  productSchema,
  registerSchema,
  SKIN_TYPES,
  usernameToEmail,
  type FreeFrom,
  type Order,
  type OrderStatus,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { reviewIdOf } from '../../functions/src/repositories/review-document';
import { lastUtcDays, tallyDays } from '../../functions/src/rules/order-figures';
import { emptyReviewStats, ratingRankOf } from '../../functions/src/rules/review-figures';
import { IMAGE_NAME } from '../../functions/src/storage/image-store';
import { ADMIN, DEMO_ACCOUNTS } from './accounts';
import { BLOGS } from './data/blogs';
import { CATEGORIES } from './data/categories';
import { SEED_DATE, utcDayStart } from './data/dates';
import { HISTORY_ORDERS, livingHistory, ORDERS_TODAY_MIN, type LivingHistory } from './data/history';
import { PRODUCT_FACTS, productFactsOf } from './data/product-facts';
import { BEST_SELLER_IDS, NEW_IN_IDS, PRODUCTS, productById } from './data/products';
import { SEED_REVIEWS, SKIN_SHOWCASE_CANDIDATES, seedReviews, type SeedReview } from './data/reviews';
import { demoShopping } from './data/shopping';
import { SEED_VARIANTS, seedVariant } from './data/variants';
import { blogDoc, lineOf, orderDoc, orderOf, productDoc, userDoc } from './documents';
import { blogImage, blogImageName, productImage, productImageName } from './images';
import { reviewFiguresOf, seedReviewDocument } from './reviews';
import { seedSummary } from './seed';

/** A day the seed runs on (its history counts back from it). */
const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY_MS = 86_400_000;

const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;

const expectTidySvg = (svg: string, width: number, height: number): void => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.match(/<svg\b/g)).toHaveLength(1);
  expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|\bon\w+=|href=["']?(https?:|\/\/|data:)/i);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  // Every gradient it references is defined.
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
  // Tags open and close in balance (self-closing ones aside).
  const opened = [...svg.matchAll(/<([a-zA-Z]+)\b[^>]*?(\/?)>/g)].filter((m) => !m[2]).map((m) => m[1]);
  const closed = [...svg.matchAll(/<\/([a-zA-Z]+)>/g)].map((m) => m[1]);
  expect(opened.sort()).toEqual(closed.sort());
};

/**
 * Placed by the customer when it was created, then moved by the admin along the status machine, each
 * move later than the one before and none after `now`; the order's status is the last one.
 */
const expectValidHistory = (order: Order, customer: string | undefined, now: Date): void => {
  const [placed, ...moves] = order.history;
  expect(placed).toEqual({ status: 'placed', at: order.createdAt, by: customer });
  let previous = placed;
  for (const move of moves) {
    expect(canMoveOrder(previous?.status ?? 'placed', move.status), `${order._id} ${move.status}`).toBe(true);
    expect(Date.parse(move.at)).toBeGreaterThan(Date.parse(previous?.at ?? ''));
    expect(move.by).toBe(ADMIN.username);
    previous = move;
  }
  expect(Date.parse(previous?.at ?? '')).toBeLessThanOrEqual(now.getTime());
  expect(order.status).toBe(previous?.status);
};

/** Every line at its product's title and its product's price (its variant's), and the total the sum of the lines. */
const expectPricedFromProducts = (order: Order): void => {
  for (const line of order.shops) {
    const product = productById(line.productId ?? line._id);
    const price = line.variantId ? seedVariant(product.id, line.variantId).price : product.price;
    expect([line.title, line.price]).toEqual([product.title, price]);
    expect(line.totalPriceItem).toBe(Math.round(price * line.quantity * 100) / 100);
  }
  const sum = order.shops.reduce((total, line) => total + line.totalPriceItem, 0);
  expect(order.totalPriceOrder).toBe(Math.round(sum * 100) / 100);
};

describe('seed data: categories', () => {
  it('has the home page categories, with unique ids and slugs (id = slug)', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual(expect.arrayContaining(['gifts', 'makeup', 'skincare']));
    expect(CATEGORIES.find((c) => c.slug === 'gifts')?.title).toBe('Gifts & Sets');
    expect(CATEGORIES.find((c) => c.slug === 'makeup')?.title).toBe('Women Make Up');
    expect(CATEGORIES.find((c) => c.slug === 'skincare')?.title).toBe('Women Skincare');
    expect(unique(CATEGORIES.map((c) => c.slug))).toBe(true);
    for (const c of CATEGORIES) expect(c._id).toBe(c.slug);
  });

  it('gives every category products', () => {
    for (const c of CATEGORIES) expect(PRODUCTS.filter((p) => p.category === c._id).length).toBeGreaterThan(3);
  });
});

describe('seed data: products', () => {
  it('has at least 36 products with unique, readable ids and unique titles', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(36);
    expect(unique(PRODUCTS.map((p) => p.id))).toBe(true);
    expect(unique(PRODUCTS.map((p) => p.title))).toBe(true);
    for (const p of PRODUCTS) expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s passes the product form schema', async (_id, p) => {
    const input = {
      title: p.title,
      description: p.description,
      price: p.price,
      category: p.category,
      ...productFactsOf(p.id),
    };
    await expect(productSchema.validate(input, { strict: true, abortEarly: false })).resolves.toBeTruthy();
    const sentences = p.description.split(/(?<=[.!?])\s+/).length;
    expect(sentences).toBeGreaterThanOrEqual(2);
    expect(sentences).toBeLessThanOrEqual(4);
  });

  it('gives facts to exactly the seeded products, agreeing with what the descriptions claim', () => {
    expect(Object.keys(PRODUCT_FACTS).sort()).toEqual(PRODUCTS.map((p) => p.id).sort());
    const claims: [RegExp, FreeFrom][] = [
      [/fragrance-free|free from fragrance/i, 'fragrance'],
      [/alcohol-free/i, 'alcohol'],
      [/sulphate-free/i, 'sulfates'],
    ];
    for (const p of PRODUCTS) {
      const facts = productFactsOf(p.id);
      for (const [said, claim] of claims) if (said.test(p.description)) expect(facts.freeFrom, p.id).toContain(claim);
      if (/Parfum \(Fragrance\)/.test(facts.ingredients)) expect(facts.freeFrom, p.id).not.toContain('fragrance');
      if (/Alcohol Denat/.test(facts.ingredients)) expect(facts.freeFrom, p.id).not.toContain('alcohol');
      if (/Dimethicone|siloxane/.test(facts.ingredients)) expect(facts.freeFrom, p.id).not.toContain('silicones');
      if (p.category === 'fragrance') expect(facts.routineStep, p.id).toBe('fragrance');
      if (p.category === 'gifts') expect(facts.routineStep, p.id).toBe('set');
      if (p.category === 'makeup') expect(facts.routineStep, p.id).toBe('make-up');
      if (p.category === 'body') expect(facts.routineStep, p.id).toBe('body');
      expect(facts.keyIngredients.length, p.id).toBeGreaterThan(0);
      expect(facts.size, p.id).not.toBe('');
    }
  });

  it('can build a skincare routine for every skin type, and a fragrance-free one for dry skin', () => {
    const skincare = PRODUCTS.filter((p) => p.category === 'skincare').map((p) => productFactsOf(p.id));
    for (const step of ['cleanse', 'tone', 'treat', 'moisturise', 'protect'] as const) {
      for (const skin of SKIN_TYPES) {
        expect(
          skincare.some((f) => f.routineStep === step && f.skinTypes.includes(skin)),
          `${step} for ${skin}`,
        ).toBe(true);
      }
    }
    for (const step of ['cleanse', 'treat', 'moisturise'] as const) {
      const fits = skincare.filter(
        (f) => f.routineStep === step && f.skinTypes.includes('dry') && f.freeFrom.includes('fragrance'),
      );
      expect(fits.length, step).toBeGreaterThan(0);
    }
  });

  it('prices from $10 to $10000: mostly everyday, a few luxury sets, one at the top', () => {
    const prices = PRODUCTS.map((p) => p.price);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(PRICE_MIN);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(9000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(PRICE_MAX);
    expect(prices.filter((p) => p >= 12 && p <= 120).length / prices.length).toBeGreaterThan(0.75);
    expect(prices.filter((p) => p >= 200).length).toBeGreaterThanOrEqual(3);
  });

  it('has exactly four best sellers priced 71, 72, 74 and 76, and the only products in that range', () => {
    expect(BEST_SELLER_IDS).toHaveLength(4);
    expect(BEST_SELLER_IDS.map((id) => productById(id).price)).toEqual([71, 72, 74, 76]);
    const inRange = PRODUCTS.filter((p) => p.price >= 71 && p.price <= 76).map((p) => p.id);
    expect(inRange.sort()).toEqual([...BEST_SELLER_IDS].sort());
  });

  it('has two New In products, the two newest', () => {
    expect(NEW_IN_IDS).toHaveLength(2);
    const newest = [...PRODUCTS].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2);
    expect(newest.map((p) => p.id).sort()).toEqual([...NEW_IN_IDS].sort());
  });

  it('has distinct dates spread over the months before the seed date, updatedAt after createdAt', () => {
    expect(unique(PRODUCTS.map((p) => p.createdAt.toISOString()))).toBe(true);
    for (const p of PRODUCTS) {
      expect(p.createdAt.getTime()).toBeLessThan(SEED_DATE.getTime());
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(p.updatedAt.getTime()).toBeLessThan(SEED_DATE.getTime());
    }
    const oldest = Math.min(...PRODUCTS.map((p) => p.createdAt.getTime()));
    expect((SEED_DATE.getTime() - oldest) / 86_400_000).toBeGreaterThan(120);
    // Sorting by createdAt and by updatedAt gives the same order ("Newest" means the same either way).
    const byCreated = [...PRODUCTS].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((p) => p.id);
    const byUpdated = [...PRODUCTS].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()).map((p) => p.id);
    expect(byUpdated).toEqual(byCreated);
  });

  it('becomes a product document with its category reference and picture path', () => {
    const doc = productDoc(productById('velvet-rose-lipstick'));
    expect(doc).toMatchObject({
      title: 'Velvet Rose Lipstick',
      price: 28,
      category: { _id: 'makeup', title: 'Women Make Up', slug: 'makeup' },
      image: '/uploads/product-velvet-rose-lipstick.svg',
    });
    expect(doc.createdAt.toDate()).toEqual(productById('velvet-rose-lipstick').createdAt);
  });
});

describe('seed data: blogs', () => {
  it('has at least 10 posts with unique ids and slugs', () => {
    expect(BLOGS.length).toBeGreaterThanOrEqual(10);
    expect(unique(BLOGS.map((b) => b.id))).toBe(true);
    expect(unique(BLOGS.map((b) => b.slug))).toBe(true);
  });

  it.each(BLOGS.map((b) => [b.id, b] as const))('%s passes the blog form schema', async (_id, b) => {
    const input = {
      title: b.title,
      slug: b.slug,
      description: b.description,
      subject: b.details[0],
      author: b.details[1],
      items: b.items,
    };
    await expect(blogSchema.validate(input, { strict: true, abortEarly: false })).resolves.toBeTruthy();
    expect(b.description.length).toBeGreaterThanOrEqual(300);
    expect(b.description.length).toBeLessThanOrEqual(900);
    expect(b.items.length).toBeGreaterThanOrEqual(2);
    expect(b.items.length).toBeLessThanOrEqual(4);
    expect(b.updatedAt.getTime()).toBeGreaterThanOrEqual(b.createdAt.getTime());
    expect(b.updatedAt.getTime()).toBeLessThan(SEED_DATE.getTime());
  });

  it('becomes a blog document with details [subject, author] and its picture path', () => {
    const blog = BLOGS[0];
    if (!blog) throw new Error('no blogs');
    expect(blogDoc(blog)).toMatchObject({ details: blog.details, image: `/uploads/blog-${blog.id}.svg` });
  });
});

describe('seed data: pictures', () => {
  it('draws one tidy, small, distinct 800x800 picture per product', () => {
    const pictures = PRODUCTS.map((p) => productImage(p));
    for (const svg of pictures) expectTidySvg(svg, 800, 800);
    expect(unique(pictures)).toBe(true);
  });

  it('draws one tidy, small 1200x800 hero per blog', () => {
    const pictures = BLOGS.map((b) => blogImage(b));
    for (const svg of pictures) expectTidySvg(svg, 1200, 800);
    expect(unique(pictures)).toBe(true);
  });

  it('is deterministic', () => {
    const p = productById('rosehip-renewal-serum');
    expect(productImage(p)).toBe(productImage({ ...p }));
  });

  it('names every picture as the image store accepts', () => {
    const names = [...PRODUCTS.map((p) => productImageName(p.id)), ...BLOGS.map((b) => blogImageName(b.id))];
    for (const name of names) expect(name).toMatch(IMAGE_NAME);
    expect(unique(names)).toBe(true);
  });
});

describe('seed data: accounts, carts and orders', () => {
  it('has the four demo accounts with their roles and valid usernames', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.role])).toEqual([
      ['mainadmin', 'Main12345', 'Main Admin'],
      ['admin', 'Admin12345', 'admin'],
      ['jane', 'Jane12345', 'user'],
      ['omid', 'Omid12345', 'user'],
    ]);
    expect(unique(DEMO_ACCOUNTS.map((a) => usernameToEmail(a.username)))).toBe(true);
    expect(unique(DEMO_ACCOUNTS.map((a) => a.uid))).toBe(true);
  });

  it('gives jane and omid confirmed demo addresses that receive mail, and the admins and customers none', () => {
    const addresses = DEMO_ACCOUNTS.map((a) => {
      const { email, emailConfirmed } = userDoc(a, NOW);
      return [a.username, email, emailConfirmed];
    });
    expect(addresses).toEqual([
      ['mainadmin', undefined, undefined],
      ['admin', undefined, undefined],
      ['jane', 'jane@example.com', true],
      ['omid', 'omid@example.com', true],
    ]);
    for (const a of DEMO_ACCOUNTS) if (a.email) expect(emailChangeSchema.isValidSync({ email: a.email })).toBe(true);
    const history = livingHistory(NOW);
    expect(history.customers.every((c) => userDoc(c, c.createdAt).email === undefined)).toBe(true);
  });

  it('gives jane and omid an open cart of 2-3 lines and at least two orders of products that existed then', () => {
    const shopping = demoShopping(NOW);
    expect(shopping.map((s) => s.username).sort()).toEqual(['jane', 'omid']);
    for (const s of shopping) {
      expect(s.openCart.lines.length).toBeGreaterThanOrEqual(2);
      expect(s.openCart.lines.length).toBeLessThanOrEqual(3);
      expect(s.orders.length).toBeGreaterThanOrEqual(2);
      for (const order of s.orders) {
        for (const line of order.lines) {
          expect(productById(line.productId).createdAt.getTime()).toBeLessThan(order.createdAt.getTime());
        }
        expectValidHistory(orderOf(order, 'uid-1', s.username), s.username, NOW);
      }
    }
    // Each has a past order still on its way (or waiting), as their purchases show it.
    const statuses = shopping.flatMap((s) => s.orders.map((o) => orderOf(o, 'uid-1', s.username).status));
    expect(statuses).toEqual(expect.arrayContaining(['delivered', 'shipped', 'placed']));
    const ids = shopping.flatMap((s) => [s.openCart.id, ...s.orders.flatMap((o) => [o.id, o.cartId])]);
    expect(unique(ids)).toBe(true);
  });

  it('prices lines from the products and totals them', () => {
    const line = lineOf({ productId: 'lavender-hand-cream', quantity: 3 });
    expect(line).toEqual({
      _id: 'lavender-hand-cream',
      title: 'Lavender Hand Cream',
      price: 16,
      quantity: 3,
      totalPriceItem: 48,
    });
    for (const s of demoShopping(NOW)) {
      for (const order of s.orders) {
        const placed = orderOf(order, 'uid-1', s.username);
        expectPricedFromProducts(placed);
        expect(placed.cartId).toBe(order.cartId);
        const doc = orderDoc(placed);
        expect(doc.totalPriceOrder).toBe(placed.totalPriceOrder);
        expect(doc.createdAt.toDate()).toEqual(order.createdAt);
      }
    }
  });

  it('summarises what a seed writes', () => {
    expect(seedSummary).toEqual({
      accounts: 4,
      customers: 30,
      categories: CATEGORIES.length,
      products: PRODUCTS.length,
      blogs: BLOGS.length,
      carts: 2 + 5 + HISTORY_ORDERS,
      orders: 5 + HISTORY_ORDERS,
      reviews: SEED_REVIEWS,
      images: PRODUCTS.length + Object.values(SEED_VARIANTS).flat().length + BLOGS.length,
    });
  });
});

describe('seed data: the living history', () => {
  /** The history as the seed writes it: every order as the API holds it. */
  const ordersOf = (now: Date): Order[] => {
    const { customers, orders } = livingHistory(now);
    const uid = new Map(customers.map((c) => [c.username, c.uid]));
    return orders.map((order) => orderOf(order, uid.get(order.customer) ?? '', order.customer));
  };
  const DAYS = [
    NOW,
    new Date('2026-12-01T00:00:05.000Z'),
    new Date('2027-02-28T23:59:59.999Z'),
    new Date('2027-06-15T12:34:56.000Z'),
  ];

  it('has 30 customers with plausible names the sign-up form accepts, none of them a demo account', async () => {
    const { customers } = livingHistory(NOW);
    expect(customers).toHaveLength(30);
    expect(unique(customers.map((c) => c.username))).toBe(true);
    expect(unique(customers.map((c) => c.uid))).toBe(true);
    const taken = DEMO_ACCOUNTS.flatMap((a) => [a.username, a.uid]);
    for (const c of customers) {
      expect(taken).not.toContain(c.username);
      expect(taken).not.toContain(c.uid);
      await expect(
        registerSchema.pick(['firstname', 'lastname', 'username']).validate(c, { strict: true }),
      ).resolves.toBeTruthy();
      expect(c.username).toContain('.');
    }
  });

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: 200 orders over today and the 89 days before, each by a customer who had joined, from products on sale',
    (_iso, now) => {
      const { customers, orders } = livingHistory(now);
      const start = utcDayStart(now).getTime() - 89 * DAY_MS;
      expect(orders).toHaveLength(HISTORY_ORDERS);
      expect(unique(orders.map((o) => o.id))).toBe(true);
      const joined = new Map(customers.map((c) => [c.username, c.createdAt.getTime()]));
      for (const order of orders) {
        expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(start);
        expect(order.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(order.createdAt.getTime()).toBeGreaterThan(joined.get(order.customer) ?? Infinity);
        expect(order.lines.length).toBeGreaterThanOrEqual(1);
        expect(unique(order.lines.map((l) => l.productId))).toBe(true);
        for (const line of order.lines) {
          expect(productById(line.productId).createdAt.getTime()).toBeLessThan(order.createdAt.getTime());
        }
      }
      // Oldest first, numbered in that order.
      const times = orders.map((o) => o.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // Most customers buy; some joined within the dashboard's 30 days.
      expect(new Set(orders.map((o) => o.customer)).size).toBeGreaterThanOrEqual(25);
      const newcomers = customers.filter((c) => c.createdAt.getTime() >= utcDayStart(now).getTime() - 29 * DAY_MS);
      expect(newcomers.length).toBeGreaterThanOrEqual(3);
      for (const c of customers) expect(c.createdAt.getTime()).toBeLessThan(now.getTime());
    },
  );

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: statuses follow the age, each history a valid path of the status machine, totals from the product prices',
    (_iso, now) => {
      const orders = ordersOf(now);
      const usernameOf = new Map(livingHistory(now).customers.map((c) => [c.uid, c.username]));
      const dayStart = utcDayStart(now).getTime();
      const ageInDays = (order: Order) => Math.floor((dayStart - Date.parse(order.createdAt)) / DAY_MS) + 1;
      for (const order of orders) {
        expectValidHistory(order, usernameOf.get(order.userId), now);
        expectPricedFromProducts(order);
        expect(order.transactionNumber).toMatch(/^\d{19}$/);
        // A week after the order it has arrived, unless it was cancelled; today's are only placed.
        if (ageInDays(order) > 7) expect(['delivered', 'cancelled']).toContain(order.status);
        if (Date.parse(order.createdAt) >= dayStart) expect(order.status).toBe('placed');
      }
      expect(unique(orders.map((o) => o.transactionNumber))).toBe(true);
      const count = (status: OrderStatus) => orders.filter((o) => o.status === status).length;
      expect(count('delivered')).toBeGreaterThan(HISTORY_ORDERS * 0.7);
      expect(count('placed')).toBeGreaterThanOrEqual(ORDERS_TODAY_MIN);
      expect(count('shipped')).toBeGreaterThanOrEqual(1);
      expect(count('cancelled')).toBeGreaterThanOrEqual(1);
      expect(count('cancelled')).toBeLessThanOrEqual(HISTORY_ORDERS * 0.1);
    },
  );

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: the statistics agree with the orders, and the dashboard has figures on most of its 30 days and today',
    (_iso, now) => {
      const orders = ordersOf(now);
      const days = tallyDays(orders);
      const counted = orders.filter((o) => o.status !== 'cancelled');
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const records = [...days.values()];
      expect(sum(records.map((r) => r.orders))).toBe(counted.length);
      expect(sum(records.map((r) => r.revenueCents))).toBe(
        Math.round(sum(counted.map((o) => o.totalPriceOrder)) * 100),
      );
      for (const [day, record] of days) {
        const ofDay = orders.filter((o) => o.createdAt.startsWith(day));
        const units = new Map<string, number>();
        for (const o of ofDay.filter((o) => o.status !== 'cancelled')) {
          for (const line of o.shops) units.set(line._id, (units.get(line._id) ?? 0) + line.quantity);
        }
        for (const [id, sales] of Object.entries(record.products)) expect(sales.units).toBe(units.get(id) ?? 0);
      }
      const window = lastUtcDays(DASHBOARD_DAYS, now);
      const withOrders = window.filter((day) => (days.get(day)?.orders ?? 0) > 0);
      expect(withOrders.length).toBeGreaterThanOrEqual(20);
      expect(days.get(window.at(-1) ?? '')?.orders).toBeGreaterThanOrEqual(ORDERS_TODAY_MIN);
    },
  );

  it('is the same all day and changes with the day', () => {
    const morning = livingHistory(new Date('2026-11-26T00:10:00.000Z'));
    const evening = livingHistory(new Date('2026-11-26T23:50:00.000Z'));
    const past = (h: LivingHistory) => h.orders.filter((o) => o.createdAt < utcDayStart(NOW));
    expect(past(evening)).toEqual(past(morning));
    expect(evening.customers).toEqual(morning.customers);
    // Today's orders are the same orders, spread over the part of the day gone by.
    const today = (h: LivingHistory) => h.orders.slice(past(h).length).map((o) => ({ ...o, createdAt: null }));
    expect(today(evening)).toEqual(today(morning));
    const nextDay = livingHistory(new Date('2026-11-27T10:00:00.000Z'));
    expect(nextDay.orders.map((o) => o.lines)).not.toEqual(morning.orders.map((o) => o.lines));
  });

  it('still writes 200 valid orders when the seed runs before the catalogue’s dates', () => {
    const early = new Date('2026-03-01T09:00:00.000Z');
    const orders = ordersOf(early);
    expect(orders).toHaveLength(HISTORY_ORDERS);
    for (const order of orders) {
      expect(order.history[0]?.by).toMatch(/\./);
      expectValidHistory(order, order.history[0]?.by, early);
      expectPricedFromProducts(order);
    }
  });
});

describe('seed data: the customers’ reviews', () => {
  const DAYS = [
    NOW,
    new Date('2026-12-01T00:00:05.000Z'),
    new Date('2027-02-28T23:59:59.999Z'),
    new Date('2027-06-15T12:34:56.000Z'),
  ];
  const reviewsOf = (now: Date) => {
    const history = livingHistory(now);
    return { history, reviews: seedReviews(history, now) };
  };
  const count = <T>(items: readonly T[], keep: (item: T) => boolean): number => items.filter(keep).length;

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: each review by a customer whose order with the product arrived (not cancelled) before it, within the 90 days',
    (_iso, now) => {
      const { history, reviews } = reviewsOf(now);
      expect(reviews).toHaveLength(SEED_REVIEWS);
      expect(unique(reviews.map((r) => `${r.author}|${r.productId}`))).toBe(true);
      const orders = new Map(history.orders.map((order) => [order.id, order]));
      const oldest = now.getTime() - 90 * DAY_MS;
      for (const review of reviews) {
        const order = orders.get(review.orderId);
        expect(order?.customer).toBe(review.author);
        expect(order?.lines.map((line) => line.productId)).toContain(review.productId);
        expect(order?.moves.map((move) => move.status)).not.toContain('cancelled');
        const delivered = order?.moves.find((move) => move.status === 'delivered');
        expect(delivered?.at.getTime()).toBeLessThan(review.createdAt.getTime());
        expect(review.createdAt.getTime()).toBeGreaterThan(oldest);
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    },
  );

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: what the review form accepts, mostly 4 and 5 stars, every skin type, a few long ones',
    async (_iso, now) => {
      const { reviews } = reviewsOf(now);
      for (const { rating, title, text, skinType, recommend } of reviews) {
        const input = { rating, title, text, skinType, recommend };
        await expect(reviewSchema.validate(input, { strict: true })).resolves.toEqual(input);
      }
      for (const rating of RATING_VALUES) expect(count(reviews, (r) => r.rating === rating)).toBeGreaterThan(0);
      expect(count(reviews, (r) => r.rating >= 4)).toBeGreaterThan(SEED_REVIEWS * 0.7);
      expect(count(reviews, (r) => r.rating <= 3)).toBeGreaterThan(SEED_REVIEWS * 0.08);
      for (const skinType of SKIN_TYPES) expect(count(reviews, (r) => r.skinType === skinType)).toBeGreaterThan(3);
      for (const recommend of [true, false, null]) {
        expect(count(reviews, (r) => r.recommend === recommend)).toBeGreaterThan(0);
      }
      expect(count(reviews, (r) => r.text.length > 400)).toBeGreaterThanOrEqual(2);
      expect(new Set(reviews.map((r) => r.productId)).size).toBeGreaterThan(25);
    },
  );

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: a few hidden with a reason; the visible ones have votes from other customers, after the review',
    (_iso, now) => {
      const { history, reviews } = reviewsOf(now);
      const hidden = reviews.filter((r) => r.hidden);
      expect(hidden.length).toBeGreaterThanOrEqual(3);
      expect(hidden.length).toBeLessThanOrEqual(5);
      for (const review of reviews) {
        if (review.hidden) {
          expect(review.hiddenReason?.length).toBeGreaterThanOrEqual(HIDDEN_REASON_MIN);
          expect(review.hiddenReason?.length).toBeLessThanOrEqual(HIDDEN_REASON_MAX);
          expect(review.votes).toEqual([]);
        } else expect(review.hiddenReason).toBeNull();
      }
      const joined = new Map(history.customers.map((c) => [c.username, c.createdAt.getTime()]));
      for (const { author, createdAt, votes } of reviews) {
        expect(unique(votes.map((vote) => vote.voter))).toBe(true);
        for (const vote of votes) {
          expect(vote.voter).not.toBe(author);
          expect(joined.get(vote.voter)).toBeLessThan(vote.at.getTime());
          expect(vote.at.getTime()).toBeGreaterThan(createdAt.getTime());
          expect(vote.at.getTime()).toBeLessThan(now.getTime());
        }
      }
      expect(count(reviews, (r) => r.votes.length > 0)).toBeGreaterThan(SEED_REVIEWS / 3);
      expect(count(reviews, (r) => r.votes.length >= 5)).toBeGreaterThan(0);
    },
  );

  /** Visible reviews of one product from one skin type. */
  const visibleFrom = (reviews: SeedReview[], productId: string, skinType: string) =>
    count(reviews, (r) => r.productId === productId && !r.hidden && r.skinType === skinType);

  it('on every day of a year: a skincare product for dry and oily skin has 3 visible reviews from each, and one product many', () => {
    for (let day = 0; day < 365; day += 1) {
      const now = new Date(NOW.getTime() + day * DAY_MS);
      const { reviews } = reviewsOf(now);
      const showcase = SKIN_SHOWCASE_CANDIDATES.find(
        (id) =>
          visibleFrom(reviews, id, 'dry') >= SKIN_RATING_MIN_REVIEWS &&
          visibleFrom(reviews, id, 'oily') >= SKIN_RATING_MIN_REVIEWS,
      );
      expect(showcase, now.toISOString()).toBeDefined();
      const facts = productFactsOf(showcase ?? '');
      expect(facts.skinTypes).toEqual(expect.arrayContaining(['dry', 'oily']));
      expect(['cleanse', 'tone', 'treat', 'moisturise', 'protect']).toContain(facts.routineStep);
      const perProduct = new Map<string, number>();
      for (const r of reviews) perProduct.set(r.productId, (perProduct.get(r.productId) ?? 0) + 1);
      expect(Math.max(...perProduct.values()), now.toISOString()).toBeGreaterThanOrEqual(8);
    }
  });

  it('on every day of a month: nobody buys the Grand Vanity Trunk, so its page (whose HTML first-load.spec counts) shows the same data every day', () => {
    for (let day = 0; day < 30; day += 1) {
      const { orders } = livingHistory(new Date(NOW.getTime() + day * DAY_MS));
      const trunkOrders = orders.filter((order) => order.lines.some((line) => line.productId === 'grand-vanity-trunk'));
      expect(trunkOrders, `day ${day}`).toEqual([]);
    }
    for (const { orders } of demoShopping(NOW))
      for (const order of orders) expect(order.lines.map((line) => line.productId)).not.toContain('grand-vanity-trunk');
  });

  it('adds each product’s figures up from its visible reviews only, as a recount gives them', () => {
    const { reviews } = reviewsOf(NOW);
    const figures = reviewFiguresOf(reviews);
    for (const product of PRODUCTS) {
      const visible = reviews.filter((r) => r.productId === product.id && !r.hidden);
      const stats = figures.get(product.id) ?? emptyReviewStats();
      expect(stats.count).toBe(visible.length);
      expect(stats.sum).toBe(visible.reduce((sum, r) => sum + r.rating, 0));
      for (const rating of RATING_VALUES) {
        expect(stats.histogram[String(rating) as '1']).toBe(count(visible, (r) => r.rating === rating));
      }
      for (const skinType of SKIN_TYPES) {
        const ofSkin = visible.filter((r) => r.skinType === skinType);
        expect(stats.bySkinType[skinType]).toEqual({
          count: ofSkin.length,
          sum: ofSkin.reduce((sum, r) => sum + r.rating, 0),
        });
      }
      const doc = productDoc(product, figures.get(product.id));
      expect(doc.reviewStats).toEqual(stats);
      expect(doc.ratingRank).toBe(ratingRankOf(stats));
    }
    const counted = [...figures.values()].reduce((sum, stats) => sum + stats.count, 0);
    expect(counted).toBe(count(reviews, (r) => !r.hidden));
  });

  it('stores each review as the API does: its id per customer and product, its votes counted, hidden ones unlisted', () => {
    const { history, reviews } = reviewsOf(NOW);
    const customers = new Map(history.customers.map((c) => [c.username, c]));
    for (const review of reviews) {
      const author = customers.get(review.author);
      if (!author) throw new Error(`no customer ${review.author}`);
      const doc = seedReviewDocument(review, author);
      expect(doc).toMatchObject({
        productId: review.productId,
        productTitle: productById(review.productId).title,
        authorId: author.uid,
        name: `${author.firstname} ${author.lastname.charAt(0)}.`,
        rating: review.rating,
        skinType: review.skinType,
        verified: true,
        helpfulCount: review.votes.length,
        hidden: review.hidden,
        hiddenReason: review.hiddenReason,
      });
      expect(doc.createdAt.toDate()).toEqual(review.createdAt);
      expect(doc.listKeys === undefined).toBe(review.hidden);
    }
    const ids = reviews.map((r) => reviewIdOf(r.productId, customers.get(r.author)?.uid ?? ''));
    expect(unique(ids)).toBe(true);
  });

  it('is the same all day for the days gone by and changes with the day', () => {
    const morning = seedReviews(
      livingHistory(new Date('2026-11-26T00:10:00.000Z')),
      new Date('2026-11-26T00:10:00.000Z'),
    );
    const evening = seedReviews(
      livingHistory(new Date('2026-11-26T23:50:00.000Z')),
      new Date('2026-11-26T23:50:00.000Z'),
    );
    const before = (reviews: SeedReview[]) =>
      reviews.map(({ votes: _votes, createdAt, ...review }) => ({
        ...review,
        createdAt: createdAt < utcDayStart(NOW) ? createdAt : null,
      }));
    expect(before(evening)).toEqual(before(morning));
    const nextDay = reviewsOf(new Date('2026-11-27T10:00:00.000Z')).reviews;
    expect(nextDay.map((r) => r.createdAt)).not.toEqual(morning.map((r) => r.createdAt));
  });

  it('still writes its reviews when the seed runs before the catalogue’s dates', () => {
    const early = new Date('2026-03-01T09:00:00.000Z');
    const { reviews } = reviewsOf(early);
    expect(reviews).toHaveLength(SEED_REVIEWS);
    for (const review of reviews) expect(review.createdAt.getTime()).toBeLessThanOrEqual(early.getTime());
  });
});
