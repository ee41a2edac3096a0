import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderResults } from '@/lib/route-data';
import { parsePageParam } from '@/utils/page-count';
import { getBlogsPage } from '../api/get-blogs';

/** /blogs?page=: the page of the list. */
export const blogsLoader = ({ request }: LoaderFunctionArgs) =>
  loaderResults({ blogs: getBlogsPage(parsePageParam(new URL(request.url).searchParams.get('page')), request.signal) });
