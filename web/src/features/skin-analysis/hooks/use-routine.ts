import type { SkinAnswers } from '@shop/contract';
import { useApiQuery } from '@/hooks/use-api-query';
import { routineQuery } from '../api/routine-query';

/** The routine for the answers; the server renders the result page with it. */
export const useRoutine = (answers: SkinAnswers) => {
  const { key, load } = routineQuery(answers);
  return useApiQuery(key, load);
};
