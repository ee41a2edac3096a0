import { boolean, object } from 'yup';
import type { ApiEnvelope } from './envelope';
import type { MessageInput } from './schemas/contact';

/** Where a contact message stands in the admin's inbox: not opened yet, opened, or answered. */
export const MESSAGE_STATES = ['unread', 'read', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const isMessageState = (value: unknown): value is MessageState => MESSAGE_STATES.includes(value as MessageState);

/** GET /api/messages ?status: only the unread or only the answered messages (absent: every message). */
export const MESSAGE_FILTERS = ['unread', 'answered'] as const satisfies readonly MessageState[];
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const isMessageFilter = (value: unknown): value is MessageFilter =>
  MESSAGE_FILTERS.includes(value as MessageFilter);

/** The admin's inbox: 10 messages a page. */
export const ADMIN_MESSAGES_PAGE_SIZE = 10;

/** Who marked a message answered (the admin's username) and when (ISO time, the server's clock). */
export interface MessageAnswer {
  by: string;
  at: string;
}

/** A contact message as the admin reads it: every field the form sent, when, and where it stands. */
export interface AdminMessage extends MessageInput {
  _id: string;
  createdAt: string;
  state: MessageState;
  answered: MessageAnswer | null;
  /**
   * The signed-in customer who sent it, or null for a visitor; the username is null when the account
   * no longer exists.
   */
  customer: { username: string | null } | null;
}

/** GET /api/messages: the page is the body; `all` counts every message, `filtered` what the filters match. */
export interface MessageListAnswer extends ApiEnvelope<AdminMessage[]> {
  totalMessages: { all: number; filtered: number };
}

export const ANSWERED_REQUIRED = 'answered must be true or false';

/** PUT /api/messages/{id}: mark the message answered (true) or not answered (false). */
export const messageAnsweredSchema = object({
  answered: boolean().strict().required(ANSWERED_REQUIRED).typeError(ANSWERED_REQUIRED),
});
