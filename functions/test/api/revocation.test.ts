import { API_PATHS } from '@shop/contract';
import type { Cart, LoginBody } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from './support/admin';
import { call, fromAddress } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct, cartDoc } from './support/shop';
import { createUser, signIn, type TestUser } from './support/users';

const EXPIRED = { success: false, message: 'Your session has expired, please sign in again' };

let jane: TestUser;

beforeEach(async () => {
  await clearAll();
  await addProduct('serum', 'Rose Serum', 19.99);
  jane = await createUser('jane');
});

/**
 * When a token says its session signed in (seconds), read without verifying it: its auth_time, or its
 * issue time if that is later (a token made after the sign-in), so a wait past it is past both.
 */
const signedInAt = (token: string): number => {
  const { auth_time: authTime, iat } = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { auth_time?: unknown; iat?: unknown };
  const times = [authTime, iat].filter((time): time is number => typeof time === 'number');
  if (!times.length) throw new Error('A token without auth_time or iat');
  return Math.max(...times);
};

/** A timer may fire a millisecond early: a revocation must land in a later second, not on its edge. */
const TIMER_SLACK_MS = 50;

/**
 * Resolves once the clock is past the second the latest of these tokens signed in. Revocation compares
 * whole seconds and keeps a sign-in from the revocation's own second, so a token is revoked only by a
 * revocation in a later second.
 */
const pastSignInSecondOf = (...tokens: string[]) => {
  const after = (Math.max(...tokens.map(signedInAt)) + 1) * 1000 + TIMER_SLACK_MS;
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, after - Date.now())));
};

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
    await pastSignInSecondOf(jane.token);
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
    await pastSignInSecondOf(cookie);
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

describe('reads end with the session: signing out everywhere, a new password, a new role, a deleted account', () => {
  const logIn = async (username = 'jane', password = 'Secret123'): Promise<string> => {
    const res = await call<LoginBody>('POST', API_PATHS.login, {
      body: { username, password },
      headers: fromAddress('192.0.2.91'),
    });
    expect(res.status).toBe(200);
    return res.json.body?.token ?? '';
  };
  const reads = () => [API_PATHS.initialize, API_PATHS.ordersOfUser(jane.uid)];
  const readsWith = async (token: string) => {
    const answers = [];
    for (const path of reads()) answers.push(await call('GET', path, { token }));
    return answers;
  };

  /**
   * Jane on two more devices: our web app's Firebase ID token and a SPEC client's login cookie. Each is
   * shown to work with a change (checked against Auth at once), not a read, so no instance has read her
   * account before the revocation the test makes.
   */
  const otherDevices = async () => {
    const devices = { idToken: await signIn('jane', 'Secret123'), cookie: await logIn() };
    for (const token of Object.values(devices)) {
      expect((await call('POST', API_PATHS.cart, { token, body: { productId: 'serum' } })).status).toBe(200);
    }
    await pastSignInSecondOf(jane.token, ...Object.values(devices));
    return devices;
  };

  const expectEnded = async (tokens: Record<string, string>) => {
    for (const [device, token] of Object.entries(tokens)) {
      const answers = await readsWith(token);
      expect(
        answers.map(({ status, json }) => ({ device, status, json })),
        device,
      ).toEqual(reads().map(() => ({ device, status: 401, json: EXPIRED })));
    }
  };
  const expectWorking = async (token: string) => {
    const answers = await readsWith(token);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect((answers[0]?.json.body as { user: { _id: string } | null } | undefined)?.user?._id).toBe(jane.uid);
  };

  it('"Sign out of all devices" ends every session, the calling one too; a later sign-in works', async () => {
    const devices = await otherDevices();
    const res = await call('POST', API_PATHS.signOutEverywhere, { token: jane.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'You have been signed out of all devices', body: null });
    await expectEnded({ ...devices, caller: jane.token });
    await expectWorking(await signIn('jane', 'Secret123'));
    await expectWorking(await logIn());
  });

  it('"Sign out of all devices" needs a session: 401 without one, or with an ended one', async () => {
    const visitor = await call('POST', API_PATHS.signOutEverywhere);
    expect(visitor.status).toBe(401);
    expect(visitor.json).toMatchObject({ success: false, message: 'You must sign in first' });
    await pastSignInSecondOf(jane.token);
    await adminAuth.revokeRefreshTokens(jane.uid);
    const ended = await call('POST', API_PATHS.signOutEverywhere, { token: jane.token });
    expect(ended.status).toBe(401);
    expect(ended.json).toEqual(EXPIRED);
  });

  it('a new password ends the other sessions; the device that changed it signs in again and goes on', async () => {
    const devices = await otherDevices();
    const res = await call('PUT', API_PATHS.user(jane.uid), {
      token: jane.token,
      body: { firstname: 'Jane', lastname: 'Doe', password: 'Fresh456' },
    });
    expect(res.status).toBe(200);
    await expectEnded(devices);
    // What the web app does after saving a new password (signInAgain on the profile page).
    await expectWorking(await signIn('jane', 'Fresh456'));
  });

  it('a role change by the Main Admin ends every session of the account', async () => {
    const boss = await createUser('boss', 'Main Admin');
    const devices = await otherDevices();
    const res = await call('PUT', API_PATHS.user(jane.uid), {
      token: boss.token,
      body: { firstname: 'Jane', lastname: 'Doe', role: 'admin' },
    });
    expect(res.status).toBe(200);
    await expectEnded({ ...devices, web: jane.token });
  });

  it('a deleted account’s sessions end', async () => {
    const boss = await createUser('boss', 'Main Admin');
    const devices = await otherDevices();
    expect((await call('DELETE', API_PATHS.user(jane.uid), { token: boss.token })).status).toBe(200);
    await expectEnded({ ...devices, web: jane.token });
  });
});
