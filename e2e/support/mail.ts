/**
 * The mail outbox of the browser tests' stack: messages a test writes as the shop's writers queue them
 * (functions/src/repositories/mail.ts), through the Admin SDK on the Firestore emulator.
 */
import { createRequire } from 'node:module';
import { COLLECTIONS, type MailDelivery, type MailKind } from '@shop/contract';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type * as MailCatcherModule from '../../functions/test/support/mail-catcher';

/**
 * The API tests' mail catcher (functions/test/support/mail-catcher.ts), for a test that reads what the
 * shop sent. That folder is CommonJS while the browser tests are ES modules: required, not imported.
 */
export const { startMailCatcher, mailTo } = createRequire(import.meta.url)(
  '../../functions/test/support/mail-catcher',
) as typeof MailCatcherModule;

const outbox = () => {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('The Firestore emulator is not set: run the browser tests through npm run test:e2e');
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  return getFirestore(app).collection(COLLECTIONS.mail);
};

export interface OutboxFixture {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  delivery: Partial<MailDelivery> & Pick<MailDelivery, 'state' | 'attempts'>;
}

/** Writes the messages (a sent one, a failed one: states the sender leaves as they are). */
export const writeOutbox = async (messages: OutboxFixture[]): Promise<void> => {
  const collection = outbox();
  await Promise.all(
    messages.map(({ id, kind, to, subject, text, delivery }) =>
      collection.doc(id).create({
        to,
        kind,
        message: { subject, text, html: `<p>${text}</p>` },
        userId: null,
        createdAt: Timestamp.now(),
        delivery: {
          startTime: null,
          endTime: null,
          leaseExpireTime: null,
          error: null,
          info: null,
          ...delivery,
        },
      }),
    ),
  );
};

/** Removes a test's own messages. */
export const removeOutbox = async (ids: string[]): Promise<void> => {
  const collection = outbox();
  await Promise.all(ids.map((id) => collection.doc(id).delete()));
};
