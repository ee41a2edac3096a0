// The demo inbox: a handful of contact messages, shaped as the api function stores them, and the
// inbox's unread count rebuilt from the messages.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { INBOX_DOC, INBOX_STATS, toMessageDocument } from '../../functions/src/repositories/message-document';
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
    writer.set(db.doc(`messages/${id}`), {
      ...doc,
      state,
      ...(answer
        ? { answeredBy: answer.by, answeredAt: Timestamp.fromDate(hoursAfter(sentAt, answer.afterHours)) }
        : {}),
    });
  }
};

/**
 * Rewrites the inbox's unread count from the messages (a count aggregation). Messages stored before the
 * inbox existed are not in it: the api function counts them when it upgrades them.
 */
export const rebuildUnreadCount = async (db: Firestore): Promise<void> => {
  const unread = await db.collection('messages').where('state', '==', 'unread').count().get();
  await db.collection(INBOX_STATS).doc(INBOX_DOC).set({ unread: unread.data().count }, { merge: true });
};
