import { API_PATHS } from '@shop/contract';
import type { PricedCart } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

let jane: TestUser;
let omid: TestUser;
let cartId: string;

beforeEach(async () => {
  await clearAll();
  await Promise.all([addProduct('serum', 'Rose Serum', 19.99), addProduct('mask', 'Clay Mask', 30)]);
  [jane, omid] = await Promise.all([createUser('jane'), createUser('omid')]);
  cartId = await addOpenCart(jane.uid, [line('serum', 'Rose Serum', 19.99, 2), line('mask', 'Clay Mask', 30, 1)]);
  await addOpenCart(omid.uid, [line('mask', 'Clay Mask', 30, 4)]);
});

describe('GET /cart', () => {
  it('answers the caller’s open cart priced now, with the total computed by the server', async () => {
    const res = await call<PricedCart>('GET', API_PATHS.cart, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.json.body).toEqual({
      _id: cartId,
      items: [
        { ...line('serum', 'Rose Serum', 19.99, 2), available: true },
        { ...line('mask', 'Clay Mask', 30, 1), available: true },
      ],
      totalPrice: 69.98,
    });
  });

  it('shows the current price and the price the line was added at when the product’s price changed', async () => {
    await adminDb.doc('products/serum').update({ price: 25 });
    const res = await call<PricedCart>('GET', API_PATHS.cart, { token: jane.token });
    expect(res.json.body?.items[0]).toEqual({
      ...line('serum', 'Rose Serum', 25, 2),
      addedPrice: 19.99,
      available: true,
    });
    expect(res.json.body?.totalPrice).toBe(80);
  });

  it('marks a product removed from the shop as unavailable and leaves it out of the total', async () => {
    await adminDb.doc('products/mask').delete();
    const res = await call<PricedCart>('GET', API_PATHS.cart, { token: jane.token });
    expect(res.json.body?.items[1]).toEqual({ ...line('mask', 'Clay Mask', 30, 1), available: false });
    expect(res.json.body?.totalPrice).toBe(39.98);
  });

  it('answers an empty cart without an id for a customer who has no open cart', async () => {
    const ada = await createUser('ada');
    const res = await call<PricedCart>('GET', API_PATHS.cart, { token: ada.token });
    expect(res.json.body).toEqual({ _id: null, items: [], totalPrice: 0 });
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('GET', API_PATHS.cart)).status).toBe(401);
  });
});
