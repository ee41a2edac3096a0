import type { SkinAnswers } from './answers';
import type { Routine } from './scorer';

/** GET /api/skin-analysis answer: the answers as the server understood them, and their routine. */
export interface SkinAnalysisBody {
  answers: SkinAnswers;
  routine: Routine;
}
