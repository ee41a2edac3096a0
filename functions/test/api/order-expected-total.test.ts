import { API_PATHS } from '@shop/contract';
import type { Order } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

let jane: TestUser;
let cartId: string;

const orderCount = async () => (await adminDb.collection('orders').get()).size;

beforeEach(async () => {
  await clearAll();
  await addProduct('serum', 'Rose Serum', 19.99);
  jane = await createUser('jane');
  cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 2)]);
});

describe('POST /order with the total the customer was shown', () => {
  it('places the order when the shown total is what the cart costs now', async () => {
    const res = await call<Order>('POST', API_PATHS.order, {
      token: jane.token,
      body: { cartId, expectedTotal: 39.98 },
    });
    expect(res.status).toBe(201);
    expect(res.json.body?.totalPriceOrder).toBe(39.98);
  });

  it('refuses with 409 and the new total when a price moved after the page was shown, ordering nothing', async () => {
    await adminDb.doc('products/serum').update({ price: 25 });
    const res = await call('POST', API_PATHS.order, { token: jane.token, body: { cartId, expectedTotal: 39.98 } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      message:
        'The prices in your cart have changed: the total is now $50.00. Please check your cart and press buy now again.',
    });
    expect(await orderCount()).toBe(0);
    expect((await cartDoc(cartId))?.status).toBe('open');
  });

  it('orders at the new prices once the customer confirms the new total', async () => {
    await adminDb.doc('products/serum').update({ price: 25 });
    const res = await call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId, expectedTotal: 50 } });
    expect(res.status).toBe(201);
    expect(res.json.body?.shops).toEqual([line('serum', 'Rose Serum', 25, 2)]);
  });

  it('answers a repeat after the order was placed with the same order, whatever total it carries', async () => {
    const first = await call<Order>('POST', API_PATHS.order, {
      token: jane.token,
      body: { cartId, expectedTotal: 39.98 },
    });
    await adminDb.doc('products/serum').update({ price: 25 });
    const again = await call<Order>('POST', API_PATHS.order, {
      token: jane.token,
      body: { cartId, expectedTotal: 39.98 },
    });
    expect(again.status).toBe(200);
    expect(again.json.body).toEqual(first.json.body);
    expect(await orderCount()).toBe(1);
  });

  it('refuses a total that is not a number with 422', async () => {
    const res = await call('POST', API_PATHS.order, { token: jane.token, body: { cartId, expectedTotal: 'cheap' } });
    expect(res.status).toBe(422);
    expect(await orderCount()).toBe(0);
  });
});
