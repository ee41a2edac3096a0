import type { Transaction } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../firebase';
import { RetryLater } from '../http/errors';
import { backoffMs, isContention, isLostRace, isTransactionClosed } from '../rules/contention';

export const BUSY = 'Your cart is busy with other changes, please try again';

/** How often a contended transaction runs before the client is asked to retry (the SDK backs off between). */
const CONTENDED_ATTEMPTS = 8;
/** How often a transaction Firestore closed under a read is run anew (the client library does not). */
const CLOSED_RERUNS = 3;
/** How long optimistic writes keep retrying a lost race; well under the function's and Hosting's timeouts. */
const RACE_BUDGET_MS = 20_000;

/**
 * A transaction on documents that bursts of requests change together (one customer's cart). Contention
 * is retried with the SDK's backoff; if it still fails the answer is 503 with Retry-After, which
 * clients repeat on their own, and never a 500.
 */
export const runContendedTransaction = async <T>(
  update: (tx: Transaction) => Promise<T>,
  busy: string = BUSY,
): Promise<T> => {
  for (let run = 0; ; run += 1) {
    try {
      return await db.runTransaction(update, { maxAttempts: CONTENDED_ATTEMPTS });
    } catch (err) {
      if (isTransactionClosed(err) && run < CLOSED_RERUNS) continue;
      if (isContention(err)) throw new RetryLater(503, busy, 1);
      throw err;
    }
  }
};

/** What a retried write may retry, for how long, what 503 says past that, and its backoff's range. */
export interface RetryPolicy {
  retries: (err: unknown) => boolean;
  budgetMs: number;
  busy: string;
  baseMs?: number;
  capMs?: number;
}

/**
 * Runs `attempt` again, with jittered backoff, while it fails in a way the policy retries; past the
 * budget the answer is 503 with Retry-After, and nothing was written.
 */
export const retryWithin = async <T>(
  attempt: () => Promise<T>,
  { retries, budgetMs, busy, baseMs, capMs }: RetryPolicy,
): Promise<T> => {
  const deadline = Date.now() + budgetMs;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (!retries(err)) throw err;
      if (Date.now() >= deadline) throw new RetryLater(503, busy, 1);
      await sleep(backoffMs(tries, Math.random, baseMs, capMs));
    }
  }
};

/**
 * Runs an optimistic read-then-conditional-write until it wins its race: no locks are held, so a burst
 * of writers on one document costs one quick failed write per lost race (with jittered backoff)
 * instead of lock waits. Past the budget the answer is 503 with Retry-After, and nothing was written.
 */
export const retryLostRaces = <T>(attempt: () => Promise<T>, budgetMs = RACE_BUDGET_MS): Promise<T> =>
  retryWithin(attempt, { retries: isLostRace, budgetMs, busy: BUSY });
