import { skinAnswerParams } from '@shop/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { LoaderResult } from '@/lib/route-data';
import { loaderResults } from '@/lib/route-data';
import { getRoutine } from '../api/get-routine';
import { wizardView } from '../lib/wizard';

type RoutineAnswer = Awaited<ReturnType<typeof getRoutine>>;

/** The skin analysis: the routine, once the URL holds every answer (a question needs nothing). */
export const skinAnalysisLoader = async ({
  request,
}: LoaderFunctionArgs): Promise<{ routine?: LoaderResult<RoutineAnswer> }> => {
  const view = wizardView(new URL(request.url).searchParams);
  return view.kind === 'result' ? loaderResults({ routine: getRoutine(view.answers, request.signal) }) : {};
};

/** The answers a URL's routine is for ('' on a question). */
const routineFor = (url: URL): string => {
  const view = wizardView(url.searchParams);
  return view.kind === 'result' ? skinAnswerParams(view.answers).toString() : '';
};

/**
 * The routine is asked for again only for other answers (or a retry, at the same address): a result's
 * own changes to its URL (the routine added to the cart after signing in) keep the routine on screen.
 */
export const skinAnalysisShouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean =>
  currentUrl.href === nextUrl.href ? defaultShouldRevalidate : routineFor(currentUrl) !== routineFor(nextUrl);
