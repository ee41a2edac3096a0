import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { logs } from '../logs';
import { isContention } from '../rules/contention';
import { RetryLater } from './errors';

/** A fixed window: how many requests a client made since windowStart (ms since the epoch). */
export interface RateWindow {
  count: number;
  windowStart: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The window to store (unchanged when the request is refused). */
  next: RateWindow;
  /** When the stored window may be forgotten (ms since the epoch). */
  expiresAt: number;
  retryAfterSeconds: number;
}

/** Counts one request against a window; pure, so every store shares the same rule. */
export const decide = (current: RateWindow | null, now: number, limit: number, windowMs: number): RateDecision => {
  const fresh = !current || now - current.windowStart >= windowMs || now < current.windowStart;
  if (fresh)
    return { allowed: true, next: { count: 1, windowStart: now }, expiresAt: now + windowMs, retryAfterSeconds: 0 };
  const expiresAt = current.windowStart + windowMs;
  if (current.count >= limit)
    return {
      allowed: false,
      next: current,
      expiresAt,
      retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
    };
  return {
    allowed: true,
    next: { count: current.count + 1, windowStart: current.windowStart },
    expiresAt,
    retryAfterSeconds: 0,
  };
};

/**
 * Takes one counted request back from the window it was counted in (allowed: there is a change to store);
 * a window that has started over since is left as it is.
 */
export const giveBack = (current: RateWindow | null, counted: RateWindow, windowMs: number): RateDecision => {
  const same = current !== null && current.windowStart === counted.windowStart && current.count > 0;
  const next = same ? { count: current.count - 1, windowStart: current.windowStart } : (current ?? counted);
  return { allowed: same, next, expiresAt: next.windowStart + windowMs, retryAfterSeconds: 0 };
};

/** Where windows live; hit() reads the window for key, applies decide and stores the result atomically. */
export interface RateLimitStore {
  hit(key: string, apply: (current: RateWindow | null) => RateDecision): Promise<RateDecision>;
}

export interface RateLimitOptions {
  /** Names the limit in stored keys, so limits on different routes count separately. */
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  now?: () => number;
}

/**
 * Who is asking: the signed-in user, or else the client's address. req.ip is the address the nearest
 * trusted proxy saw (Express's `trust proxy` hop count, see TRUSTED_PROXY_HOPS in app.ts), so entries a
 * client writes into X-Forwarded-For itself are never used.
 */
export const clientIdentity = (req: Request): string =>
  req.caller ? `user:${req.caller.uid}` : `address:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;

/** A document-id-safe key that does not store the raw address. */
export const rateLimitKey = (name: string, address: string): string =>
  `${name}_${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/**
 * Counts one request under `key`, throwing 429 with Retry-After beyond `limit` per `windowMs`; answers
 * the window it was counted in. If the store fails the request goes through uncounted (null: the
 * limiter protects the shop, it must not take it down), except when it failed because of contention on
 * the client's own window: that is a burst, and is refused.
 */
const countRequest = async (
  { name, limit, windowMs, store, now = Date.now }: RateLimitOptions,
  key: string,
): Promise<RateWindow | null> => {
  let decision: RateDecision;
  try {
    decision = await store.hit(key, (current) => decide(current, now(), limit, windowMs));
  } catch (err) {
    logs.rateLimiterFailed(name, err);
    if (!isContention(err)) return null;
    throw new RetryLater(429, TOO_MANY_REQUESTS, 1);
  }
  if (decision.allowed) return decision.next;
  logs.rateLimited(name, key);
  throw new RetryLater(429, TOO_MANY_REQUESTS, decision.retryAfterSeconds);
};

/** Refuses a client's requests beyond `limit` per `windowMs` with 429 and Retry-After (see countRequest). */
export const rateLimit = (options: RateLimitOptions): RequestHandler =>
  async function rateLimited(req, _res, next) {
    let refusal: unknown;
    try {
      await countRequest(options, rateLimitKey(options.name, clientIdentity(req)));
    } catch (err) {
      refusal = err;
    }
    next(refusal);
  };

/** A request counted against a failure limit; a success gives it back. */
export interface CountedAttempt {
  giveBack: () => Promise<void>;
}

/**
 * A limit on a client's failures (wrong passwords): each attempt is counted before it runs, so parallel
 * attempts cannot get past the limit, and an attempt that did not fail gives its count back. Beyond
 * `limit` failures per `windowMs` the client gets 429 with Retry-After, as from rateLimit.
 */
export const failureLimit =
  (options: RateLimitOptions) =>
  async (req: Request): Promise<CountedAttempt> => {
    const key = rateLimitKey(options.name, clientIdentity(req));
    const counted = await countRequest(options, key);
    return {
      giveBack: async () => {
        if (!counted) return;
        try {
          await options.store.hit(key, (current) => giveBack(current, counted, options.windowMs));
        } catch (err) {
          // The attempt stays counted: one failure too many for a while, never a failed sign-in.
          logs.rateLimiterFailed(options.name, err);
        }
      },
    };
  };
