import type { AdminMessage } from '@shop/contract';
import { ADMIN_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/messages/{id}: the answer's body is the message as it is now. */
export const markMessageAnswered = (id: string, answered: boolean) =>
  apiClient.put<AdminMessage>(ADMIN_API_PATHS.message(id), { answered });
