/**
 * mail/{id}: the outbox. A message is written in the same transaction or batch as the change it tells
 * of (an order and its confirmation commit together or not at all), in the shape the Trigger Email
 * extension reads: { to, message: { subject, html, text }, delivery }. The sender function
 * (functions/src/mail/sender.ts) sends it and writes `delivery` back.
 *
 * A message's id says which event it tells of (`order-placed~<orderId>`), and it is created, never
 * set: an event can queue its mail once, however many requests race to cause it.
 */
import { COLLECTIONS, type MailKind, type MailMessage } from '@shop/contract';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';

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
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      error: null,
      info: null,
    },
  });
};
