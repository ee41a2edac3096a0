import { MAIL_NOT_FOUND, mailNotResendable, type MailState, type OutboxMessage } from '@shop/contract';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { pageOutbox, resendMail } from '../repositories/mail';

/** GET /api/mail: a page of the outbox, newest first, in one state or all. */
export const listOutbox = (state: MailState | undefined, paging: Paging) => pageOutbox(state, paging);

/** POST /api/mail/{id}/resend: a failed message goes back to the sender with its attempts starting over. */
export const resendFailedMail = async (id: string): Promise<OutboxMessage> => {
  const answer = await resendMail(id);
  if (!answer) throw notFound(MAIL_NOT_FOUND);
  if (!answer.resent) throw conflict(mailNotResendable(answer.message.delivery.state));
  return answer.message;
};
