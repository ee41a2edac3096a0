/**
 * mail/{id}: the outbox. A message is written in the same transaction or batch as the change it tells
 * of (an order and its confirmation commit together or not at all), in the shape the Trigger Email
 * extension reads: { to, message: { subject, html, text }, delivery }. The sender function
 * (functions/src/mail/sender.ts) sends it and writes `delivery` back.
 *
 * A message's id says which event it tells of (`order-placed~<orderId>`), and it is created, never
 * set: an event can queue its mail once, however many requests race to cause it.
 */
import {
  COLLECTIONS,
  isMailState,
  MAIL_KINDS,
  type MailDelivery,
  type MailKind,
  type MailMessage,
  type MailState,
  type OutboxMessage,
  type OutboxMessageDetail,
} from '@shop/contract';
import { FieldValue, type DocumentData, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { Paging } from '../http/paging';
import { PENDING_DELIVERY, resentDelivery } from '../rules/mail-delivery';
import { iso, num, str } from './convert';

export interface QueuedMail {
  to: string;
  kind: MailKind;
  message: MailMessage;
  /** The account it is for, when there is one (the admin's outbox and an account's removal find it by it). */
  userId?: string | null;
}

/** The id of the one message an event may queue: its kind and what it is about. */
export const mailId = (kind: MailKind, subjectId: string): string => `${kind}~${subjectId}`;

export const mailRef = (id: string) => db.collection(COLLECTIONS.mail).doc(id);

/** Queues a message in `writer`'s commit; the commit fails if the event already queued it. */
export const queueMail = (writer: Transaction | WriteBatch, id: string, mail: QueuedMail): void => {
  (writer as WriteBatch).create(mailRef(id), {
    to: mail.to,
    kind: mail.kind,
    message: mail.message,
    userId: mail.userId ?? null,
    createdAt: FieldValue.serverTimestamp(),
    delivery: PENDING_DELIVERY,
  });
};

const STATE_FIELD = 'delivery.state';
const CREATED_FIELD = 'createdAt';

const deliveryOf = (data: DocumentData): MailDelivery => {
  const delivery = (typeof data.delivery === 'object' && data.delivery) || {};
  const text = (key: string) => (typeof delivery[key] === 'string' ? (delivery[key] as string) : null);
  const messageId = (delivery.info as { messageId?: unknown } | null)?.messageId;
  return {
    state: isMailState(delivery.state) ? delivery.state : 'PENDING',
    attempts: num(delivery, 'attempts'),
    startTime: text('startTime'),
    endTime: text('endTime'),
    leaseExpireTime: text('leaseExpireTime'),
    error: text('error'),
    info: typeof messageId === 'string' ? { messageId } : null,
  };
};

/** A message as the admin's outbox shows it (no body: the outbox lists who, what and how it went). */
const toOutboxMessage = (id: string, data: DocumentData): OutboxMessage => {
  const kind = str(data, 'kind');
  return {
    _id: id,
    to: str(data, 'to'),
    subject: typeof data.message?.subject === 'string' ? (data.message.subject as string) : '',
    kind: (MAIL_KINDS as readonly string[]).includes(kind) ? (kind as MailKind) : MAIL_KINDS[0],
    createdAt: iso(data, CREATED_FIELD),
    delivery: deliveryOf(data),
  };
};

/**
 * One page of the outbox, newest first, with how many messages are in `state` (or in all when none is
 * asked for) and how many there are in all. A state needs the composite index (delivery.state, createdAt desc).
 */
export const pageOutbox = async (
  state: MailState | undefined,
  { offset, limit }: Pick<Paging, 'offset' | 'limit'>,
): Promise<{ messages: OutboxMessage[]; filtered: number; all: number }> => {
  const collection = db.collection(COLLECTIONS.mail);
  const query: Query = state ? collection.where(STATE_FIELD, '==', state) : collection;
  const [snap, filtered, all] = await Promise.all([
    query.orderBy(CREATED_FIELD, 'desc').offset(offset).limit(limit).get(),
    query.count().get(),
    state ? collection.count().get() : null,
  ]);
  const matching = filtered.data().count;
  return {
    messages: snap.docs.map((doc) => toOutboxMessage(doc.id, doc.data())),
    filtered: matching,
    all: all ? all.data().count : matching,
  };
};

/** Message `id` with its plain text, or null when there is none. */
export const readOutboxMessage = async (id: string): Promise<OutboxMessageDetail | null> => {
  const data = (await mailRef(id).get()).data();
  if (!data) return null;
  const text = typeof data.message?.text === 'string' ? (data.message.text as string) : '';
  return { ...toOutboxMessage(id, data), text };
};

/**
 * Sends message `id` again when it ended ERROR: RETRY with its attempts starting over, which the sender
 * takes. Answers the message as it now stands, its state when it could not be resent, or null when
 * there is no such message.
 */
export const resendMail = (id: string): Promise<{ message: OutboxMessage; resent: boolean } | null> =>
  db.runTransaction(async (tx) => {
    const ref = mailRef(id);
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    const message = toOutboxMessage(id, data);
    const delivery = resentDelivery(message.delivery);
    if (!delivery) return { message, resent: false };
    tx.update(ref, { delivery });
    return { message: { ...message, delivery }, resent: true };
  });

/** A deletion's batches stay well under Firestore's 500 writes a commit. */
const DELETE_CHUNK = 400;

/** Deletes every message queued for account `userId` (its address and what was sent to it); answers how many. */
export const deleteMailOf = async (userId: string): Promise<number> => {
  const query = db.collection(COLLECTIONS.mail).where('userId', '==', userId).select().limit(DELETE_CHUNK);
  let deleted = 0;
  for (;;) {
    const snap = await query.get();
    if (snap.empty) return deleted;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
};
