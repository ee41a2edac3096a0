import type { MailDelivery } from '@shop/contract';

/** How many times the sender tries a message before it ends ERROR (an admin can send it again). */
export const MAIL_ATTEMPTS = 3;

/** The delivery of a message just queued: never tried. */
export const PENDING_DELIVERY: Readonly<MailDelivery> = {
  state: 'PENDING',
  attempts: 0,
  startTime: null,
  endTime: null,
  leaseExpireTime: null,
  error: null,
  info: null,
};

/**
 * How long a sender owns a message it took: longer than the sender function may run, so a message is
 * taken again only when the sender that took it is gone.
 */
export const MAIL_LEASE_MS = 60_000;

/**
 * What the sender does with a message in `delivery` at `now`: take it (written and never tried, failed
 * with attempts left, sent again by an admin, or left PROCESSING by a sender whose lease has run out),
 * give up on it (a lease ran out on its last attempt), or leave it (sent, failed for good, or under a
 * live lease: each write of the sender's own fires the trigger again).
 */
export const mailNextStep = (delivery: MailDelivery, now: Date): 'take' | 'give-up' | 'leave' => {
  if (delivery.state === 'PENDING' || delivery.state === 'RETRY') return 'take';
  if (delivery.state !== 'PROCESSING') return 'leave';
  const leaseEnd = delivery.leaseExpireTime ? Date.parse(delivery.leaseExpireTime) : Number.NaN;
  if (leaseEnd > now.getTime()) return 'leave';
  return delivery.attempts < MAIL_ATTEMPTS ? 'take' : 'give-up';
};

/**
 * How long a sent message is kept (its recipient's address and what the shop wrote them): the outbox
 * shows recent mail; a TTL policy on `expiresAt` (firestore.indexes.json) deletes it after.
 */
export const SENT_MAIL_KEPT_DAYS = 90;

/** When a message sent at `now` is deleted. */
export const sentMailExpiry = (now: Date): Date => new Date(now.getTime() + SENT_MAIL_KEPT_DAYS * 86_400_000);

/** The delivery of a message a sender takes at `now`: one more attempt, under a lease. */
export const takenDelivery = (delivery: MailDelivery, now: Date): MailDelivery => ({
  ...delivery,
  state: 'PROCESSING',
  attempts: delivery.attempts + 1,
  startTime: now.toISOString(),
  endTime: null,
  leaseExpireTime: new Date(now.getTime() + MAIL_LEASE_MS).toISOString(),
});

/** The delivery of a message the SMTP server accepted. */
export const sentDelivery = (delivery: MailDelivery, messageId: string, now: Date): MailDelivery => ({
  ...delivery,
  state: 'SUCCESS',
  endTime: now.toISOString(),
  leaseExpireTime: null,
  error: null,
  info: { messageId },
});

/**
 * The delivery of a message whose attempt failed with `error`: back to PENDING while it has attempts
 * left (the trigger takes it again), ERROR after the last.
 */
export const failedDelivery = (delivery: MailDelivery, error: string, now: Date): MailDelivery => {
  const last = delivery.attempts >= MAIL_ATTEMPTS;
  return {
    ...delivery,
    state: last ? 'ERROR' : 'PENDING',
    endTime: last ? now.toISOString() : null,
    leaseExpireTime: null,
    error,
  };
};

/** An ERROR message an admin sends again: its attempts start over. Null when it is not in ERROR. */
export const resentDelivery = (delivery: MailDelivery): MailDelivery | null =>
  delivery.state === 'ERROR'
    ? { ...delivery, state: 'RETRY', attempts: 0, endTime: null, leaseExpireTime: null }
    : null;
