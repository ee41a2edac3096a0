import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { RetryLater } from '../http/errors';
import { isContention } from './contention';

export const BUSY = 'Your cart is busy with other changes, please try again';

/** How often a contended transaction runs before the client is asked to retry (the SDK backs off between). */
const CONTENDED_ATTEMPTS = 8;

/**
 * A transaction on documents that bursts of requests change together (one customer's cart). Contention
 * is retried with the SDK's backoff; if it still fails the answer is 503 with Retry-After, which
 * clients repeat on their own, and never a 500.
 */
export const runContendedTransaction = async <T>(update: (tx: Transaction) => Promise<T>): Promise<T> => {
  try {
    return await db.runTransaction(update, { maxAttempts: CONTENDED_ATTEMPTS });
  } catch (err) {
    if (isContention(err)) throw new RetryLater(503, BUSY, 1);
    throw err;
  }
};
