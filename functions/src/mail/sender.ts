/**
 * The sender: turns each message of the `mail` outbox into an SMTP message (nodemailer, to SMTP_URL) and
 * writes its `delivery` back, as the Trigger Email extension does. It runs on every write of a message,
 * its own writes included: a transaction takes a message under a lease (mailNextStep), so a message is
 * sent by one sender at a time however often the trigger fires; a failed attempt goes back to PENDING,
 * which fires the trigger again, until the last attempt ends it ERROR.
 */
import { brand, type MailDelivery, type MailMessage } from '@shop/contract';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { db } from '../firebase';
import { logs } from '../logs';
import { mailRef } from '../repositories/mail';
import { failedDelivery, mailNextStep, sentDelivery, sentMailExpiry, takenDelivery } from '../rules/mail-delivery';

interface StoredMail {
  to: string;
  message: MailMessage;
  delivery: MailDelivery;
}

/** A dead or slow SMTP server costs an attempt a few seconds, well inside the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Sends one message through SMTP_URL; resolves with the id the server took it under. */
const sendThroughSmtp = async (mail: StoredMail): Promise<string> => {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set: the sender has no SMTP server to send through');
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  try {
    const info = await transport.sendMail({
      from: { name: brand.name, address: brand.email },
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
    });
    return info.messageId;
  } finally {
    transport.close();
  }
};

/** Takes message `id` under a lease when it is due; the message as taken, or null when it is not ours. */
const take = (id: string): Promise<StoredMail | null> =>
  db.runTransaction(async (tx) => {
    const ref = mailRef(id);
    const snapshot = await tx.get(ref);
    const mail = snapshot.data() as StoredMail | undefined;
    if (!mail) return null;
    const now = new Date();
    const step = mailNextStep(mail.delivery, now);
    if (step === 'leave') return null;
    if (step === 'give-up') {
      const error = mail.delivery.error ?? 'The sender stopped before its last attempt finished';
      tx.update(ref, { delivery: failedDelivery(mail.delivery, error, now) });
      return null;
    }
    const delivery = takenDelivery(mail.delivery, now);
    tx.update(ref, { delivery });
    return { ...mail, delivery };
  });

/** What the trigger does with a message as written (`after`: missing once deleted). */
export const deliverMail = async (after: DocumentSnapshot | undefined): Promise<void> => {
  const written = after?.data() as StoredMail | undefined;
  // Most writes are the sender's own (a lease, an outcome): those are answered without a read.
  if (!after || !written?.delivery || mailNextStep(written.delivery, new Date()) === 'leave') return;
  const mail = await take(after.id);
  if (!mail) return;
  let outcome: DocumentData;
  try {
    const messageId = await sendThroughSmtp(mail);
    const now = new Date();
    // A sent message is deleted after its retention (a TTL policy on expiresAt).
    outcome = { delivery: sentDelivery(mail.delivery, messageId, now), expiresAt: sentMailExpiry(now) };
    logs.mailSent(after.id, mail.delivery.attempts);
  } catch (err) {
    outcome = { delivery: failedDelivery(mail.delivery, errorText(err), new Date()) };
    logs.mailFailed(after.id, mail.delivery.attempts, err);
  }
  await mailRef(after.id).update(outcome);
};
