import type { SkinAnalysisBody, SkinAnswers } from '@shop/contract';
import { API_PATHS, skinAnswerParams } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/skin-analysis: the server matches the answers against the catalogue and answers the routine. */
export const getRoutine = (answers: SkinAnswers, signal?: AbortSignal) =>
  apiClient.get<SkinAnalysisBody>(API_PATHS.skinAnalysis, {
    query: Object.fromEntries(skinAnswerParams(answers)),
    signal,
  });
