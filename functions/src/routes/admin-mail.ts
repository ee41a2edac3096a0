import { isMailState, MAIL_RESENT, MAIL_STATES, OUTBOX_PAGE_SIZE, type OutboxAnswer } from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { privateNoStore, send, sendList } from '../http/envelope';
import { invalidInput } from '../http/errors';
import { anyDocId } from '../http/ids';
import { readPaging } from '../http/paging';
import { queryText } from '../http/query';
import { listOutbox, openOutboxMessage, resendFailedMail } from '../services/mail-outbox';

export const adminMailRouter = Router();

/**
 * GET /api/mail?state&page&limit (admins): the mail outbox, newest first, 20 a page; state is one of
 * MAIL_STATES. Answer: { success, message, body: OutboxMessage[], totalMail: { all, filtered } }.
 */
adminMailRouter.get('/', async (req, res) => {
  requireAdmin(req);
  const paging = readPaging(req.query, OUTBOX_PAGE_SIZE);
  const state = queryText(req.query, 'state', 20);
  if (state !== undefined && !isMailState(state)) {
    const message = `state must be one of ${MAIL_STATES.join(', ')}`;
    throw invalidInput(message, { state: message });
  }
  const { messages, filtered, all } = await listOutbox(state, paging);
  privateNoStore(res);
  sendList<OutboxAnswer>(res, { body: messages, totalMail: { all, filtered } });
});

/** GET /api/mail/{id} (admins): the message with the text it carries. */
adminMailRouter.get('/:id', async (req, res) => {
  requireAdmin(req);
  const id = anyDocId(req.params.id, 'mail id');
  privateNoStore(res);
  send(res, await openOutboxMessage(id));
});

/** POST /api/mail/{id}/resend (admins): a message that ended ERROR is sent again (409 in any other state). */
adminMailRouter.post('/:id/resend', async (req, res) => {
  requireAdmin(req);
  const id = anyDocId(req.params.id, 'mail id');
  send(res, await resendFailedMail(id), MAIL_RESENT);
});
