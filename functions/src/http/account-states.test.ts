import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_STATE_TTL_MS,
  createAccountStateCache,
  DELETED_ACCOUNT,
  isSessionCurrent,
  type AccountState,
} from './account-states';

const SIGN_IN = 1_700_000_000; // seconds, as auth_time
const active = (validAfterMs: number | null = null): AccountState => ({
  validAfterMs,
  disabled: false,
  deleted: false,
});

describe('isSessionCurrent', () => {
  it('accepts a token of an account never revoked', () => {
    expect(isSessionCurrent(SIGN_IN, active())).toBe(true);
  });

  it('refuses a sign-in from before the revocation, and keeps one from its very second or later', () => {
    expect(isSessionCurrent(SIGN_IN - 1, active(SIGN_IN * 1000))).toBe(false);
    expect(isSessionCurrent(SIGN_IN, active(SIGN_IN * 1000))).toBe(true);
    expect(isSessionCurrent(SIGN_IN + 60, active(SIGN_IN * 1000))).toBe(true);
  });

  it('refuses a disabled or deleted account whatever the sign-in time', () => {
    expect(isSessionCurrent(SIGN_IN, { ...active(), disabled: true })).toBe(false);
    expect(isSessionCurrent(SIGN_IN, DELETED_ACCOUNT)).toBe(false);
  });
});

describe('createAccountStateCache', () => {
  const setUp = (options: { maxEntries?: number } = {}) => {
    let clock = 0;
    const load = vi.fn((uid: string) => Promise.resolve(active(uid === 'revoked' ? 5 : null)));
    const cache = createAccountStateCache({ load, now: () => clock, ...options });
    return { cache, load, advance: (ms: number) => (clock += ms) };
  };

  it('looks an account up once while the answer is fresh, and again once it is a minute old', async () => {
    const { cache, load, advance } = setUp();
    expect(await cache.get('u1')).toEqual(active());
    advance(ACCOUNT_STATE_TTL_MS - 1);
    await cache.get('u1');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get('u1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one lookup between calls that miss together, and keeps accounts apart', async () => {
    const { cache, load } = setUp();
    const [a, b, c] = await Promise.all([cache.get('u1'), cache.get('u1'), cache.get('revoked')]);
    expect(a).toBe(b);
    expect(c.validAfterMs).toBe(5);
    expect(load.mock.calls).toEqual([['u1'], ['revoked']]);
  });

  it('looks the account up again at once after forget (this instance revoked it)', async () => {
    const { cache, load } = setUp();
    await cache.get('u1');
    cache.forget('u1');
    await cache.get('u1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed lookup', async () => {
    const { cache, load } = setUp();
    load.mockRejectedValueOnce(new Error('auth down'));
    await expect(cache.get('u1')).rejects.toThrow('auth down');
    expect(await cache.get('u1')).toEqual(active());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest account when full', async () => {
    const { cache, load } = setUp({ maxEntries: 2 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    await cache.get('b');
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
