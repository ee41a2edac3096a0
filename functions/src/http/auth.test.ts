import type { NextFunction, Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const verifyIdToken = vi.fn();
const verifySessionCookie = vi.fn();
const getUser = vi.fn();
vi.mock('../firebase', () => ({ auth: { verifyIdToken, verifySessionCookie, getUser } }));
vi.mock('../logs', () => ({ logs: { tokenRejected: vi.fn(), accountLookupFailed: vi.fn() } }));

// The unit files share one module graph: load this module anew, under this file's mocks.
vi.resetModules();
const { forgetAccountState, identify, isSessionCookie } = await import('./auth');

const SIGNED_IN_AT = 1_700_000_000;
const claims = (role?: string) => ({
  uid: 'u1',
  role,
  auth_time: SIGNED_IN_AT,
  firebase: { sign_in_provider: 'password' },
});
/** The account as Auth's getUser answers it; revoked one second after the token's sign-in when asked. */
const account = ({ revoked = false, disabled = false } = {}) => ({
  disabled,
  tokensValidAfterTime: new Date((SIGNED_IN_AT + (revoked ? 1 : -100)) * 1000).toUTCString(),
});

/** An unsigned token with these claims (what the Auth emulator makes; only the issuer is read here). */
const tokenWith = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.';
const COOKIE = tokenWith({ iss: 'https://session.firebase.google.com/demo-shop', sub: 'u1' });

const run = async (method: string, token = 't0ken') => {
  const req = { method, get: (name: string) => (name === 'authorization' ? `Bearer ${token}` : undefined) } as Request;
  const next = vi.fn() as NextFunction & ReturnType<typeof vi.fn>;
  await identify(req, {} as Response, next);
  return { req, error: next.mock.calls[0]?.[0] as unknown };
};

beforeEach(() => {
  verifyIdToken.mockReset();
  verifySessionCookie.mockReset();
  getUser.mockReset();
  getUser.mockResolvedValue(account());
  forgetAccountState('u1');
});

describe('identify: which calls check the account against revocation', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('checks a customer’s token on %s (one verification)', async (method) => {
    verifyIdToken.mockResolvedValue(claims('user'));
    const { req } = await run(method);
    expect(verifyIdToken.mock.calls).toEqual([['t0ken', true]]);
    expect(req.caller?.uid).toBe('u1');
  });

  it('verifies a customer’s GET locally and checks the account from one lookup for the next reads', async () => {
    verifyIdToken.mockResolvedValue(claims('user'));
    const { req } = await run('GET');
    await run('GET');
    expect(verifyIdToken.mock.calls).toEqual([
      ['t0ken', false],
      ['t0ken', false],
    ]);
    expect(getUser.mock.calls).toEqual([['u1']]);
    expect(req.caller?.uid).toBe('u1');
  });

  it.each([
    ['revoked after the sign-in', account({ revoked: true })],
    ['disabled', account({ disabled: true })],
  ])('refuses a customer’s GET with 401 when the account was %s', async (_, state) => {
    verifyIdToken.mockResolvedValue(claims('user'));
    getUser.mockResolvedValue(state);
    const { req, error } = await run('GET');
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired, please sign in again' });
    expect(req.caller).toBeUndefined();
  });

  it('refuses a customer’s GET with 401 once the account is deleted', async () => {
    verifyIdToken.mockResolvedValue(claims('user'));
    getUser.mockRejectedValue(Object.assign(new Error('gone'), { code: 'auth/user-not-found' }));
    const { error } = await run('GET');
    expect(error).toMatchObject({ status: 401 });
  });

  it('asks Auth again once this instance forgets the account (it revoked it)', async () => {
    verifyIdToken.mockResolvedValue(claims('user'));
    expect((await run('GET')).error).toBeUndefined();
    getUser.mockResolvedValue(account({ revoked: true }));
    forgetAccountState('u1');
    expect((await run('GET')).error).toMatchObject({ status: 401 });
  });

  it('answers 503 (try again), not 401, when Auth cannot be asked', async () => {
    verifyIdToken.mockResolvedValue(claims('user'));
    getUser.mockRejectedValue(new Error('socket hang up'));
    const { error } = await run('GET');
    expect(error).toMatchObject({ status: 503 });
  });

  it('still checks an admin’s token on a GET', async () => {
    verifyIdToken.mockResolvedValue(claims('admin'));
    await run('GET');
    expect(verifyIdToken.mock.calls).toEqual([
      ['t0ken', false],
      ['t0ken', true],
    ]);
    expect(getUser).not.toHaveBeenCalled();
  });

  it('refuses a revoked or disabled account with 401', async () => {
    verifyIdToken.mockRejectedValue(Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }));
    const { error } = await run('POST');
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired, please sign in again' });
  });
});

describe('identify: a session cookie (POST /auth/login’s token) as Bearer', () => {
  it('tells a session cookie from an ID token by its issuer', () => {
    expect(isSessionCookie(COOKIE)).toBe(true);
    expect(isSessionCookie(tokenWith({ iss: 'https://securetoken.google.com/demo-shop' }))).toBe(false);
    expect(isSessionCookie('t0ken')).toBe(false);
    expect(isSessionCookie('a.%%%.b')).toBe(false);
  });

  it('verifies it as a session cookie, with the same account check on changes and for admins', async () => {
    verifySessionCookie.mockResolvedValue(claims('user'));
    const { req } = await run('POST', COOKIE);
    await run('GET', COOKIE);
    expect(verifySessionCookie.mock.calls).toEqual([
      [COOKIE, true],
      [COOKIE, false],
    ]);
    expect(verifyIdToken).not.toHaveBeenCalled();
    expect(req.caller?.uid).toBe('u1');
    verifySessionCookie.mockReset();
    verifySessionCookie.mockResolvedValue(claims('admin'));
    await run('GET', COOKIE);
    expect(verifySessionCookie.mock.calls).toEqual([
      [COOKIE, false],
      [COOKIE, true],
    ]);
  });

  it('refuses a revoked session cookie with 401', async () => {
    verifySessionCookie.mockRejectedValue(Object.assign(new Error('revoked'), { code: 'auth/session-cookie-revoked' }));
    const { error } = await run('PUT', COOKIE);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired, please sign in again' });
  });
});
