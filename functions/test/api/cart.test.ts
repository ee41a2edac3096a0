import { API_PATHS } from '@shop/contract';
import type { Cart, CartQuantityBody, InitializeBody, Order } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

const openCartsOf = async (uid: string) =>
  (await adminDb.collection('carts').where('userId', '==', uid).where('status', '==', 'open').get()).docs;

let jane: TestUser;

beforeEach(async () => {
  await clearAll();
  await Promise.all([addProduct('serum', 'Rose Serum', 19.99), addProduct('mask', 'Clay Mask', 30)]);
  jane = await createUser('jane');
});

describe('POST /cart', () => {
  it('opens a cart on the first add, with the title and price taken from the product', async () => {
    const res = await call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const cartId = res.json.body?._id ?? '';
    expect(res.json.body).toEqual({ _id: cartId, userId: jane.uid, items: [line('serum', 'Rose Serum', 19.99, 1)] });
    expect(await cartDoc(cartId)).toMatchObject({ userId: jane.uid, status: 'open' });
  });

  it('raises the quantity of a product already in the cart and totals it on the server', async () => {
    await call('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    await call('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'mask' } });
    const res = await call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.json.body?.items).toEqual([line('serum', 'Rose Serum', 19.99, 2), line('mask', 'Clay Mask', 30, 1)]);
    expect(res.json.body?.items[0]?.totalPriceItem).toBe(39.98);
    expect(await openCartsOf(jane.uid)).toHaveLength(1);
  });

  it('adds to the open cart the customer already has', async () => {
    const cartId = await addOpenCart(jane.uid, [line('mask', 'Clay Mask', 30, 1)]);
    const res = await call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.json.body?._id).toBe(cartId);
    expect(res.json.body?.items).toHaveLength(2);
  });

  it('ignores a price, title, quantity or owner sent in the body', async () => {
    const omid = await createUser('omid');
    const res = await call<Cart>('POST', API_PATHS.cart, {
      token: jane.token,
      body: { productId: 'serum', price: 0.01, title: 'Free', quantity: 50, totalPriceItem: 0, userId: omid.uid },
    });
    expect(res.json.body).toMatchObject({ userId: jane.uid, items: [line('serum', 'Rose Serum', 19.99, 1)] });
    expect(await openCartsOf(omid.uid)).toHaveLength(0);
  });

  it('opens only one cart when several first adds arrive together, and counts every one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const carts = await openCartsOf(jane.uid);
    expect(carts).toHaveLength(1);
    expect(carts[0]?.data().items).toEqual([line('serum', 'Rose Serum', 19.99, 4)]);
  });

  it('answers 404 "Product not found" for an unknown product', async () => {
    const res = await call('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'nothing' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Product not found' });
    expect(await openCartsOf(jane.uid)).toHaveLength(0);
  });

  it('refuses a missing or malformed product id with 422', async () => {
    for (const body of [{}, { productId: '../users/x' }, { productId: '' }]) {
      const res = await call('POST', API_PATHS.cart, { token: jane.token, body });
      expect(res.status).toBe(422);
    }
  });

  it('refuses 100 of one product with 422', async () => {
    const cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 99)]);
    const res = await call('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.status).toBe(422);
    expect((await cartDoc(cartId))?.items[0].quantity).toBe(99);
  });

  it('refuses a visitor with 401', async () => {
    const res = await call('POST', API_PATHS.cart, { body: { productId: 'serum' } });
    expect(res.status).toBe(401);
  });
});

describe('PUT /cart/{cartId}', () => {
  let cartId: string;
  beforeEach(async () => {
    cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 1), line('mask', 'Clay Mask', 30, 2)]);
  });

  it('sets a line’s quantity and recomputes its total', async () => {
    const res = await call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'serum', quantity: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      _id: cartId,
      userId: jane.uid,
      items: [line('serum', 'Rose Serum', 19.99, 3), line('mask', 'Clay Mask', 30, 2)],
      item: line('serum', 'Rose Serum', 19.99, 3),
    });
    expect((await cartDoc(cartId))?.items[0]).toEqual(line('serum', 'Rose Serum', 19.99, 3));
  });

  it('appends a product the cart has no line for, then updates that line, then removes it at 0', async () => {
    await addProduct('balm', 'Lip Balm', 12.5);
    const put = (quantity: number) =>
      call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), { token: jane.token, body: { id: 'balm', quantity } });

    const appended = await put(3);
    expect(appended.status).toBe(200);
    expect(appended.json.body?.item).toEqual(line('balm', 'Lip Balm', 12.5, 3));
    expect(appended.json.body?.items).toEqual([
      line('serum', 'Rose Serum', 19.99, 1),
      line('mask', 'Clay Mask', 30, 2),
      line('balm', 'Lip Balm', 12.5, 3),
    ]);

    // The line keeps the price it was added at, as every line does.
    await adminDb.doc('products/balm').update({ price: 15 });
    const updated = await put(5);
    expect(updated.json.body?.item).toEqual(line('balm', 'Lip Balm', 12.5, 5));
    expect(updated.json.body?.items).toHaveLength(3);
    expect((await cartDoc(cartId))?.items[2]).toEqual(line('balm', 'Lip Balm', 12.5, 5));

    const removed = await put(0);
    expect(removed.json.body?.item).toBeNull();
    expect((await cartDoc(cartId))?.items).toEqual([
      line('serum', 'Rose Serum', 19.99, 1),
      line('mask', 'Clay Mask', 30, 2),
    ]);
  });

  it('takes quantity 0 for a product the cart has no line for as done, and changes nothing', async () => {
    const res = await call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'gone-long-ago', quantity: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.json.body?.item).toBeNull();
    expect((await cartDoc(cartId))?.items).toHaveLength(2);
  });

  it('removes the line at quantity 0', async () => {
    const res = await call<Cart>('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'mask', quantity: 0 },
    });
    expect(res.json.body?.items).toEqual([line('serum', 'Rose Serum', 19.99, 1)]);
  });

  it('ignores a price or total sent with the quantity', async () => {
    const res = await call<Cart>('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'serum', quantity: 2, price: 0.01, totalPriceItem: 0.02 },
    });
    expect(res.json.body?.items[0]).toEqual(line('serum', 'Rose Serum', 19.99, 2));
  });

  it('refuses negative, fractional, too large or non-numeric quantities with 422 and leaves the cart alone', async () => {
    for (const quantity of [-1, 1.5, 100, 'lots', null]) {
      const res = await call('PUT', API_PATHS.cartById(cartId), { token: jane.token, body: { id: 'serum', quantity } });
      expect(res.status, `quantity ${String(quantity)}`).toBe(422);
      expect(res.json.errors?.quantity).toBeTruthy();
    }
    expect((await cartDoc(cartId))?.items[0].quantity).toBe(1);
  });

  it('refuses another customer’s cart with 403 and leaves it alone', async () => {
    const omid = await createUser('omid');
    const res = await call('PUT', API_PATHS.cartById(cartId), {
      token: omid.token,
      body: { id: 'serum', quantity: 0 },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You do not have authorization!');
    expect((await cartDoc(cartId))?.items).toHaveLength(2);
  });

  it('answers 404 for an unknown cart or an unknown product, and leaves the cart alone', async () => {
    const unknownCart = await call('PUT', API_PATHS.cartById('nope'), {
      token: jane.token,
      body: { id: 'serum', quantity: 1 },
    });
    const unknownProduct = await call('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'lipstick', quantity: 1 },
    });
    expect([unknownCart.status, unknownProduct.status]).toEqual([404, 404]);
    expect(unknownProduct.json).toEqual({ success: false, message: 'Product not found' });
    expect((await cartDoc(cartId))?.items).toHaveLength(2);
  });

  it('refuses to change an ordered cart with 409', async () => {
    await adminDb.doc(`carts/${cartId}`).update({ status: 'ordered' });
    const res = await call('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'serum', quantity: 5 },
    });
    expect(res.status).toBe(409);
    expect((await cartDoc(cartId))?.items[0].quantity).toBe(1);
  });

  it('refuses a visitor with 401', async () => {
    const res = await call('PUT', API_PATHS.cartById(cartId), { body: { id: 'serum', quantity: 0 } });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /cart/{cartId}', () => {
  let cartId: string;
  beforeEach(async () => {
    cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 1)]);
  });

  it('empties the owner’s cart', async () => {
    const res = await call<Cart>('DELETE', API_PATHS.cartById(cartId), { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ _id: cartId, userId: jane.uid, items: [] });
    expect(await cartDoc(cartId)).toMatchObject({ items: [], status: 'open' });
  });

  it('refuses another customer with 403', async () => {
    const omid = await createUser('omid');
    const res = await call('DELETE', API_PATHS.cartById(cartId), { token: omid.token });
    expect(res.status).toBe(403);
    expect((await cartDoc(cartId))?.items).toHaveLength(1);
  });

  it('answers 404 for an unknown cart and 409 for one marked ordered that has no order', async () => {
    expect((await call('DELETE', API_PATHS.cartById('nope'), { token: jane.token })).status).toBe(404);
    await adminDb.doc(`carts/${cartId}`).update({ status: 'ordered' });
    expect((await call('DELETE', API_PATHS.cartById(cartId), { token: jane.token })).status).toBe(409);
  });

  it('answers the order’s transaction number for a cart that has become an order, and changes nothing', async () => {
    const ordered = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });
    expect(ordered.status).toBe(201);
    const [cartBefore, orderBefore] = await Promise.all([cartDoc(cartId), adminDb.doc(`orders/${cartId}`).get()]);

    const res = await call<string>('DELETE', API_PATHS.cartById(cartId), { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: 'Your order has been placed',
      body: ordered.json.body?.transactionNumber,
    });
    expect(await cartDoc(cartId)).toEqual(cartBefore);
    const orderAfter = await adminDb.doc(`orders/${cartId}`).get();
    expect(orderAfter.data()).toEqual(orderBefore.data());
    expect(orderAfter.updateTime?.isEqual(orderBefore.updateTime!)).toBe(true);

    const omid = await createUser('omid');
    expect((await call('DELETE', API_PATHS.cartById(cartId), { token: omid.token })).status).toBe(403);
  });

  it('answers the transaction number of an order whose id is not its cart’s, as the seed writes them', async () => {
    const items = [line('serum', 'Rose Serum', 19.99, 1)];
    await adminDb.doc('carts/seed-cart').set({ userId: jane.uid, status: 'ordered', items });
    await adminDb.doc('orders/seed-order').set({
      userId: jane.uid,
      cartId: 'seed-cart',
      shops: items,
      transactionNumber: '1764300000000123456',
      totalPriceOrder: 19.99,
      createdAt: new Date(),
      status: 'delivered',
    });
    const res = await call<string>('DELETE', API_PATHS.cartById('seed-cart'), { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Your order has been placed', body: '1764300000000123456' });
    expect(await cartDoc('seed-cart')).toMatchObject({ status: 'ordered', items });
    // Someone else's order of that cart is still not the caller's.
    await adminDb.doc('orders/seed-order').update({ userId: 'someone-else' });
    expect((await call('DELETE', API_PATHS.cartById('seed-cart'), { token: jane.token })).status).toBe(409);
  });
});

describe('the cart a customer opens next (named by GET /misc/initialize before it exists)', () => {
  const nextCartId = async (user: TestUser = jane): Promise<string> => {
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: user.token });
    expect(res.json.body?.cart?.items).toEqual([]);
    return res.json.body?.cart?._id ?? '';
  };
  const put = (cartId: string, id: string, quantity: number, user: TestUser = jane) =>
    call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), { token: user.token, body: { id, quantity } });
  const cartLock = async () => (await adminDb.doc(`cartLocks/${jane.uid}`).get()).data();

  it('is created by a PUT with a product, with that line, and moves the next id on', async () => {
    const cartId = await nextCartId();
    const res = await put(cartId, 'serum', 2);
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      _id: cartId,
      userId: jane.uid,
      items: [line('serum', 'Rose Serum', 19.99, 2)],
      item: line('serum', 'Rose Serum', 19.99, 2),
    });
    expect(await cartDoc(cartId)).toMatchObject({ userId: jane.uid, status: 'open', items: res.json.body?.items });
    expect(await cartLock()).toEqual({ cartId });
    expect((await put(cartId, 'mask', 1)).json.body?.items).toHaveLength(2);
    expect(await openCartsOf(jane.uid)).toHaveLength(1);
  });

  it('is the cart the next POST /cart opens', async () => {
    const cartId = await nextCartId();
    const res = await call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });
    expect(res.json.body?._id).toBe(cartId);
    expect(await cartLock()).toEqual({ cartId });
  });

  it('writes nothing for quantity 0 on it, and answers the empty cart', async () => {
    const cartId = await nextCartId();
    const res = await put(cartId, 'serum', 0);
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ _id: cartId, userId: jane.uid, items: [], item: null });
    expect(await cartDoc(cartId)).toBeUndefined();
    expect(await cartLock()).toBeUndefined();
  });

  it('answers 404 for another customer’s next id, any other unknown id, and when an open cart exists', async () => {
    const omid = await createUser('omid');
    const omidsNext = await nextCartId(omid);
    const janesNext = await nextCartId();
    expect((await put(omidsNext, 'serum', 1)).status).toBe(404);
    expect((await put('not-a-next-id', 'serum', 1)).json).toEqual({ success: false, message: 'Cart not found' });
    await addOpenCart(jane.uid, [line('mask', 'Clay Mask', 30, 1)], 'jane-open');
    expect((await put(janesNext, 'serum', 1)).status).toBe(404);
    expect(await cartDoc(omidsNext)).toBeUndefined();
    expect(await cartDoc(janesNext)).toBeUndefined();
    expect(await openCartsOf(jane.uid)).toHaveLength(1);
  });

  it('opens one cart when a PUT on the next id and adds arrive together', async () => {
    const cartId = await nextCartId();
    const answers = await Promise.all([
      put(cartId, 'mask', 1),
      ...Array.from({ length: 3 }, () =>
        call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } }),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const carts = await openCartsOf(jane.uid);
    expect(carts.map((cart) => cart.id)).toEqual([cartId]);
    const items = carts[0]?.data().items as { _id: string; quantity: number }[];
    expect(items.map(({ _id, quantity }) => [_id, quantity]).sort()).toEqual([
      ['mask', 1],
      ['serum', 3],
    ]);
  });
});

describe('a burst of parallel adds from one customer (many tabs)', () => {
  it('lands all 20 parallel adds in one cart, none refused', async () => {
    await warmWorkers(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const carts = await openCartsOf(jane.uid);
    expect(carts).toHaveLength(1);
    expect(carts[0]?.data().items).toEqual([line('serum', 'Rose Serum', 19.99, 20)]);
  });
});
