import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderResults } from '@/lib/route-data';
import { getBlog } from '../api/get-blog';

/** /blogs/:id: the post. */
export const blogLoader = ({ params, request }: LoaderFunctionArgs) =>
  loaderResults({ blog: getBlog(params.id ?? '', request.signal) });
