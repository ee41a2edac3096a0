import type { SkinAnswers } from '@shop/contract';
import { skinAnswerParams } from '@shop/contract';
import type { PageQuery } from '@/lib/page-query';
import { getRoutine } from './get-routine';

/** The routine for a complete set of answers, named by the answers' URL query. */
export const routineQuery = (answers: SkinAnswers) =>
  ({
    key: `skin-analysis?${skinAnswerParams(answers).toString()}`,
    load: (signal) => getRoutine(answers, signal),
  }) satisfies PageQuery;
