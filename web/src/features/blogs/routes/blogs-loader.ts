import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderAnswers } from '@/lib/route-data';
import { parsePageParam } from '@/utils/page-count';
import { getBlogsPage } from '../api/get-blogs';

/** /blogs?page=: the page of the list. */
export const blogsLoader = ({ request }: LoaderFunctionArgs) =>
  loaderAnswers({ blogs: getBlogsPage(parsePageParam(new URL(request.url).searchParams.get('page')), request.signal) });
