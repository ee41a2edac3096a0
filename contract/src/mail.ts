import type { ApiEnvelope } from './envelope';

/**
 * Where a message of the `mail` outbox stands, in the Trigger Email extension's words: written
 * (PENDING), taken by a sender (PROCESSING, under a lease), sent (SUCCESS), given up after its
 * attempts (ERROR), or asked to be sent again by an admin (RETRY).
 */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const isMailState = (value: unknown): value is MailState => MAIL_STATES.includes(value as MailState);

/** What a mail is about: the admin's outbox names it, the tests find it by it. */
export const MAIL_KINDS = [
  'address-confirmation',
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'back-in-stock',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The message itself, as the extension reads it from `message`. */
export interface MailMessage {
  subject: string;
  html: string;
  text: string;
}

/** What the sender writes back on a message (`delivery`), as the extension does. ISO times. */
export interface MailDelivery {
  state: MailState;
  attempts: number;
  startTime: string | null;
  endTime: string | null;
  /** Until when the sender that took it owns it; another may take it after. */
  leaseExpireTime: string | null;
  error: string | null;
  info: { messageId: string } | null;
}

/** One message of the outbox as the admin reads it (GET /api/mail). */
export interface OutboxMessage {
  _id: string;
  to: string;
  subject: string;
  kind: MailKind;
  createdAt: string;
  delivery: MailDelivery;
}

/** One message of the outbox opened by the admin (GET /api/mail/{id}): with the text the person reads. */
export interface OutboxMessageDetail extends OutboxMessage {
  text: string;
}

/** The admin's outbox: 20 messages a page, newest first. */
export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/mail: the page is the body; `all` counts every message, `filtered` those in the state asked for. */
export interface OutboxAnswer extends ApiEnvelope<OutboxMessage[]> {
  totalMail: { all: number; filtered: number };
}

export const MAIL_NOT_FOUND = 'Mail not found';

/** POST /api/mail/{id}/resend of a message that has not failed (only an ERROR message is sent again). */
export const mailNotResendable = (state: MailState): string =>
  `Only a message that failed can be sent again; this one is ${state}`;

export const MAIL_RESENT = 'The message will be sent again';
