import type { NextFunction, Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const verifyIdToken = vi.fn();
const verifySessionCookie = vi.fn();
vi.mock('../firebase', () => ({ auth: { verifyIdToken, verifySessionCookie } }));
vi.mock('../logs', () => ({ logs: { tokenRejected: vi.fn() } }));

const { identify, isSessionCookie } = await import('./auth');

const claims = (role?: string) => ({ uid: 'u1', role, firebase: { sign_in_provider: 'password' } });

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
});

describe('identify: which calls check the account against revocation', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('checks a customer’s token on %s (one verification)', async (method) => {
    verifyIdToken.mockResolvedValue(claims('user'));
    const { req } = await run(method);
    expect(verifyIdToken.mock.calls).toEqual([['t0ken', true]]);
    expect(req.caller?.uid).toBe('u1');
  });

  it('reads without the lookup for a customer’s GET', async () => {
    verifyIdToken.mockResolvedValue(claims('user'));
    await run('GET');
    expect(verifyIdToken.mock.calls).toEqual([['t0ken', false]]);
  });

  it('still checks an admin’s token on a GET', async () => {
    verifyIdToken.mockResolvedValue(claims('admin'));
    await run('GET');
    expect(verifyIdToken.mock.calls).toEqual([
      ['t0ken', false],
      ['t0ken', true],
    ]);
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
