import type { Blog } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

export const getBlog = (id: string, signal: AbortSignal): Promise<ApiResult<Blog>> =>
  apiClient.get<Blog>(API_PATHS.blog(id), { signal });
