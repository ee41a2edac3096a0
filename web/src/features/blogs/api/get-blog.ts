import type { Blog } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/page-query';

export const getBlog = (id: string, signal: AbortSignal): Promise<ApiResult<Blog>> =>
  apiClient.get<Blog>(API_PATHS.blog(id), { signal });

/** A blog post: its route's loader and its page ask for it under one key. */
export const blogQuery = (id: string) =>
  ({ key: `blogs/${id}`, load: (signal) => getBlog(id, signal) }) satisfies PageQuery;
