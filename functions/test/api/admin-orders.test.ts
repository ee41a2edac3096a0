import type { AdminOrder, AdminOrdersBody, DashboardBody, Order, OrderStatus } from '@shop/contract';
import { ADMIN_API_PATHS, API_PATHS, ORDER_STATUS_MOVES, ORDER_STATUSES } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewIdOf, toReviewDocument } from '../../src/repositories/review-document';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

let jane: TestUser;
let omid: TestUser;
let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  await Promise.all([
    addProduct('serum', 'Rose Serum', 19.99),
    addProduct('mask', 'Clay Mask', 30),
    addProduct('balm', 'Lip Balm', 4.35),
  ]);
  [jane, omid, admin] = await Promise.all([createUser('jane'), createUser('omid'), createUser('boss', 'admin')]);
});

/** Places an order the way a customer does: an open cart, then POST /order. */
const buy = async (user: TestUser, items: Parameters<typeof line>[]): Promise<Order> => {
  const cartId = await addOpenCart(
    user.uid,
    items.map((args) => line(...args)),
  );
  const res = await call<Order>('POST', API_PATHS.order, { token: user.token, body: { cartId } });
  expect(res.status).toBe(201);
  return res.json.body as Order;
};

const move = (id: string, status: string, token = admin.token) =>
  call<AdminOrder>('PUT', ADMIN_API_PATHS.orderStatus(id), { token, body: { status } });

const dashboard = async (): Promise<DashboardBody> => {
  const res = await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token });
  expect(res.status).toBe(200);
  return res.json.body as DashboardBody;
};

/** An order moved straight to a status along the allowed path. */
const orderAt = async (status: OrderStatus): Promise<Order> => {
  const order = await buy(jane, [['serum', 'Rose Serum', 19.99, 1]]);
  const path: Record<OrderStatus, OrderStatus[]> = {
    placed: [],
    shipped: ['shipped'],
    delivered: ['shipped', 'delivered'],
    cancelled: ['cancelled'],
  };
  for (const step of path[status]) expect((await move(order._id, step)).status).toBe(200);
  return order;
};

describe('who may use the admin order endpoints', () => {
  it('answers a visitor 401, a customer 403 and an admin 200 on list, read, status and dashboard', async () => {
    const order = await buy(jane, [['serum', 'Rose Serum', 19.99, 1]]);
    const requests: [string, string, unknown?][] = [
      ['GET', ADMIN_API_PATHS.orders],
      ['GET', ADMIN_API_PATHS.order(order._id)],
      ['GET', ADMIN_API_PATHS.dashboard],
      ['PUT', ADMIN_API_PATHS.orderStatus(order._id), { status: 'shipped' }],
    ];
    for (const [method, path, body] of requests) {
      const visitor = await call(method, path, { body });
      expect(visitor.status, `${method} ${path} visitor`).toBe(401);
      expect(visitor.json.success).toBe(false);
      const customer = await call(method, path, { token: jane.token, body });
      expect(customer.status, `${method} ${path} customer`).toBe(403);
      expect(customer.json).toMatchObject({ success: false, message: 'You do not have authorization!' });
    }
    for (const [method, path, body] of requests) {
      const res = await call(method, path, { token: admin.token, body });
      expect(res.status, `${method} ${path} admin`).toBe(200);
      expect(res.json.success).toBe(true);
    }
    const stored = (await adminDb.doc(`orders/${order._id}`).get()).data();
    expect(stored?.status).toBe('shipped');
  });
});

describe('the order status machine', () => {
  it('starts every order placed, with the customer in its history', async () => {
    const order = await buy(jane, [['serum', 'Rose Serum', 19.99, 1]]);
    expect(order.status).toBe('placed');
    expect(order.history).toEqual([{ status: 'placed', at: order.createdAt, by: 'jane' }]);
  });

  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ORDER_STATUS_MOVES[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to}`, async () => {
        const order = await orderAt(from);
        const before = (await adminDb.doc(`orders/${order._id}`).get()).data();
        const started = Date.now();
        const res = await move(order._id, to);
        const after = (await adminDb.doc(`orders/${order._id}`).get()).data();
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.json.message).toBe(`The order is now ${to}`);
          expect(res.json.body?.status).toBe(to);
          const last = res.json.body?.history.at(-1);
          expect(last).toMatchObject({ status: to, by: 'boss' });
          expect(new Date(last?.at ?? 0).getTime()).toBeGreaterThanOrEqual(started - 5000);
          expect(after?.status).toBe(to);
          expect(after?.history).toHaveLength((before?.history as unknown[]).length + 1);
        } else {
          expect(res.status).toBe(409);
          expect(res.json.success).toBe(false);
          expect(res.json.message).toContain(`This order is ${from}, so it cannot become ${to}`);
          expect(after).toEqual(before);
        }
      });
    }
  }

  it('keeps the whole history with who and when, and the customer sees it', async () => {
    const order = await orderAt('delivered');
    const mine = await call<Order[]>('GET', API_PATHS.ordersOfUser(jane.uid), { token: jane.token });
    const seen = mine.json.body?.find((o) => o._id === order._id);
    expect(seen?.status).toBe('delivered');
    expect(seen?.history.map((h) => [h.status, h.by])).toEqual([
      ['placed', 'jane'],
      ['shipped', 'boss'],
      ['delivered', 'boss'],
    ]);
    const times = seen?.history.map((h) => new Date(h.at).getTime()) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('refuses an unknown status with 422 and an unknown order with 404, changing nothing', async () => {
    const order = await buy(jane, [['serum', 'Rose Serum', 19.99, 1]]);
    const bad = await move(order._id, 'lost');
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBeTruthy();
    expect((await move('no-such-order', 'shipped')).status).toBe(404);
    expect((await adminDb.doc(`orders/${order._id}`).get()).get('status')).toBe('placed');
  });
});

describe('GET /api/orders', () => {
  it('lists newest first with customers, filters by status, and finds by transaction number or username', async () => {
    const first = await buy(jane, [['serum', 'Rose Serum', 19.99, 2]]);
    const second = await buy(omid, [['mask', 'Clay Mask', 30, 1]]);
    const third = await buy(jane, [['balm', 'Lip Balm', 4.35, 3]]);
    await move(second._id, 'shipped');

    const all = await call<AdminOrdersBody>('GET', ADMIN_API_PATHS.orders, { token: admin.token });
    expect(all.json.body?.orders.map((o) => o._id)).toEqual([third._id, second._id, first._id]);
    expect(all.json.body?.totalOrders.filtered).toBe(3);
    expect(all.json.body?.orders[1]?.customer).toEqual({
      username: 'omid',
      firstname: 'omid-first',
      lastname: 'omid-last',
    });

    const placed = await call<AdminOrdersBody>('GET', `${ADMIN_API_PATHS.orders}?status=placed`, {
      token: admin.token,
    });
    expect(placed.json.body?.orders.map((o) => o._id)).toEqual([third._id, first._id]);

    const byNumber = await call<AdminOrdersBody>('GET', `${ADMIN_API_PATHS.orders}?q=${second.transactionNumber}`, {
      token: admin.token,
    });
    expect(byNumber.json.body?.orders.map((o) => o._id)).toEqual([second._id]);

    const byUser = await call<AdminOrdersBody>('GET', `${ADMIN_API_PATHS.orders}?q=JANE&status=placed`, {
      token: admin.token,
    });
    expect(byUser.json.body?.orders.map((o) => o._id)).toEqual([third._id, first._id]);

    const none = await call<AdminOrdersBody>('GET', `${ADMIN_API_PATHS.orders}?q=nobody`, { token: admin.token });
    expect(none.json.body).toEqual({ orders: [], totalOrders: { filtered: 0 } });

    const paged = await call<AdminOrdersBody>('GET', `${ADMIN_API_PATHS.orders}?limit=2&page=2`, {
      token: admin.token,
    });
    expect(paged.json.body?.orders.map((o) => o._id)).toEqual([first._id]);

    const wrong = await call('GET', `${ADMIN_API_PATHS.orders}?status=lost`, { token: admin.token });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('status must be one of placed, shipped, delivered, cancelled');
  });

  it('reads one order with its lines, customer and history', async () => {
    const order = await buy(omid, [
      ['serum', 'Rose Serum', 19.99, 2],
      ['balm', 'Lip Balm', 4.35, 1],
    ]);
    const res = await call<AdminOrder>('GET', ADMIN_API_PATHS.order(order._id), { token: admin.token });
    expect(res.json.body).toMatchObject({
      _id: order._id,
      transactionNumber: order.transactionNumber,
      totalPriceOrder: 44.33,
      status: 'placed',
      customer: { username: 'omid' },
      shops: [line('serum', 'Rose Serum', 19.99, 2), line('balm', 'Lip Balm', 4.35, 1)],
    });
    expect((await call('GET', ADMIN_API_PATHS.order('missing'), { token: admin.token })).status).toBe(404);
  });
});

describe('a customer reads only their own orders', () => {
  it('is refused another customer’s orders', async () => {
    await buy(jane, [['serum', 'Rose Serum', 19.99, 1]]);
    const res = await call('GET', API_PATHS.ordersOfUser(jane.uid), { token: omid.token });
    expect(res.status).toBe(403);
    expect(res.json.body).toBeFalsy();
  });
});

describe('GET /api/dashboard', () => {
  it('adds up the orders to the cent, and a cancelled order leaves the figures', async () => {
    const empty = await dashboard();
    expect(empty.today).toEqual({ revenue: 0, orders: 0 });
    expect(empty.days).toHaveLength(30);

    const a = await buy(jane, [
      ['serum', 'Rose Serum', 19.99, 3],
      ['balm', 'Lip Balm', 4.35, 1],
    ]); // 64.32
    const b = await buy(omid, [['mask', 'Clay Mask', 30, 1]]); // 30
    const c = await buy(jane, [['balm', 'Lip Balm', 4.35, 7]]); // 30.45
    await move(b._id, 'shipped');

    const figures = await dashboard();
    expect(figures.today).toEqual({ revenue: 124.77, orders: 3 });
    expect(figures.last30Days).toEqual({ revenue: 124.77, orders: 3 });
    expect(figures.averageOrderValue).toBe(41.59);
    expect(figures.waitingToShip).toBe(2);
    expect(figures.newCustomers30Days).toBe(3);
    expect(figures.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), revenue: 124.77, orders: 3 });
    expect(figures.bestSellers).toEqual([
      { productId: 'balm', title: 'Lip Balm', units: 8, revenue: 34.8 },
      { productId: 'serum', title: 'Rose Serum', units: 3, revenue: 59.97 },
      { productId: 'mask', title: 'Clay Mask', units: 1, revenue: 30 },
    ]);
    expect(figures.latestOrders.map((o) => [o._id, o.username, o.status])).toEqual([
      [c._id, 'jane', 'placed'],
      [b._id, 'omid', 'shipped'],
      [a._id, 'jane', 'placed'],
    ]);

    expect((await move(c._id, 'cancelled')).status).toBe(200);
    const after = await dashboard();
    expect(after.today).toEqual({ revenue: 94.32, orders: 2 });
    expect(after.averageOrderValue).toBe(47.16);
    expect(after.waitingToShip).toBe(1);
    expect(after.bestSellers).toEqual([
      { productId: 'serum', title: 'Rose Serum', units: 3, revenue: 59.97 },
      { productId: 'mask', title: 'Clay Mask', units: 1, revenue: 30 },
      { productId: 'balm', title: 'Lip Balm', units: 1, revenue: 4.35 },
    ]);
    // The day's figures are the sum of its shards: three orders in, one cancel out, no status counts kept.
    const shards = await adminDb
      .collection('orderStatShards')
      .where('day', '==', new Date().toISOString().slice(0, 10))
      .get();
    const sum = (field: string) => shards.docs.reduce((total, doc) => total + (doc.get(field) as number), 0);
    expect([sum('orders'), sum('revenueCents')]).toEqual([2, 9432]);
    expect(shards.docs.every((doc) => doc.id.startsWith(`${doc.get('day') as string}_`))).toBe(true);
    expect((await adminDb.collection('orderStats').count().get()).data().count).toBe(0);
  });

  it('counts the visible reviews written in the last 30 days and averages their stars to one decimal', async () => {
    expect((await dashboard()).reviews30Days).toEqual({ count: 0, average: null });
    const DAY = 86_400_000;
    const review = (author: TestUser, productId: string, rating: number, ageDays: number, hidden = false) => {
      const createdAt = Timestamp.fromMillis(Date.now() - ageDays * DAY);
      return adminDb.doc(`reviews/${reviewIdOf(productId, author.uid)}`).set(
        toReviewDocument({
          input: {
            rating,
            title: 'Lovely',
            text: 'It suits my skin very well indeed.',
            skinType: 'dry',
            recommend: true,
          },
          product: { id: productId, title: productId, image: '' },
          author: { uid: author.uid, username: author.username },
          createdAt,
          hidden,
          hiddenReason: hidden ? 'Off topic' : null,
        }),
      );
    };
    await Promise.all([
      review(jane, 'serum', 5, 0),
      review(omid, 'serum', 4, 10),
      review(jane, 'mask', 4, 28), // 5 + 4 + 4 = 13 over 3: 4.3
      review(omid, 'mask', 1, 2, true), // hidden: left out
      review(jane, 'balm', 1, 45), // older than the 30 days: left out
    ]);
    expect((await dashboard()).reviews30Days).toEqual({ count: 3, average: 4.3 });
  });

  it('counts an order of yesterday in the 30 days but not in today', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await adminDb.doc(`orderStatShards/${yesterday}_7`).set({
      day: yesterday,
      orders: 1,
      revenueCents: 1001,
      products: { serum: { title: 'Rose Serum', units: 1, revenueCents: 1001 } },
    });
    const figures = await dashboard();
    expect(figures.today).toEqual({ revenue: 0, orders: 0 });
    expect(figures.last30Days).toEqual({ revenue: 10.01, orders: 1 });
    expect(figures.days.at(-2)).toEqual({ day: yesterday, revenue: 10.01, orders: 1 });
  });
});
