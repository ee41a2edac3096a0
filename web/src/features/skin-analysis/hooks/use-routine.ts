import type { SkinAnswers } from '@shop/contract';
import { skinAnswerParams } from '@shop/contract';
import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getRoutine } from '../api/get-routine';

/** The routine for the answers; the server renders the result page with it. */
export const useRoutine = (answers: SkinAnswers) => {
  const key = skinAnswerParams(answers).toString();
  // answers are described by key.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback((signal: AbortSignal) => getRoutine(answers, signal), [key]);
  return useApiQuery(`skin-analysis?${key}`, load);
};
