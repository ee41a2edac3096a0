import { API_PATHS } from '@shop/contract';
import type { CartQuantityBody, InitializeBody, Order } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct, line } from './support/shop';
import { createUser } from './support/users';

describe('GET /misc/initialize', () => {
  beforeEach(async () => {
    await clearAll();
    await adminDb.doc('categories/skin').set({ title: 'Women Skincare', slug: 'skincare' });
    await adminDb.doc('categories/gift').set({ title: 'Gifts & Sets', slug: 'gifts' });
  });

  it('gives a visitor the categories and no user or cart', async () => {
    const res = await call<InitializeBody>('GET', API_PATHS.initialize);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.body?.categories.map((c) => c.slug)).toEqual(['gifts', 'skincare']);
    expect(res.json.body?.user).toBeNull();
    expect(res.json.body?.cart).toBeNull();
  });

  it('gives a signed-in customer their profile and open cart, never another customer’s', async () => {
    const jane = await createUser('jane');
    const omid = await createUser('omid');
    await adminDb.doc('carts/jane-cart').set({
      userId: jane.uid,
      status: 'open',
      items: [{ _id: 'p1', title: 'Rose Serum', price: 20, quantity: 2, totalPriceItem: 40 }],
    });
    await adminDb.doc('carts/omid-cart').set({ userId: omid.uid, status: 'open', items: [] });

    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json.body?.user).toMatchObject({ _id: jane.uid, username: 'jane', role: 'user' });
    expect(res.json.body?.cart).toEqual({
      _id: 'jane-cart',
      userId: res.json.body?.user,
      items: [{ _id: 'p1', title: 'Rose Serum', price: 20, quantity: 2, totalPriceItem: 40 }],
    });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  /** Every document of the collections a cart is kept in, by path (to show a call wrote none). */
  const cartDocuments = async () => {
    const [carts, locks] = await Promise.all([
      adminDb.collection('carts').get(),
      adminDb.collection('cartLocks').get(),
    ]);
    return [...carts.docs, ...locks.docs].map((doc) => `${doc.ref.path}@${doc.updateTime.valueOf()}`).sort();
  };

  it('gives a customer with no open cart the empty cart they open next, and writes nothing', async () => {
    const nora = await createUser('nora');
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: nora.token });
    expect(res.status).toBe(200);
    const cart = res.json.body?.cart;
    expect(cart).toEqual({ _id: expect.stringMatching(/^[\w-]{20}$/), userId: res.json.body?.user, items: [] });
    expect(cart?.userId).toMatchObject({ _id: nora.uid, username: 'nora', role: 'user' });
    expect(await cartDocuments()).toEqual([]);
    // The same id on every call until a product goes into it.
    const again = await call<InitializeBody>('GET', API_PATHS.initialize, { token: nora.token });
    expect(again.json.body?.cart?._id).toBe(cart?._id);
    expect(await cartDocuments()).toEqual([]);
  });

  it('gives the next empty cart after a purchase, which a PUT with a product opens again', async () => {
    await addProduct('serum', 'Rose Serum', 20);
    const nora = await createUser('nora');
    const initialize = async () =>
      (await call<InitializeBody>('GET', API_PATHS.initialize, { token: nora.token })).json.body?.cart;
    const buyOne = async (cartId: string) => {
      const put = await call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), {
        token: nora.token,
        body: { id: 'serum', quantity: 1 },
      });
      expect(put.status).toBe(200);
      expect(put.json.body?.item).toEqual(line('serum', 'Rose Serum', 20, 1));
      const order = await call<Order>('POST', API_PATHS.order, { token: nora.token, body: { cartId } });
      expect(order.status).toBe(201);
      expect(order.json.body).toMatchObject({ cartId, totalPriceOrder: 20 });
    };

    const first = await initialize();
    await buyOne(first?._id ?? '');
    const before = await cartDocuments();
    const second = await initialize();
    expect(second).toMatchObject({ userId: { _id: nora.uid }, items: [] });
    expect(second?._id).not.toBe(first?._id);
    expect(await cartDocuments()).toEqual(before);
    await buyOne(second?._id ?? '');
    const orders = await call<Order[]>('GET', API_PATHS.ordersOfUser(nora.uid), { token: nora.token });
    expect(orders.json.body?.map((order) => order.cartId).sort()).toEqual([first?._id, second?._id].sort());
  });

  it('takes the role from the verified claim, not from the stored profile', async () => {
    const eve = await createUser('eve');
    await adminDb.doc(`users/${eve.uid}`).update({ role: 'Main Admin' });
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: eve.token });
    expect(res.json.body?.user?.role).toBe('user');
  });

  it('gives the cart’s userId as the user, role included, the same as body.user', async () => {
    const ada = await createUser('ada', 'admin');
    await adminDb.doc('carts/ada-cart').set({ userId: ada.uid, status: 'open', items: [] });
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: ada.token });
    expect(res.json.body?.cart?.userId).toEqual({
      _id: ada.uid,
      id: ada.uid,
      username: 'ada',
      firstname: 'ada-first',
      lastname: 'ada-last',
      role: 'admin',
    });
    expect(res.json.body?.cart?.userId.role).toBe(res.json.body?.user?.role);
  });

  it('refuses a forged token with 401', async () => {
    const res = await call('GET', API_PATHS.initialize, { token: 'not-a-real-token' });
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Not found' });
  });
});
