import type { PageQuery } from '@/lib/page-query';
import { getBlog } from './get-blog';
import { getBlogsPage } from './get-blogs';

/** A blog post: its route's loader and its page ask for it under one key. */
export const blogQuery = (id: string) =>
  ({ key: `blogs/${id}`, load: (signal) => getBlog(id, signal) }) satisfies PageQuery;

/** A page of the blog list. */
export const blogsPageQuery = (page: number) =>
  ({ key: `blogs?page=${page}`, load: (signal) => getBlogsPage(page, signal) }) satisfies PageQuery;
