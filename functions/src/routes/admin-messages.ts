import {
  ADMIN_MESSAGES_PAGE_SIZE,
  MESSAGE_FILTERS,
  isMessageFilter,
  messageAnsweredSchema,
  type MessageListAnswer,
} from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { privateNoStore, send, sendList } from '../http/envelope';
import { badRequest } from '../http/errors';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { queryText } from '../http/query';
import { validate } from '../http/validate';
import { answerMessage, listMessages, readMessage, removeMessage } from '../services/messages';

export const adminMessagesRouter = Router();

/**
 * GET /api/messages?page&limit&status&q (admins): the contact messages, newest first, 10 a page;
 * status is unread or answered, q the start of an e-mail or a name.
 * Answer: { success, message, body: AdminMessage[], totalMessages: { all, filtered } }.
 */
adminMessagesRouter.get('/', async (req, res) => {
  requireAdmin(req);
  const paging = readPaging(req.query, ADMIN_MESSAGES_PAGE_SIZE);
  const status = queryText(req.query, 'status', 20);
  if (status !== undefined && !isMessageFilter(status))
    throw badRequest(`status must be one of ${MESSAGE_FILTERS.join(', ')}`);
  const q = queryText(req.query, 'q', 100);
  const { messages, filtered, all } = await listMessages({ status, q }, paging);
  privateNoStore(res);
  sendList<MessageListAnswer>(res, { body: messages, totalMessages: { all, filtered } });
});

/** GET /api/messages/{id} (admins): every field the sender wrote; the message is read from now on. */
adminMessagesRouter.get('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'message id');
  privateNoStore(res);
  send(res, await readMessage(id));
});

/** PUT /api/messages/{id} { answered: true | false } (admins): who answered and when are the server's. */
adminMessagesRouter.put('/:id', async (req, res) => {
  const caller = requireAdmin(req);
  const id = docId(req.params.id, 'message id');
  const { answered } = await validate(messageAnsweredSchema, req.body);
  const message = await answerMessage(id, answered, caller.uid);
  send(res, message, answered ? 'The message is marked as answered' : 'The message is marked as not answered');
});

/** DELETE /api/messages/{id} (admins). */
adminMessagesRouter.delete('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'message id');
  await removeMessage(id);
  send(res, null, 'The message deleted successfully');
});
