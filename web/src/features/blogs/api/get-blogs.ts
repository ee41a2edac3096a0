import type { BlogListAnswer, BlogSummary } from '@shop/contract';
import { API_PATHS, BLOGS_PAGE_SIZE } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

export type BlogsPageResult = ApiResult<BlogSummary[]> & Partial<Pick<BlogListAnswer, 'totalBlogs'>>;

/** GET /api/blogs?page=N (4 a page): the page's blogs, with totalBlogs beside the body. */
export const getBlogsPage = (page: number, signal: AbortSignal): Promise<BlogsPageResult> =>
  apiClient.get<BlogSummary[]>(API_PATHS.blogs, { query: { page, limit: BLOGS_PAGE_SIZE }, signal });
