import type { NextFunction, Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const verifyIdToken = vi.fn();
vi.mock('../firebase', () => ({ auth: { verifyIdToken } }));
vi.mock('../logs', () => ({ logs: { tokenRejected: vi.fn() } }));

const { identify } = await import('./auth');

const claims = (role?: string) => ({ uid: 'u1', role, firebase: { sign_in_provider: 'password' } });

const run = async (method: string) => {
  const req = { method, get: (name: string) => (name === 'authorization' ? 'Bearer t0ken' : undefined) } as Request;
  const next = vi.fn() as NextFunction & ReturnType<typeof vi.fn>;
  await identify(req, {} as Response, next);
  return { req, error: next.mock.calls[0]?.[0] as unknown };
};

beforeEach(() => {
  verifyIdToken.mockReset();
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
