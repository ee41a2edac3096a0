import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { RetryLater } from './errors';
import {
  decide,
  failureLimit,
  giveBack,
  rateLimit,
  rateLimitKey,
  type RateLimitStore,
  type RateWindow,
} from './rate-limit';

vi.mock('../logs', () => ({ logs: { rateLimited: vi.fn(), rateLimiterFailed: vi.fn() } }));

const MINUTE = 60_000;

describe('decide', () => {
  it('opens a window on the first request', () => {
    expect(decide(null, 1000, 5, MINUTE)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 1000 },
      expiresAt: 1000 + MINUTE,
      retryAfterSeconds: 0,
    });
  });

  it('counts requests inside the window up to the limit, then refuses with the time left', () => {
    const at = (count: number) => decide({ count, windowStart: 0 }, 30_000, 5, MINUTE);
    expect(at(4)).toMatchObject({ allowed: true, next: { count: 5, windowStart: 0 } });
    expect(at(5)).toMatchObject({ allowed: false, next: { count: 5, windowStart: 0 }, retryAfterSeconds: 30 });
  });

  it('starts over once the window has passed', () => {
    expect(decide({ count: 5, windowStart: 0 }, MINUTE, 5, MINUTE)).toMatchObject({
      allowed: true,
      next: { count: 1, windowStart: MINUTE },
    });
  });
});

describe('giveBack', () => {
  it('takes one request back from the window it was counted in', () => {
    expect(giveBack({ count: 3, windowStart: 0 }, { count: 2, windowStart: 0 }, MINUTE)).toEqual({
      allowed: true,
      next: { count: 2, windowStart: 0 },
      expiresAt: MINUTE,
      retryAfterSeconds: 0,
    });
  });

  it('leaves a window that has started over since, or one already gone, as it is', () => {
    expect(giveBack({ count: 1, windowStart: MINUTE }, { count: 4, windowStart: 0 }, MINUTE)).toMatchObject({
      allowed: false,
      next: { count: 1, windowStart: MINUTE },
    });
    expect(giveBack(null, { count: 4, windowStart: 0 }, MINUTE)).toMatchObject({ allowed: false });
  });
});

describe('rateLimitKey', () => {
  it('is a document id that does not hold the raw address', () => {
    const key = rateLimitKey('message', '2001:db8::1');
    expect(key).toMatch(/^message_[0-9a-f]{40}$/);
    expect(key).not.toBe(rateLimitKey('message', '2001:db8::2'));
  });
});

const memoryStore = (): RateLimitStore => {
  const windows = new Map<string, RateWindow>();
  return {
    hit: async (key, apply) => {
      const decision = apply(windows.get(key) ?? null);
      if (decision.allowed) windows.set(key, decision.next);
      return decision;
    },
  };
};

const run = async (handler: ReturnType<typeof rateLimit>, ip: string, uid?: string) => {
  const next = vi.fn() as NextFunction & ReturnType<typeof vi.fn>;
  const caller = uid ? { uid, role: 'user', signInProvider: 'password' } : undefined;
  await handler({ ip, socket: {}, caller } as Request, {} as Response, next);
  return { error: next.mock.calls[0]?.[0] as unknown };
};

describe('rateLimit middleware', () => {
  it('lets each client through up to the limit and answers 429 with Retry-After after it', async () => {
    const handler = rateLimit({ name: 't', limit: 2, windowMs: MINUTE, store: memoryStore(), now: () => 0 });
    expect((await run(handler, '1.1.1.1')).error).toBeUndefined();
    expect((await run(handler, '1.1.1.1')).error).toBeUndefined();
    const refused = await run(handler, '1.1.1.1');
    expect(refused.error).toBeInstanceOf(RetryLater);
    expect(refused.error).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect((await run(handler, '2.2.2.2')).error).toBeUndefined();
  });

  it('counts a signed-in user as one client whatever address each request comes from', async () => {
    const handler = rateLimit({ name: 't', limit: 2, windowMs: MINUTE, store: memoryStore(), now: () => 0 });
    expect((await run(handler, '1.1.1.1', 'jane')).error).toBeUndefined();
    expect((await run(handler, '2.2.2.2', 'jane')).error).toBeUndefined();
    expect((await run(handler, '3.3.3.3', 'jane')).error).toMatchObject({ status: 429 });
    expect((await run(handler, '3.3.3.3')).error).toBeUndefined();
  });

  it('lets requests through when the store fails', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('down')) };
    const handler = rateLimit({ name: 't', limit: 1, windowMs: MINUTE, store: broken });
    expect((await run(handler, '1.1.1.1')).error).toBeUndefined();
  });

  it('refuses a request whose window was too contended to update (a burst from one client)', async () => {
    const contended: RateLimitStore = {
      hit: () =>
        Promise.reject(Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), { code: 10 })),
    };
    const handler = rateLimit({ name: 't', limit: 5, windowMs: MINUTE, store: contended });
    const refused = await run(handler, '1.1.1.1');
    expect(refused.error).toMatchObject({ status: 429, retryAfterSeconds: 1 });
  });
});

describe('failureLimit', () => {
  const request = (ip: string) => ({ ip, socket: {} }) as Request;

  it('refuses a client with 429 once its failures reach the limit; attempts that gave their count back do not add up', async () => {
    const count = failureLimit({ name: 't', limit: 2, windowMs: MINUTE, store: memoryStore(), now: () => 0 });
    for (let i = 0; i < 5; i++) await (await count(request('1.1.1.1'))).giveBack();
    await count(request('1.1.1.1'));
    await count(request('1.1.1.1'));
    await expect(count(request('1.1.1.1'))).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    await expect(count(request('2.2.2.2'))).resolves.toBeDefined();
  });

  it('counts attempts as they start, so parallel attempts cannot get past the limit', async () => {
    const count = failureLimit({ name: 't', limit: 3, windowMs: MINUTE, store: memoryStore(), now: () => 0 });
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => count(request('1.1.1.1'))));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
  });

  it('lets attempts through uncounted when the store fails, and giving back then does nothing', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('down')) };
    const count = failureLimit({ name: 't', limit: 1, windowMs: MINUTE, store: broken });
    const attempt = await count(request('1.1.1.1'));
    await expect(attempt.giveBack()).resolves.toBeUndefined();
  });
});
