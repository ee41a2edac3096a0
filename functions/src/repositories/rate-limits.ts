import { COLLECTIONS } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { RateLimitStore } from '../http/rate-limit';
import { num } from './convert';

/**
 * rateLimits/{key} = { count, windowStart, expiresAt }, updated in a transaction so every instance of
 * the function counts together. expiresAt suits a Firestore TTL policy that clears old windows.
 */
export const firestoreRateLimitStore: RateLimitStore = {
  hit: (key, apply) =>
    db.runTransaction(
      async (tx) => {
        const ref = db.collection(COLLECTIONS.rateLimits).doc(key);
        const data = (await tx.get(ref)).data();
        const decision = apply(data ? { count: num(data, 'count'), windowStart: num(data, 'windowStart') } : null);
        if (decision.allowed) tx.set(ref, { ...decision.next, expiresAt: Timestamp.fromMillis(decision.expiresAt) });
        return decision;
      },
      { maxAttempts: 20 },
    ),
};
