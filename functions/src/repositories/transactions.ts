import type { Transaction } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../firebase';
import { RetryLater } from '../http/errors';
import { backoffMs, isLostRace } from './contention';

export const BUSY = 'Your cart is busy with other changes, please try again';

/** How long lost races are retried; well under the function's and Hosting's timeouts. */
const RACE_BUDGET_MS = 20_000;

/**
 * Runs an optimistic read-then-conditional-write until it wins its race: no locks are held, so a burst
 * of writers on one document costs one quick failed write per lost race (with jittered backoff)
 * instead of lock waits. Past the budget the answer is 503 with Retry-After, and nothing was written.
 */
export const retryLostRaces = async <T>(attempt: () => Promise<T>, budgetMs = RACE_BUDGET_MS): Promise<T> => {
  const deadline = Date.now() + budgetMs;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (!isLostRace(err)) throw err;
      if (Date.now() >= deadline) throw new RetryLater(503, BUSY, 1);
      await sleep(backoffMs(tries));
    }
  }
};

/**
 * A transaction on documents that bursts of requests change together (one customer's cart, an order
 * bought from several tabs). Each run is a single attempt; contention is retried by retryLostRaces, with
 * its short jittered backoff and its time budget (the SDK's own retries back off from a second and
 * could outlast the request), then answers 503 with Retry-After, never a 500.
 */
export const runContendedTransaction = <T>(update: (tx: Transaction) => Promise<T>): Promise<T> =>
  retryLostRaces(() => db.runTransaction(update, { maxAttempts: 1 }));
