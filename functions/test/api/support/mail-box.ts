import type { MailKind } from '@shop/contract';
import { adminDb } from './admin';

export interface ReceivedMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

/** Every message the shop queued for an address, oldest first. */
export const mailTo = async (address: string): Promise<ReceivedMail[]> => {
  const snap = await adminDb.collection('mail').where('to', '==', address).get();
  return snap.docs
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((doc) => {
      const data = doc.data();
      return {
        to: data.to,
        kind: data.kind,
        subject: data.message.subject,
        text: data.message.text,
        html: data.message.html,
      };
    });
};

/** How many messages the shop queued in all. */
export const mailCount = async (): Promise<number> => (await adminDb.collection('mail').count().get()).data().count;

/** The first absolute link in a mail's text that goes to `path` of the shop (with its query). */
export const linkTo = (text: string, shopUrl: string, path: string): string | null => {
  const escaped = `${shopUrl}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}[^\\s\\]\\)]*`))?.[0] ?? null;
};
