/**
 * The outbox as the tests arrange and read it: a message written as queueMail writes it
 * (functions/src/repositories/mail.ts), and a wait for its delivery to reach a state.
 */
import { COLLECTIONS, type MailDelivery, type MailKind } from '@shop/contract';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { PENDING_DELIVERY } from '../../src/rules/mail-delivery';
import { adminDb } from '../api/support/admin';

export const outboxDoc = (id: string) => adminDb.collection(COLLECTIONS.mail).doc(id);

/** Writes message `id` to the outbox, PENDING unless `delivery` says otherwise. */
export const queueTestMail = async (
  id: string,
  mail: { to: string; subject: string; text?: string; kind?: MailKind; userId?: string | null; createdAt?: Date },
  delivery: Partial<MailDelivery> = {},
): Promise<void> => {
  const text = mail.text ?? `${mail.subject}: the text`;
  await outboxDoc(id).create({
    to: mail.to,
    kind: mail.kind ?? 'order-placed',
    message: { subject: mail.subject, text, html: `<p>${text}</p>` },
    userId: mail.userId ?? null,
    createdAt: mail.createdAt ? Timestamp.fromDate(mail.createdAt) : FieldValue.serverTimestamp(),
    delivery: { ...PENDING_DELIVERY, ...delivery },
  });
};

export const deliveryOf = async (id: string): Promise<MailDelivery | undefined> =>
  (await outboxDoc(id).get()).data()?.delivery as MailDelivery | undefined;

/** Waits until message `id`'s delivery is in `state` (polling, bounded); answers that delivery. */
export const deliveryIn = async (
  id: string,
  state: MailDelivery['state'],
  timeoutMs = 20_000,
): Promise<MailDelivery> => {
  const deadline = Date.now() + timeoutMs;
  let delivery = await deliveryOf(id);
  while (delivery?.state !== state) {
    if (Date.now() > deadline) {
      throw new Error(`Mail ${id} did not reach ${state} in ${timeoutMs} ms: ${JSON.stringify(delivery)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    delivery = await deliveryOf(id);
  }
  return delivery;
};
