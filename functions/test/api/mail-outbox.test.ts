// The admin's outbox: GET /api/mail lists the mail the shop sent or tried to, POST /api/mail/{id}/resend
// sends a failed message again.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_API_PATHS,
  API_PATHS,
  MAIL_NOT_FOUND,
  MAIL_RESENT,
  mailNotResendable,
  OUTBOX_PAGE_SIZE,
  type OutboxAnswer,
  type OutboxMessage,
  type OutboxMessageDetail,
} from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, mailTo, type MailCatcher } from '../support/mail-catcher';
import { deliveryIn, deliveryOf, queueTestMail } from '../support/mail-outbox';
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const sent = { state: 'SUCCESS', attempts: 1, error: null, info: { messageId: '<m@example.com>' } } as const;
const failed = { state: 'ERROR', attempts: 3, error: '550 Mailbox unavailable' } as const;

describe('the admin outbox', () => {
  let admin: TestUser;
  let jane: TestUser;
  beforeEach(async () => {
    catcher.refuse(false);
    await clearAll();
    [admin, jane] = await Promise.all([createUser('boss', 'admin'), createUser('jane')]);
  });

  const list = (query = '') => call<OutboxMessage[]>('GET', `${ADMIN_API_PATHS.mail}${query}`, { token: admin.token });

  it('answers a visitor 401 and a customer 403 on the list and on a resend, and resends nothing', async () => {
    await queueTestMail('failed', { to: 'jane@example.com', subject: 'Failed' }, failed);
    for (const [method, path] of [
      ['GET', ADMIN_API_PATHS.mail],
      ['GET', ADMIN_API_PATHS.mailMessage('failed')],
      ['POST', ADMIN_API_PATHS.mailResend('failed')],
    ] as const) {
      const visitor = await call(method, path);
      expect(visitor.status, `${method} ${path} visitor`).toBe(401);
      expect(visitor.json.success).toBe(false);
      const customer = await call(method, path, { token: jane.token });
      expect(customer.status, `${method} ${path} customer`).toBe(403);
      expect(customer.json).toMatchObject({ success: false, message: 'You do not have authorization!' });
    }
    expect(await deliveryOf('failed')).toMatchObject(failed);
  });

  it('lists every message newest first with recipient, subject, kind, state, attempts and error', async () => {
    const shippedAt = minutesAgo(2);
    await queueTestMail(
      'order-placed~o1',
      { to: 'jane@example.com', subject: 'Your order T-1', createdAt: minutesAgo(3) },
      sent,
    );
    await queueTestMail(
      'order-shipped~o1',
      {
        to: 'jane@example.com',
        subject: 'Your order T-1 is on its way',
        kind: 'order-shipped',
        createdAt: shippedAt,
      },
      failed,
    );
    await queueTestMail(
      'back-in-stock~a1',
      { to: 'omid@example.com', subject: 'Back in stock', kind: 'back-in-stock', createdAt: minutesAgo(1) },
      sent,
    );

    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const answer = res.json as OutboxAnswer;
    expect(answer.totalMail).toEqual({ all: 3, filtered: 3 });
    expect(answer.body?.map((message) => message._id)).toEqual([
      'back-in-stock~a1',
      'order-shipped~o1',
      'order-placed~o1',
    ]);
    expect(answer.body?.[1]).toMatchObject({
      to: 'jane@example.com',
      subject: 'Your order T-1 is on its way',
      kind: 'order-shipped',
      delivery: { state: 'ERROR', attempts: 3, error: '550 Mailbox unavailable' },
    });
    expect(answer.body?.[1]?.createdAt).toBe(shippedAt.toISOString());
    // The body a customer reads stays out of the list.
    expect(answer.body?.[1]).not.toHaveProperty('message');
  });

  it('opens one message with the text it carries, and answers 404 for one that does not exist', async () => {
    await queueTestMail(
      'order-placed~o9',
      { to: 'jane@example.com', subject: 'Your order T-9', text: 'Thank you, Jane.' },
      sent,
    );
    const res = await call<OutboxMessageDetail>('GET', ADMIN_API_PATHS.mailMessage('order-placed~o9'), {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      _id: 'order-placed~o9',
      to: 'jane@example.com',
      subject: 'Your order T-9',
      text: 'Thank you, Jane.',
      delivery: { state: 'SUCCESS', attempts: 1 },
    });
    const unknown = await call('GET', ADMIN_API_PATHS.mailMessage('order-placed~none'), { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, message: MAIL_NOT_FOUND });
  });

  it('filters by state and pages with the counts of all and of the filtered', async () => {
    for (let n = 0; n < 3; n++) {
      await queueTestMail(
        `sent-${n}`,
        { to: `a${n}@example.com`, subject: `Sent ${n}`, createdAt: minutesAgo(10 - n) },
        sent,
      );
    }
    await queueTestMail('failed', { to: 'b@example.com', subject: 'Failed', createdAt: minutesAgo(1) }, failed);

    const failedOnly = (await list('?state=ERROR')).json as OutboxAnswer;
    expect(failedOnly.body?.map((message) => message._id)).toEqual(['failed']);
    expect(failedOnly.totalMail).toEqual({ all: 4, filtered: 1 });

    const secondPage = (await list('?state=SUCCESS&page=2&limit=2')).json as OutboxAnswer;
    expect(secondPage.body?.map((message) => message._id)).toEqual(['sent-0']);
    expect(secondPage.totalMail).toEqual({ all: 4, filtered: 3 });
    expect(OUTBOX_PAGE_SIZE).toBe(20);
  });

  it('refuses a state that is not one with 422 and a field message', async () => {
    const res = await list('?state=LOST');
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      success: false,
      message: 'state must be one of PENDING, PROCESSING, SUCCESS, ERROR, RETRY',
      errors: { state: 'state must be one of PENDING, PROCESSING, SUCCESS, ERROR, RETRY' },
    });
  });

  it('sends a failed message again: RETRY at once, then it arrives and ends SUCCESS', async () => {
    const to = `jane.${randomUUID().slice(0, 8)}@example.com`;
    await queueTestMail('order-placed~o2', { to, subject: 'Your order T-2', text: 'Thank you.' }, failed);

    const res = await call<OutboxMessage>('POST', ADMIN_API_PATHS.mailResend('order-placed~o2'), {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: MAIL_RESENT,
      body: { _id: 'order-placed~o2', delivery: { state: 'RETRY', attempts: 0 } },
    });

    const mail = await catcher.next(mailTo(to));
    expect(mail.subject).toBe('Your order T-2');
    expect(mail.text.trim()).toBe('Thank you.');
    expect(await deliveryIn('order-placed~o2', 'SUCCESS')).toMatchObject({ attempts: 1, error: null });
  });

  it('refuses to resend a message that did not fail (409) or does not exist (404), changing nothing', async () => {
    await queueTestMail('order-placed~o3', { to: 'jane@example.com', subject: 'Your order T-3' }, sent);
    const again = await call('POST', ADMIN_API_PATHS.mailResend('order-placed~o3'), { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, message: mailNotResendable('SUCCESS') });
    expect(again.json.message).toBe('Only a message that failed can be sent again; this one is SUCCESS');
    expect(await deliveryOf('order-placed~o3')).toMatchObject(sent);

    const unknown = await call('POST', ADMIN_API_PATHS.mailResend('order-placed~none'), { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, message: MAIL_NOT_FOUND });
  });

  it('removes an account’s mail with the account, and keeps everyone else’s', async () => {
    const mainAdmin = await createUser('chief', 'Main Admin');
    await queueTestMail(
      'order-placed~j1',
      { to: 'jane@example.com', subject: 'Your order T-4', userId: jane.uid },
      sent,
    );
    await queueTestMail(
      'order-shipped~j1',
      { to: 'jane@example.com', subject: 'On its way', userId: jane.uid },
      failed,
    );
    await queueTestMail('back-in-stock~v1', { to: 'visitor@example.com', subject: 'Back in stock' }, sent);

    const res = await call('DELETE', API_PATHS.user(jane.uid), { token: mainAdmin.token });
    expect(res.status).toBe(200);
    expect(await deliveryOf('order-placed~j1')).toBeUndefined();
    expect(await deliveryOf('order-shipped~j1')).toBeUndefined();
    const left = (await list()).json as OutboxAnswer;
    expect(left.body?.map((message) => message.to)).toEqual(['visitor@example.com']);
  });
});
