import type { BlogSummary } from '@shop/contract';
import { API_PATHS, MAX_LIST_LIMIT } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

/** The home carousel shows every blog: page 1 with the largest limit. */
export const getCarouselBlogs = (signal: AbortSignal): Promise<ApiResult<BlogSummary[]>> =>
  apiClient.get<BlogSummary[]>(API_PATHS.blogs, { query: { page: 1, limit: MAX_LIST_LIMIT }, signal });
