import type { OutboxMessage, OutboxMessageDetail } from '@shop/contract';
import { ADMIN_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/mail/{id}: the message with its text. */
export const getOutboxMessage = (id: string, signal?: AbortSignal) =>
  apiClient.get<OutboxMessageDetail>(ADMIN_API_PATHS.mailMessage(id), { signal });

/** POST /api/mail/{id}/resend: the answer's body is the message as it is now (RETRY). */
export const resendOutboxMessage = (id: string) => apiClient.post<OutboxMessage>(ADMIN_API_PATHS.mailResend(id));
