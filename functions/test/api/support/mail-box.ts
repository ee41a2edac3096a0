/**
 * What a person's inbox shows after the shop's mail went out: the tests wait until the sender sent
 * every message of the outbox (each SUCCESS), so nothing more can arrive, then read the test catcher.
 */
import { COLLECTIONS } from '@shop/contract';
import { mailTo, type CaughtMail, type MailCatcher } from '../../support/mail-catcher';
import { deliveryIn } from '../../support/mail-outbox';
import { adminDb } from './admin';

/** How many messages the shop queued in all. */
export const mailCount = async (): Promise<number> =>
  (await adminDb.collection(COLLECTIONS.mail).count().get()).data().count;

/** Waits until every queued message was sent; answers how many there are. */
export const everyMailSent = async (): Promise<number> => {
  const snap = await adminDb.collection(COLLECTIONS.mail).get();
  await Promise.all(snap.docs.map((doc) => deliveryIn(doc.id, 'SUCCESS')));
  return snap.size;
};

/** Every mail that reached `address`, oldest first, once everything queued was sent. */
export const inboxOf = async (catcher: MailCatcher, address: string): Promise<CaughtMail[]> => {
  await everyMailSent();
  return catcher.all(mailTo(address));
};

/** The mail's link to `path` of the shop (with its query), as a person would click it. */
export const linkTo = (mail: CaughtMail | undefined, shopUrl: string, path: string): string | null =>
  mail?.links.find((link) => link.startsWith(`${shopUrl}${path}`)) ?? null;
