import type { SkinAnswers } from '@shop/contract';
import { API_PATHS, skinAnswerParams, suitsMySkinParams } from '@shop/contract';
import { paths } from '@/config/paths';
import { apiClient } from './api-client';

/** GET /api/skin-profile: the signed-in customer's saved answers (body null when none is saved). */
export const getSkinProfile = (signal?: AbortSignal) =>
  apiClient.get<SkinAnswers | null>(API_PATHS.skinProfile, { signal });

/** PUT /api/skin-profile. */
export const saveSkinProfile = (answers: SkinAnswers) => apiClient.put<SkinAnswers>(API_PATHS.skinProfile, answers);

/** The skin analysis at these (possibly partial) answers: a question, or with every answer, the result. */
export const skinAnalysisHref = (params: URLSearchParams): string =>
  params.size ? `${paths.skinAnalysis.getHref()}?${params.toString()}` : paths.skinAnalysis.getHref();

/** The skin analysis result for these answers. */
export const skinRoutineHref = (answers: SkinAnswers): string => skinAnalysisHref(skinAnswerParams(answers));

/** The products that suit the profile: its skin type, free from what it avoids. */
export const suitsMySkinHref = (answers: SkinAnswers): string =>
  `${paths.products.getHref()}?${suitsMySkinParams(answers).toString()}`;
