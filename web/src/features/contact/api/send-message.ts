import type { MessageInput } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

/** POST /message: only the message fields; the rest of the "Write Us" form stays in the browser. */
export const sendMessage = ({
  title,
  firstname,
  lastname,
  email,
  phoneNumber,
  message,
}: MessageInput): Promise<ApiResult<null>> =>
  apiClient.post<null>(API_PATHS.message, { title, firstname, lastname, email, phoneNumber, message });
