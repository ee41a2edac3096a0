import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageAnswers } from '@/lib/page-query';
import { routineQuery } from '../api/routine-query';
import { wizardView } from '../lib/wizard';

/** The skin analysis: the routine, once the URL holds every answer (a question needs nothing). */
export const skinAnalysisLoader = ({ request }: LoaderFunctionArgs) => {
  const view = wizardView(new URL(request.url).searchParams);
  return loadPageAnswers(view.kind === 'result' ? [routineQuery(view.answers)] : [], request.signal);
};
