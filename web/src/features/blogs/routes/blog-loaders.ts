import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageAnswers } from '@/lib/page-query';
import { parsePageParam } from '@/utils/page-count';
import { blogQuery, blogsPageQuery } from '../api/blog-queries';

/** /blogs/:id: the post. */
export const blogLoader = ({ params, request }: LoaderFunctionArgs) =>
  loadPageAnswers([blogQuery(params.id ?? '')], request.signal);

/** /blogs?page=: the page of the list. */
export const blogsLoader = ({ request }: LoaderFunctionArgs) =>
  loadPageAnswers([blogsPageQuery(parsePageParam(new URL(request.url).searchParams.get('page')))], request.signal);
