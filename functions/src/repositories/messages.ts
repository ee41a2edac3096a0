/**
 * messages/{id} (the contact form). How many are unread is a count aggregation of `state == 'unread'`
 * (one read per 1,000 unread), so a message's create, read, answer or delete writes that message only.
 * messageStats/inbox records only that the messages stored before the inbox were upgraded (once).
 */
import { isMessageState, type AdminMessage, type MessageInput } from '@shop/contract';
import { FieldValue, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import type { Paging } from '../http/paging';
import { db } from '../firebase';
import { iso, str } from './convert';
import { INBOX_DOC, INBOX_STATS, messageSearchKeys, stateOf, toMessageDocument } from './message-document';
import { CREATED_FIELD, MESSAGES, messageQueryShape, type MessageListFilter } from './message-query';

/** A message as stored: what the admin reads, and the sender's uid. */
export interface StoredMessage extends Omit<AdminMessage, 'customer'> {
  userId: string | null;
}

const messagesCollection = () => db.collection(MESSAGES);
const messageRef = (id: string) => messagesCollection().doc(id);
const inboxRef = () => db.collection(INBOX_STATS).doc(INBOX_DOC);
const unreadQuery = () => messagesCollection().where('state', '==', 'unread');

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

/**
 * A message stored before the inbox existed has no state and no search keys: whatever first changes
 * it gives it its keys.
 */
const upgradeOf = (data: DocumentData): DocumentData =>
  isMessageState(data.state) ? {} : { searchKeys: messageSearchKeys(fieldsOf(data)) };

/** Stores a contact message (unread); answers its id. One write: the message. */
export const addMessage = async (message: MessageInput, userId: string | null): Promise<string> => {
  const ref = messagesCollection().doc();
  await ref.set(toMessageDocument(message, userId));
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

/** The message, marked read when it was unread; null when there is none. */
export const openMessage = (id: string): Promise<StoredMessage | null> =>
  db.runTransaction(async (tx) => {
    const ref = messageRef(id);
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    const stored = toStored(id, data);
    if (stored.state !== 'unread') return stored;
    tx.update(ref, { state: 'read', ...upgradeOf(data) });
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
    return { ...stored, state: 'answered', answered: { by, at: at.toDate().toISOString() } };
  });

/** Deletes the message; false when there is none. */
export const deleteMessage = (id: string): Promise<boolean> =>
  db.runTransaction(async (tx) => {
    const ref = messageRef(id);
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });

/** Legacy messages are upgraded in transactions of this many. */
const UPGRADE_CHUNK = 200;

/**
 * Gives every message stored before the inbox existed its state (unread) and search keys, once: each
 * chunk re-reads its messages in a transaction, so a concurrent upgrade (or an admin opening one of them
 * meanwhile) is not undone. Reads every message, so it runs only until the inbox document says it is done.
 */
const upgradeStoredMessages = async (): Promise<void> => {
  const states = await messagesCollection().select('state').get();
  const legacy = states.docs.filter((doc) => !isMessageState(doc.get('state'))).map((doc) => doc.ref);
  for (let start = 0; start < legacy.length; start += UPGRADE_CHUNK) {
    const chunk = legacy.slice(start, start + UPGRADE_CHUNK);
    await db.runTransaction(async (tx) => {
      for (const snap of await tx.getAll(...chunk)) {
        const data = snap.data();
        if (data && !isMessageState(data.state)) tx.update(snap.ref, { state: 'unread', ...upgradeOf(data) });
      }
    });
  }
  await inboxRef().set({ upgraded: true }, { merge: true });
};

/**
 * The inbox's figures: how many messages are unread (a count aggregation), after the one-time upgrade
 * of the messages stored before the inbox existed (so that those are listed, found and counted like
 * the others); one read of the inbox document says whether it is done.
 */
export const readInbox = async (): Promise<{ unread: number }> => {
  const [inbox, unread] = await Promise.all([inboxRef().get(), unreadQuery().count().get()]);
  if (inbox.get('upgraded') === true) return { unread: unread.data().count };
  await upgradeStoredMessages();
  return { unread: (await unreadQuery().count().get()).data().count };
};
