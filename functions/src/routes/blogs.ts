import { BLOGS_PAGE_SIZE, type BlogListAnswer } from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { publicCache, send, sendList } from '../http/envelope';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { createBlog, deleteBlog, listBlogSummaries, readBlog, updateBlog } from '../services/blogs';
import { blogInput } from './catalog-inputs';

export const blogsRouter = Router();

/**
 * GET /api/blogs?page&limit (public): newest update first, limit 4 by default (at most 1000).
 * Answer: { success, message, body: BlogSummary[], totalBlogs: { all, filtered } } (BlogListAnswer):
 * each blog without its items, which only the post shows (GET /api/blogs/{id}); the list has no
 * filters, so filtered equals all.
 */
blogsRouter.get('/', async (req, res) => {
  const paging = readPaging(req.query, BLOGS_PAGE_SIZE);
  const { blogs, all } = await listBlogSummaries(paging);
  publicCache(res);
  sendList<BlogListAnswer>(res, { body: blogs, totalBlogs: { all, filtered: all } });
});

/** GET /api/blogs/{id} (public). */
blogsRouter.get('/:id', async (req, res) => {
  const blog = await readBlog(docId(req.params.id, 'blog id'));
  publicCache(res);
  send(res, blog);
});

/** POST /api/blogs (admin): { title, slug, description, subject, author, items, image }; slugs are unique. */
blogsRouter.post('/', async (req, res) => {
  requireAdmin(req);
  const input = await blogInput(req.body);
  send(res, await createBlog(input), 'New blog created successfully', 201);
});

/** PUT /api/blogs/{id} (admin): the same fields as POST. */
blogsRouter.put('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'blog id');
  const input = await blogInput(req.body);
  send(res, await updateBlog(id, input), 'The blog updated successfully');
});

/** DELETE /api/blogs/{id} (admin): answers the deleted blog. */
blogsRouter.delete('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'blog id');
  send(res, await deleteBlog(id), 'The blog deleted successfully');
});
