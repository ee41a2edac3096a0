import { buildRoutine, type SkinAnalysisBody, type SkinAnswers } from '@shop/contract';
import { readRoutineCandidates } from '../repositories/routine-candidates';

export { findSkinProfile, saveSkinProfile } from '../repositories/skin-profiles';

/** GET /api/skin-analysis: the routine for the answers, matched over a bounded candidate set per step. */
export const analyseSkin = async (answers: SkinAnswers): Promise<SkinAnalysisBody> => {
  const { candidates } = await readRoutineCandidates(answers);
  return { answers, routine: buildRoutine(answers, candidates) };
};
