// The demo inbox: a handful of contact messages, shaped as the api function stores them (the inbox
// counts the unread ones itself, with a count aggregation).
import { COLLECTIONS } from '@shop/contract';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toMessageDocument } from '../../functions/src/repositories/message-document';
import type { createBatchWriter } from './batch';
import { SEED_MESSAGES } from './data/messages';

const HOUR_MS = 60 * 60 * 1000;
const hoursAfter = (from: Date, hours: number): Date => new Date(from.getTime() + hours * HOUR_MS);

/** Queues the demo messages (fixed ids, so a re-run overwrites them), dated back from `now`. */
export const queueMessages = (
  db: Firestore,
  writer: ReturnType<typeof createBatchWriter>,
  uidOf: (username: string) => string,
  now: Date,
): void => {
  for (const seed of SEED_MESSAGES) {
    const { id, from, hoursAgo, state, answer, ...input } = seed;
    const sentAt = hoursAfter(now, -hoursAgo);
    const doc = toMessageDocument(input, from ? uidOf(from) : null, Timestamp.fromDate(sentAt));
    writer.set(db.doc(`${COLLECTIONS.messages}/${id}`), {
      ...doc,
      state,
      ...(answer
        ? { answeredBy: answer.by, answeredAt: Timestamp.fromDate(hoursAfter(sentAt, answer.afterHours)) }
        : {}),
    });
  }
};
