import type { Blog, BlogSummary } from '@shop/contract';
import { notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { BLOG_NOT_FOUND, countBlogs, findBlog, listBlogs } from '../repositories/blogs';

export { createBlog, deleteBlog, updateBlog } from '../repositories/blogs';

/** GET /api/blogs: a page of blogs, newest update first, each without its items (only the post shows them). */
export const listBlogSummaries = async (paging: Paging): Promise<{ blogs: BlogSummary[]; all: number }> => {
  const total = countBlogs();
  const [blogs, all] = await Promise.all([listBlogs(paging, total), total]);
  return { blogs: blogs.map(({ items: _items, ...summary }) => summary), all };
};

/** GET /api/blogs/{id}: the whole post; 404 when there is none. */
export const readBlog = async (id: string): Promise<Blog> => {
  const blog = await findBlog(id);
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  return blog;
};
