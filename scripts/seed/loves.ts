// The demo customers' loves, as the api function stores them (loves/{uid}~{productId}, built by its own
// toLoveDocument), dated back from the seed's day so the newest is first.
import { COLLECTIONS, loveId } from '@shop/contract';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toLoveDocument } from '../../functions/src/repositories/love-document';
import type { BatchWriter } from './batch';
import { SEED_LOVES } from './data/loves';

const HOUR_MS = 60 * 60 * 1000;

/** Queues each demo customer's loves (fixed ids, so a re-run overwrites them). */
export const queueLoves = (
  db: Firestore,
  writer: BatchWriter,
  uidOf: (username: string) => string,
  now: Date,
): void => {
  for (const { username, loves } of SEED_LOVES) {
    const userId = uidOf(username);
    loves.forEach(({ productId, hoursAgo }) => {
      const lovedAt = Timestamp.fromMillis(now.getTime() - hoursAgo * HOUR_MS);
      writer.set(
        db.doc(`${COLLECTIONS.loves}/${loveId(userId, productId)}`),
        toLoveDocument(userId, productId, lovedAt),
      );
    });
  }
};
