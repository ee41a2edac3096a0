// The sender function: each message written to the outbox reaches the SMTP server (the test's catcher)
// once, with its delivery written back; a refusing server ends it ERROR after its attempts.
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS } from '@shop/contract';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_ATTEMPTS } from '../../src/rules/mail-delivery';
import { startMailCatcher, mailTo, type MailCatcher } from '../support/mail-catcher';
import { deliveryIn, deliveryOf, outboxDoc, queueTestMail } from '../support/mail-outbox';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
});

/** Each test's own recipient and message id: a late retry of another test's message never counts here. */
const fresh = () => {
  const key = randomUUID().slice(0, 8);
  return { id: `test~${key}`, to: `jane.${key}@example.com` };
};

describe('the mail sender', () => {
  let admin: TestUser;
  beforeEach(async () => {
    catcher.refuse(false);
    await clearAll();
    admin = await createUser('boss', 'admin');
  });

  it('sends a queued message and writes back SUCCESS with one attempt and the message id', async () => {
    const { id, to } = fresh();
    await queueTestMail(id, { to, subject: 'Your order T-1001', text: 'Thank you for your order.' });

    const mail = await catcher.next(mailTo(to));
    expect(mail.subject).toBe('Your order T-1001');
    expect(mail.text.trim()).toBe('Thank you for your order.');
    expect(mail.from).toBe('"Aurelle Beauty" <hello@aurelle-beauty.example>');

    const delivery = await deliveryIn(id, 'SUCCESS');
    expect(delivery).toMatchObject({ attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info?.messageId).toBe(mail.messageId);
    expect(Date.parse(delivery.endTime ?? '')).toBeGreaterThanOrEqual(Date.parse(delivery.startTime ?? ''));
    // Kept 90 days after it was sent, then the TTL policy on expiresAt deletes it.
    const expiresAt = (await outboxDoc(id).get()).get('expiresAt') as Timestamp;
    expect(expiresAt.toMillis() - Date.parse(delivery.endTime ?? '')).toBe(90 * 86_400_000);
  });

  it('ends ERROR with the server’s answer after its attempts, and sends once an admin asks again', async () => {
    const { id, to } = fresh();
    catcher.refuse(true);
    await queueTestMail(id, { to, subject: 'Your order T-1002' });

    const failed = await deliveryIn(id, 'ERROR');
    expect(failed.attempts).toBe(MAIL_ATTEMPTS);
    expect(failed.error).toMatch(/550/);
    expect(failed.endTime).not.toBeNull();
    expect(catcher.all(mailTo(to))).toHaveLength(0);

    catcher.refuse(false);
    const resent = await call('POST', ADMIN_API_PATHS.mailResend(id), { token: admin.token });
    expect(resent.status).toBe(200);
    expect((await catcher.next(mailTo(to))).subject).toBe('Your order T-1002');
    expect(await deliveryIn(id, 'SUCCESS')).toMatchObject({ attempts: 1, error: null });
  });

  it('leaves a message another sender holds under a live lease', async () => {
    const held = fresh();
    const leaseExpireTime = new Date(Date.now() + 10 * 60_000).toISOString();
    await queueTestMail(
      held.id,
      { to: held.to, subject: 'Held' },
      { state: 'PROCESSING', attempts: 1, startTime: new Date().toISOString(), leaseExpireTime },
    );
    // A message written after it goes through the same sender: once it is sent, the held one was seen.
    const after = fresh();
    await queueTestMail(after.id, { to: after.to, subject: 'After' });
    await catcher.next(mailTo(after.to));
    await deliveryIn(after.id, 'SUCCESS');

    expect(catcher.all(mailTo(held.to))).toHaveLength(0);
    expect(await deliveryOf(held.id)).toMatchObject({ state: 'PROCESSING', attempts: 1, leaseExpireTime });
  });

  it('takes a message whose lease ran out', async () => {
    const { id, to } = fresh();
    await queueTestMail(
      id,
      { to, subject: 'Left behind' },
      { state: 'PROCESSING', attempts: 1, leaseExpireTime: new Date(Date.now() - 1_000).toISOString() },
    );
    await catcher.next(mailTo(to));
    expect(await deliveryIn(id, 'SUCCESS')).toMatchObject({ attempts: 2 });
  });

  it('delivers each message exactly once, however often its document is written meanwhile', async () => {
    const messages = Array.from({ length: 4 }, fresh);
    await Promise.all(messages.map(({ id, to }) => queueTestMail(id, { to, subject: `Once ${id}` })));
    // Every write fires the sender again while the first attempt may still be under way.
    await Promise.all(
      messages.flatMap(({ id }) => Array.from({ length: 5 }, (_, n) => outboxDoc(id).update({ nudged: n }))),
    );
    for (const { id, to } of messages) {
      await catcher.next(mailTo(to));
      expect(await deliveryIn(id, 'SUCCESS')).toMatchObject({ attempts: 1 });
    }
    for (const { to } of messages) expect(catcher.all(mailTo(to))).toHaveLength(1);
  });
});
