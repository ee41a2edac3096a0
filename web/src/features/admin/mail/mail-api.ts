import type { OutboxMessage } from '@shop/contract';
import { ADMIN_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/mail/{id}/resend: the answer's body is the message as it is now (RETRY). */
export const resendOutboxMessage = (id: string) => apiClient.post<OutboxMessage>(ADMIN_API_PATHS.mailResend(id));
