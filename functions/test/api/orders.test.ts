import { API_PATHS } from '@shop/contract';
import type { Cart, Order, OrderConfirmationBody } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

const orderDocs = async () => (await adminDb.collection('orders').get()).docs;

let jane: TestUser;
let omid: TestUser;
let cartId: string;

beforeEach(async () => {
  await clearAll();
  await Promise.all([addProduct('serum', 'Rose Serum', 19.99), addProduct('mask', 'Clay Mask', 30)]);
  [jane, omid] = await Promise.all([createUser('jane'), createUser('omid')]);
  cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 2), line('mask', 'Clay Mask', 30, 1)]);
});

describe('POST /order', () => {
  it('turns the open cart into an order with server-made totals, number and time, and closes the cart', async () => {
    const before = Date.now();
    const res = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: 'Your order has been placed successfully' });
    const order = res.json.body;
    expect(order).toMatchObject({
      _id: cartId,
      userId: jane.uid,
      cartId,
      shops: [line('serum', 'Rose Serum', 19.99, 2), line('mask', 'Clay Mask', 30, 1)],
      totalPriceOrder: 69.98,
    });
    expect(order?.transactionNumber).toMatch(/^\d{19}$/);
    expect(new Date(order?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5000);

    const stored = (await adminDb.doc(`orders/${cartId}`).get()).data();
    expect(stored).toMatchObject({ userId: jane.uid, cartId, totalPriceOrder: 69.98 });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(await cartDoc(cartId)).toMatchObject({ status: 'ordered', orderId: cartId });
  });

  it('ignores the userId and transactionNumber the client sends', async () => {
    const res = await call<Order>('POST', API_PATHS.order, {
      token: jane.token,
      body: { cartId, userId: omid.uid, transactionNumber: 1234, totalPriceOrder: 1 },
    });
    expect(res.json.body?.userId).toBe(jane.uid);
    expect(res.json.body?.transactionNumber).not.toBe('1234');
    expect(res.json.body?.totalPriceOrder).toBe(69.98);
  });

  it('charges the product’s current price, not the one stored in the cart', async () => {
    await adminDb.doc('products/serum').update({ price: 25, title: 'Rose Serum XL' });
    const res = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    expect(res.json.body?.shops[0]).toEqual(line('serum', 'Rose Serum XL', 25, 2));
    expect(res.json.body?.totalPriceOrder).toBe(80);
  });

  it('refuses with 409 naming a product deleted since it was added, and keeps the cart open', async () => {
    await adminDb.doc('products/mask').delete();
    const res = await call('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain('Clay Mask');
    expect(await orderDocs()).toHaveLength(0);
    expect((await cartDoc(cartId))?.status).toBe('open');
  });

  it('refuses an empty cart with 422 "Your cart is empty"', async () => {
    const empty = await addOpenCart(omid.uid, []);
    const res = await call('POST', API_PATHS.order, { token: omid.token, body: { cartId: empty } });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Your cart is empty');
  });

  it('refuses to order another customer’s cart with 403', async () => {
    const res = await call('POST', API_PATHS.order, { token: omid.token, body: { cartId } });
    expect(res.status).toBe(403);
    expect(await orderDocs()).toHaveLength(0);
    expect((await cartDoc(cartId))?.status).toBe('open');
  });

  it('answers 404 for an unknown cart and 422 without a cart id', async () => {
    expect((await call('POST', API_PATHS.order, { token: jane.token, body: { cartId: 'nope' } })).status).toBe(404);
    expect((await call('POST', API_PATHS.order, { token: jane.token, body: {} })).status).toBe(422);
  });

  it('answers a repeated call with 200 and the same order, never a second one', async () => {
    const first = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    const second = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.body).toEqual(first.json.body);
    expect(await orderDocs()).toHaveLength(1);
  });

  it('makes exactly one order when the same cart is ordered five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.body?.transactionNumber)).size).toBe(1);
    expect(await orderDocs()).toHaveLength(1);
  });

  it('lets the customer start a new cart after ordering', async () => {
    await call('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    const res = await call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.json.body?._id).not.toBe(cartId);
    expect(res.json.body?.items).toEqual([line('serum', 'Rose Serum', 19.99, 1)]);
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('POST', API_PATHS.order, { body: { cartId } })).status).toBe(401);
  });
});

describe('GET /order/{userId}', () => {
  const placeOrder = async (user: TestUser, items = [line('serum', 'Rose Serum', 19.99, 1)]) => {
    const id = await addOpenCart(user.uid, items);
    return (await call<Order>('POST', API_PATHS.order, { token: user.token, body: { cartId: id } })).json.body;
  };

  it('lists the customer’s own orders, newest first, with ISO times', async () => {
    const older = await placeOrder(jane);
    const newer = await placeOrder(jane, [line('mask', 'Clay Mask', 30, 3)]);
    await placeOrder(omid);
    const res = await call<Order[]>('GET', API_PATHS.ordersOfUser(jane.uid), { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json.body?.map((o) => o._id)).toEqual([newer?._id, older?._id]);
    expect(res.json.body?.[0]).toEqual(newer);
    expect(res.json.body?.[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('answers an empty list for a customer without orders', async () => {
    const res = await call<Order[]>('GET', API_PATHS.ordersOfUser(omid.uid), { token: omid.token });
    expect(res.json.body).toEqual([]);
  });

  it('refuses to show another customer’s orders with 403', async () => {
    await placeOrder(jane);
    const res = await call('GET', API_PATHS.ordersOfUser(jane.uid), { token: omid.token });
    expect(res.status).toBe(403);
    expect(res.json.body).toBeUndefined();
  });

  it('lets an admin read anyone’s orders', async () => {
    await placeOrder(jane);
    const admin = await createUser('ada', 'admin');
    const res = await call<Order[]>('GET', API_PATHS.ordersOfUser(jane.uid), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toHaveLength(1);
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('GET', API_PATHS.ordersOfUser(jane.uid))).status).toBe(401);
  });
});

describe('GET /order/confirmation/{cartId}', () => {
  it('gives the owner the transaction number, status ("placed") and lines of the order made from the cart', async () => {
    const order = (await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } })).json.body;
    const res = await call<OrderConfirmationBody>('GET', API_PATHS.orderConfirmation(cartId), { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      transactionNumber: order?.transactionNumber,
      status: 'placed',
      shops: order?.shops,
    });
    expect(res.json.body?.shops.length).toBeGreaterThan(0);
  });

  it('refuses another customer with 403', async () => {
    await call('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    const res = await call('GET', API_PATHS.orderConfirmation(cartId), { token: omid.token });
    expect(res.status).toBe(403);
    expect(res.json.body).toBeUndefined();
  });

  it('answers 404 while the cart has no order', async () => {
    const res = await call('GET', API_PATHS.orderConfirmation(cartId), { token: jane.token });
    expect(res.status).toBe(404);
  });
});
