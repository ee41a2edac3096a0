import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageAnswers } from '@/lib/page-query';
import { blogQuery } from '../api/get-blog';

/** /blogs/:id: the post. */
export const blogLoader = ({ params, request }: LoaderFunctionArgs) =>
  loadPageAnswers([blogQuery(params.id ?? '')], request.signal);
