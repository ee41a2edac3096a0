import type { BlogListAnswer, BlogSummary } from '@shop/contract';
import { API_PATHS, BLOGS_PAGE_SIZE } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import { blogPreview } from '../lib/blog-format';

export type BlogsPageResult = ApiResult<BlogSummary[]> & Partial<Pick<BlogListAnswer, 'totalBlogs'>>;

/**
 * The list draws each blog's preview only (its first characters), so the page keeps no more of each
 * description than that: the answers go into the server's HTML as the page's data, and the whole
 * descriptions were a kilobyte of the list's HTML after compression. blogPreview of a preview is itself.
 */
const withPreviews = (result: BlogsPageResult): BlogsPageResult =>
  result.body
    ? { ...result, body: result.body.map((blog) => ({ ...blog, description: blogPreview(blog.description) })) }
    : result;

/** GET /api/blogs?page=N (4 a page): the page's blogs, each description cut to its preview, with totalBlogs beside the body. */
export const getBlogsPage = (page: number, signal: AbortSignal): Promise<BlogsPageResult> =>
  apiClient.get<BlogSummary[]>(API_PATHS.blogs, { query: { page, limit: BLOGS_PAGE_SIZE }, signal }).then(withPreviews);
