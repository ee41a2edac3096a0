import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderAnswer } from '@/lib/route-data';
import { loaderAnswers } from '@/lib/route-data';
import { getRoutine } from '../api/get-routine';
import { wizardView } from '../lib/wizard';

type RoutineAnswer = Awaited<ReturnType<typeof getRoutine>>;

/** The skin analysis: the routine, once the URL holds every answer (a question needs nothing). */
export const skinAnalysisLoader = async ({
  request,
}: LoaderFunctionArgs): Promise<{ routine?: LoaderAnswer<RoutineAnswer> }> => {
  const view = wizardView(new URL(request.url).searchParams);
  return view.kind === 'result' ? loaderAnswers({ routine: getRoutine(view.answers, request.signal) }) : {};
};
