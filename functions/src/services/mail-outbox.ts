import {
  MAIL_NOT_FOUND,
  mailNotResendable,
  type MailState,
  type OutboxMessage,
  type OutboxMessageDetail,
} from '@shop/contract';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { pageOutbox, readOutboxMessage, resendMail } from '../repositories/mail';

/** GET /api/mail: a page of the outbox, newest first, in one state or all. */
export const listOutbox = (state: MailState | undefined, paging: Paging) => pageOutbox(state, paging);

/** GET /api/mail/{id}: the message with its text. */
export const openOutboxMessage = async (id: string): Promise<OutboxMessageDetail> => {
  const message = await readOutboxMessage(id);
  if (!message) throw notFound(MAIL_NOT_FOUND);
  return message;
};

/** POST /api/mail/{id}/resend: a failed message goes back to the sender with its attempts starting over. */
export const resendFailedMail = async (id: string): Promise<OutboxMessage> => {
  const answer = await resendMail(id);
  if (!answer) throw notFound(MAIL_NOT_FOUND);
  if (!answer.resent) throw conflict(mailNotResendable(answer.message.delivery.state));
  return answer.message;
};
