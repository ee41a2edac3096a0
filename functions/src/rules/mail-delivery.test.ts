import type { MailDelivery } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  failedDelivery,
  MAIL_ATTEMPTS,
  MAIL_LEASE_MS,
  mailNextStep,
  resentDelivery,
  sentDelivery,
  PENDING_DELIVERY,
  sentMailExpiry,
  takenDelivery,
} from './mail-delivery';

const now = new Date('2026-03-01T10:00:00.000Z');
const pending: MailDelivery = PENDING_DELIVERY;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('mailNextStep', () => {
  it('takes a written message and one an admin sent again', () => {
    expect(mailNextStep(pending, now)).toBe('take');
    expect(mailNextStep({ ...pending, state: 'RETRY' }, now)).toBe('take');
  });

  it('leaves a sent message, a failed one and one under a live lease', () => {
    expect(mailNextStep({ ...pending, state: 'SUCCESS', attempts: 1 }, now)).toBe('leave');
    expect(mailNextStep({ ...pending, state: 'ERROR', attempts: MAIL_ATTEMPTS }, now)).toBe('leave');
    expect(mailNextStep({ ...pending, state: 'PROCESSING', attempts: 1, leaseExpireTime: at(1) }, now)).toBe('leave');
  });

  it('takes a message whose lease ran out, and gives up when that was its last attempt', () => {
    const expired = { ...pending, state: 'PROCESSING' as const, attempts: 1, leaseExpireTime: at(0) };
    expect(mailNextStep(expired, now)).toBe('take');
    expect(mailNextStep({ ...expired, leaseExpireTime: null }, now)).toBe('take');
    expect(mailNextStep({ ...expired, attempts: MAIL_ATTEMPTS }, now)).toBe('give-up');
  });
});

describe('the delivery through its attempts', () => {
  it('counts an attempt and leases the message when taken', () => {
    const taken = takenDelivery(pending, now);
    expect(taken).toMatchObject({ state: 'PROCESSING', attempts: 1, startTime: now.toISOString() });
    expect(taken.leaseExpireTime).toBe(at(MAIL_LEASE_MS));
    expect(mailNextStep(taken, now)).toBe('leave');
  });

  it('ends SUCCESS with the message id and no error', () => {
    const sent = sentDelivery({ ...takenDelivery(pending, now), error: 'earlier failure' }, 'id@x', now);
    expect(sent).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, info: { messageId: 'id@x' } });
    expect(sent.endTime).toBe(now.toISOString());
    expect(sent.leaseExpireTime).toBeNull();
  });

  it('keeps a sent message 90 days', () => {
    expect(sentMailExpiry(now).toISOString()).toBe('2026-05-30T10:00:00.000Z');
  });

  it('goes back to PENDING while attempts are left, and ends ERROR after the last', () => {
    let delivery = pending;
    const states: string[] = [];
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
      expect(mailNextStep(delivery, now)).toBe('take');
      delivery = failedDelivery(takenDelivery(delivery, now), 'refused', now);
      states.push(delivery.state);
    }
    expect(states).toEqual(['PENDING', 'PENDING', 'ERROR']);
    expect(delivery).toMatchObject({ attempts: MAIL_ATTEMPTS, error: 'refused', endTime: now.toISOString() });
    expect(mailNextStep(delivery, now)).toBe('leave');
  });

  it('sends again only an ERROR message, with its attempts starting over', () => {
    const failed = { ...pending, state: 'ERROR' as const, attempts: MAIL_ATTEMPTS, error: 'refused' };
    expect(resentDelivery(failed)).toMatchObject({ state: 'RETRY', attempts: 0, error: 'refused' });
    expect(resentDelivery({ ...pending, state: 'SUCCESS' })).toBeNull();
    expect(resentDelivery(pending)).toBeNull();
  });
});
