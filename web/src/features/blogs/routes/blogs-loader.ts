import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageAnswers } from '@/lib/page-query';
import { parsePageParam } from '@/utils/page-count';
import { blogsPageQuery } from '../api/get-blogs';

/** /blogs?page=: the page of the list. */
export const blogsLoader = ({ request }: LoaderFunctionArgs) =>
  loadPageAnswers([blogsPageQuery(parsePageParam(new URL(request.url).searchParams.get('page')))], request.signal);
