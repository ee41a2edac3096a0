import type { AdminMessage, User } from '@shop/contract';
import { notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import type { MessageListFilter } from '../repositories/message-query';
import {
  deleteMessage,
  markAnswered,
  openMessage,
  pageMessages,
  readInbox,
  type StoredMessage,
} from '../repositories/messages';
import { findUser, findUsers } from '../repositories/users';

export const MESSAGE_NOT_FOUND = 'Message not found';

/** POST /message: the contact form's message, stored with its sender when they are signed in. */
export { addMessage } from '../repositories/messages';

/** The message as the admin reads it: the sender's username when a signed-in customer sent it. */
const withCustomer = ({ userId, ...message }: StoredMessage, users: Map<string, User>): AdminMessage => ({
  ...message,
  customer: userId ? { username: users.get(userId)?.username ?? null } : null,
});

const customersOf = (messages: StoredMessage[]) =>
  findUsers(messages.flatMap((message) => (message.userId ? [message.userId] : [])));

/** GET /api/messages: a page of messages, newest first, filtered by status and a search text. */
export const listMessages = async (
  filter: MessageListFilter,
  paging: Paging,
): Promise<{ messages: AdminMessage[]; filtered: number; all: number }> => {
  // Messages stored before the inbox get their state and search keys first, so the filters find them.
  await readInbox();
  const { messages, filtered, all } = await pageMessages(filter, paging);
  const users = await customersOf(messages);
  return { messages: messages.map((message) => withCustomer(message, users)), filtered, all };
};

/** GET /api/messages/{id}: the message, now read. */
export const readMessage = async (id: string): Promise<AdminMessage> => {
  const message = await openMessage(id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return withCustomer(message, await customersOf([message]));
};

/** PUT /api/messages/{id}: marked answered by this admin, or not answered. */
export const answerMessage = async (id: string, answered: boolean, adminUid: string): Promise<AdminMessage> => {
  const admin = await findUser(adminUid);
  const message = await markAnswered(id, answered, admin?.username ?? '');
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return withCustomer(message, await customersOf([message]));
};

/** DELETE /api/messages/{id}. */
export const removeMessage = async (id: string): Promise<void> => {
  if (!(await deleteMessage(id))) throw notFound(MESSAGE_NOT_FOUND);
};
