import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderAnswers } from '@/lib/route-data';
import { getBlog } from '../api/get-blog';

/** /blogs/:id: the post. */
export const blogLoader = ({ params, request }: LoaderFunctionArgs) =>
  loaderAnswers({ blog: getBlog(params.id ?? '', request.signal) });
