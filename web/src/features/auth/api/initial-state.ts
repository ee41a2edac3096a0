import type { InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

/** GET /misc/initialize: the categories, the caller's profile and open cart (the cart feature applies it). */
export const getInitialState = (signal?: AbortSignal): Promise<ApiResult<InitializeBody>> =>
  apiClient.get<InitializeBody>(API_PATHS.initialize, { signal });
