/**
 * messages/{id} (the contact form) and messageStats/inbox (how many are unread), always changed
 * together: every write that makes a message unread, or makes an unread one read, answered or gone,
 * changes the count in the same batch or transaction, so the count never needs the messages read.
 */
import { isMessageState, type AdminMessage, type MessageInput } from '@shop/contract';
import { FieldValue, Timestamp, type DocumentData, type Query, type Transaction } from 'firebase-admin/firestore';
import type { Paging } from '../http/paging';
import { db } from '../firebase';
import { iso, num, str } from './convert';
import { INBOX_DOC, INBOX_STATS, messageSearchKeys, stateOf, toMessageDocument } from './message-document';
import { CREATED_FIELD, MESSAGES, messageQueryShape, type MessageListFilter } from './message-query';

/** A message as stored: what the admin reads, and the sender's uid. */
export interface StoredMessage extends Omit<AdminMessage, 'customer'> {
  userId: string | null;
}

const messagesCollection = () => db.collection(MESSAGES);
const messageRef = (id: string) => messagesCollection().doc(id);
const inboxRef = () => db.collection(INBOX_STATS).doc(INBOX_DOC);

const fieldsOf = (data: DocumentData): MessageInput => ({
  title: str(data, 'title'),
  firstname: str(data, 'firstname'),
  lastname: str(data, 'lastname'),
  email: str(data, 'email'),
  phoneNumber: str(data, 'phoneNumber'),
  message: str(data, 'message'),
});

const toStored = (id: string, data: DocumentData): StoredMessage => {
  const state = stateOf(data.state);
  return {
    _id: id,
    ...fieldsOf(data),
    createdAt: iso(data, 'createdAt'),
    state,
    answered: state === 'answered' ? { by: str(data, 'answeredBy'), at: iso(data, 'answeredAt') } : null,
    userId: typeof data.userId === 'string' ? data.userId : null,
  };
};

/** Counts messages in or out of the unread count (the document is made by the first change). */
const unreadChange = (by: number) => ({ unread: FieldValue.increment(by) });
const countUnread = (tx: Transaction, by: number): void => {
  tx.set(inboxRef(), unreadChange(by), { merge: true });
};

/**
 * A message stored before the inbox existed has no state and no search keys: whatever first changes
 * it gives it its keys. It was never in the unread count, so it is not taken out of it either.
 */
const upgradeOf = (data: DocumentData): DocumentData =>
  isMessageState(data.state) ? {} : { searchKeys: messageSearchKeys(fieldsOf(data)) };

/** Whether the stored message is in the unread count. */
const isCountedUnread = (data: DocumentData): boolean => data.state === 'unread';

/** Stores a contact message (unread) and counts it, in one batch; answers its id. */
export const addMessage = async (message: MessageInput, userId: string | null): Promise<string> => {
  const ref = messagesCollection().doc();
  const batch = db.batch();
  batch.set(ref, toMessageDocument(message, userId));
  batch.set(inboxRef(), unreadChange(1), { merge: true });
  await batch.commit();
  return ref.id;
};

/** One page of the messages, newest first, with how many match and how many there are in all. */
export const pageMessages = async (
  filter: MessageListFilter,
  { offset, limit }: Pick<Paging, 'offset' | 'limit'>,
): Promise<{ messages: StoredMessage[]; filtered: number; all: number }> => {
  const shape = messageQueryShape(filter);
  let query: Query = messagesCollection();
  if (shape.equals) query = query.where(shape.equals[0], '==', shape.equals[1]);
  if (shape.contains) query = query.where(shape.contains[0], 'array-contains', shape.contains[1]);
  const narrowed = Boolean(shape.equals ?? shape.contains);
  const [snap, filtered, all] = await Promise.all([
    query.orderBy(CREATED_FIELD, 'desc').offset(offset).limit(limit).get(),
    query.count().get(),
    narrowed ? messagesCollection().count().get() : null,
  ]);
  const matching = filtered.data().count;
  return {
    messages: snap.docs.map((doc) => toStored(doc.id, doc.data())),
    filtered: matching,
    all: all ? all.data().count : matching,
  };
};

/** The message, marked read (out of the unread count) when it was unread; null when there is none. */
export const openMessage = (id: string): Promise<StoredMessage | null> =>
  db.runTransaction(async (tx) => {
    const ref = messageRef(id);
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    const stored = toStored(id, data);
    if (stored.state !== 'unread') return stored;
    tx.update(ref, { state: 'read', ...upgradeOf(data) });
    if (isCountedUnread(data)) countUnread(tx, -1);
    return { ...stored, state: 'read' };
  });

/**
 * Marks the message answered by an admin (their username and the server's time; a message already
 * answered keeps its first answer) or not answered (it stays read). Null when there is none.
 */
export const markAnswered = (id: string, answered: boolean, by: string): Promise<StoredMessage | null> =>
  db.runTransaction(async (tx) => {
    const ref = messageRef(id);
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    const stored = toStored(id, data);
    if (answered === (stored.state === 'answered')) return stored;
    if (!answered) {
      tx.update(ref, { state: 'read', answeredBy: FieldValue.delete(), answeredAt: FieldValue.delete() });
      return { ...stored, state: 'read', answered: null };
    }
    const at = Timestamp.now();
    tx.update(ref, { state: 'answered', answeredBy: by, answeredAt: at, ...upgradeOf(data) });
    if (isCountedUnread(data)) countUnread(tx, -1);
    return { ...stored, state: 'answered', answered: { by, at: at.toDate().toISOString() } };
  });

/** Deletes the message (out of the unread count if it was in it); false when there is none. */
export const deleteMessage = (id: string): Promise<boolean> =>
  db.runTransaction(async (tx) => {
    const ref = messageRef(id);
    const data = (await tx.get(ref)).data();
    if (!data) return false;
    tx.delete(ref);
    if (isCountedUnread(data)) countUnread(tx, -1);
    return true;
  });

/** Legacy messages are upgraded in transactions of this many. */
const UPGRADE_CHUNK = 200;

/**
 * Gives every message stored before the inbox existed its state (unread) and search keys, and counts
 * it unread, once: each chunk re-reads its messages in a transaction, so concurrent upgrades (or an
 * admin opening one of them meanwhile) count each message once at most. Reads every message, so it
 * runs only until the inbox document says it is done.
 */
const upgradeStoredMessages = async (): Promise<void> => {
  const states = await messagesCollection().select('state').get();
  const legacy = states.docs.filter((doc) => !isMessageState(doc.get('state'))).map((doc) => doc.ref);
  for (let start = 0; start < legacy.length; start += UPGRADE_CHUNK) {
    const chunk = legacy.slice(start, start + UPGRADE_CHUNK);
    await db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...chunk);
      let counted = 0;
      for (const snap of snaps) {
        const data = snap.data();
        if (!data || isMessageState(data.state)) continue;
        tx.update(snap.ref, { state: 'unread', ...upgradeOf(data) });
        counted += 1;
      }
      if (counted) countUnread(tx, counted);
    });
  }
  await inboxRef().set({ upgraded: true }, { merge: true });
};

/**
 * The inbox's figures: one read of its document, after the one-time upgrade of the messages stored
 * before the inbox existed (so that those are listed, found and counted like the others).
 */
export const readInbox = async (): Promise<{ unread: number }> => {
  let inbox = await inboxRef().get();
  if (inbox.get('upgraded') !== true) {
    await upgradeStoredMessages();
    inbox = await inboxRef().get();
  }
  return { unread: Math.max(0, num(inbox.data() ?? {}, 'unread')) };
};
