import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageAnswers } from '@/lib/page-query';
import { homeQueries } from '../api/home-queries';

/** Home: the curated products as they are now. */
export const homeLoader = ({ request }: LoaderFunctionArgs) => loadPageAnswers(homeQueries, request.signal);
