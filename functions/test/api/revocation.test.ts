import { API_PATHS } from '@shop/contract';
import type { Cart, LoginBody } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from './support/admin';
import { call, fromAddress } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct, cartDoc } from './support/shop';
import { createUser, type TestUser } from './support/users';

const EXPIRED = { success: false, message: 'Your session has expired, please sign in again' };

let jane: TestUser;

beforeEach(async () => {
  await clearAll();
  await addProduct('serum', 'Rose Serum', 19.99);
  jane = await createUser('jane');
});

const addToCart = () => call<Cart>('POST', API_PATHS.cart, { token: jane.token, body: { productId: 'serum' } });

describe('a customer whose account was closed keeps an unexpired token', () => {
  it('cannot add to a cart once the account is disabled', async () => {
    const first = await addToCart();
    expect(first.status).toBe(200);
    await adminAuth.updateUser(jane.uid, { disabled: true });
    const res = await addToCart();
    expect(res.status).toBe(401);
    expect(res.json).toEqual(EXPIRED);
    expect((await cartDoc(first.json.body?._id ?? ''))?.items[0]?.quantity).toBe(1);
  });

  it('cannot place an order once the account is deleted', async () => {
    const cart = await addToCart();
    await adminAuth.deleteUser(jane.uid);
    const res = await call('POST', API_PATHS.order, { token: jane.token, body: { cartId: cart.json.body?._id } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual(EXPIRED);
    expect((await cartDoc(cart.json.body?._id ?? ''))?.status).toBe('open');
  });

  it('cannot change anything once signed out everywhere (tokens revoked)', async () => {
    const cart = await addToCart();
    // Revocation compares whole seconds: let the token's issue time fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(jane.uid);
    const cartId = cart.json.body?._id ?? '';
    const res = await call('PUT', API_PATHS.cartById(cartId), {
      token: jane.token,
      body: { id: 'serum', quantity: 5 },
    });
    expect(res.status).toBe(401);
    expect((await cartDoc(cartId))?.items[0]?.quantity).toBe(1);
  });
});

describe('a session cookie from POST /auth/login (what a SPEC client keeps)', () => {
  const logIn = async (): Promise<string> => {
    const res = await call<LoginBody>('POST', API_PATHS.login, {
      body: { username: 'jane', password: 'Secret123' },
      headers: fromAddress('192.0.2.90'),
    });
    expect(res.status).toBe(200);
    return res.json.body?.token ?? '';
  };
  const addWith = (token: string) => call<Cart>('POST', API_PATHS.cart, { token, body: { productId: 'serum' } });
  const openCarts = async () => (await adminDb.collection('carts').where('userId', '==', jane.uid).get()).docs;

  it('stops changing anything once the account is signed out everywhere, as an ID token does', async () => {
    const cookie = await logIn();
    const cart = await addWith(cookie);
    expect(cart.status).toBe(200);
    // Revocation compares whole seconds: let the cookie's sign-in time fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(jane.uid);
    const cartId = cart.json.body?._id ?? '';
    const res = await call('PUT', API_PATHS.cartById(cartId), { token: cookie, body: { id: 'serum', quantity: 5 } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual(EXPIRED);
    expect((await addWith(cookie)).status).toBe(401);
    expect((await cartDoc(cartId))?.items[0]?.quantity).toBe(1);
    // Signing in again gives a cookie that works.
    expect((await addWith(await logIn())).status).toBe(200);
  });

  it('stops changing anything once the account is disabled', async () => {
    const cookie = await logIn();
    await adminAuth.updateUser(jane.uid, { disabled: true });
    expect((await addWith(cookie)).json).toEqual(EXPIRED);
    expect(await openCarts()).toEqual([]);
  });
});
