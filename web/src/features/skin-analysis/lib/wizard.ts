import type { SkinAnswers } from '@shop/contract';
import { ANALYSIS_SKIN_TYPES, completeSkinAnswers, readSkinAnswers, skinAnswerParams } from '@shop/contract';
import { LOGIN_RETURN_PARAM, paths } from '@/config/paths';
import type { QuestionId } from './questions';
import { FEEL_TO_SKIN, NO_LIMIT, NOT_SURE, QUESTION_IDS, SHINE_TO_SKIN } from './questions';

/** The URL parameter naming the question on screen; without it a complete set of answers shows the result. */
export const STEP_PARAM = 'step';
/** Set on the result's URL when a visitor signs in to add the routine: it is added once they are back. */
export const ADD_PARAM = 'add';
export const ADD_ROUTINE = 'routine';

export type WizardView =
  | { kind: 'question'; question: QuestionId; answers: Partial<SkinAnswers> }
  | { kind: 'result'; answers: SkinAnswers };

/** What the URL shows: the named question, else the result if every answer is there, else the first question. */
export const wizardView = (params: URLSearchParams): WizardView => {
  const answers = readSkinAnswers(params);
  const step = params.get(STEP_PARAM);
  if (step && (QUESTION_IDS as readonly string[]).includes(step))
    return { kind: 'question', question: step as QuestionId, answers };
  const complete = completeSkinAnswers(answers);
  if (complete) return { kind: 'result', answers: complete };
  return { kind: 'question', question: 'skin', answers };
};

/** The choices shown as already made on a question (coming back to it). */
export const currentChoice = (question: QuestionId, answers: Partial<SkinAnswers>): string[] => {
  switch (question) {
    case 'skin':
      return answers.skinType ? [answers.skinType] : [];
    case 'concerns':
      return answers.concerns ?? [];
    case 'sensitivity':
      return answers.sensitivity ? [answers.sensitivity] : [];
    case 'avoid':
      return answers.avoid ?? [];
    case 'routine':
      return answers.routine ? [answers.routine] : [];
    case 'price':
      return answers.routine ? [answers.maxPrice ? String(answers.maxPrice) : NO_LIMIT] : [];
    default:
      return [];
  }
};

const withStep = (answers: Partial<SkinAnswers>, step: QuestionId | null): URLSearchParams => {
  const params = skinAnswerParams(answers);
  if (step) params.set(STEP_PARAM, step);
  return params;
};

/** The URL after answering `question` with `chosen`: the next question's, or the result's after the last. */
export const answerParams = (
  question: QuestionId,
  chosen: string[],
  answers: Partial<SkinAnswers>,
): URLSearchParams => {
  const [first = ''] = chosen;
  switch (question) {
    case 'skin': {
      if (first === NOT_SURE) return withStep({ ...answers, skinType: undefined }, 'feel');
      const skinType = ANALYSIS_SKIN_TYPES.find((type) => type === first);
      return withStep({ ...answers, skinType }, 'concerns');
    }
    case 'feel': {
      const decided = FEEL_TO_SKIN[first];
      if (decided === 'shine') return withStep(answers, 'shine');
      return withStep({ ...answers, skinType: decided }, 'concerns');
    }
    case 'shine':
      return withStep({ ...answers, skinType: SHINE_TO_SKIN[first] }, 'concerns');
    case 'concerns':
      return withStep({ ...answers, concerns: chosen as SkinAnswers['concerns'] }, 'sensitivity');
    case 'sensitivity':
      return withStep({ ...answers, sensitivity: first as SkinAnswers['sensitivity'] }, 'avoid');
    case 'avoid':
      return withStep({ ...answers, avoid: chosen as SkinAnswers['avoid'] }, 'routine');
    case 'routine':
      return withStep({ ...answers, routine: first as SkinAnswers['routine'] }, 'price');
    case 'price':
      return withStep({ ...answers, maxPrice: first === NO_LIMIT ? null : Number(first) }, null);
  }
};

const PREVIOUS: Record<QuestionId, QuestionId | null> = {
  skin: null,
  feel: 'skin',
  shine: 'feel',
  concerns: 'skin',
  sensitivity: 'concerns',
  avoid: 'sensitivity',
  routine: 'avoid',
  price: 'routine',
};

/** The URL of the question before this one, keeping every answer; null on the first question. */
export const previousParams = (question: QuestionId, answers: Partial<SkinAnswers>): URLSearchParams | null => {
  const previous = PREVIOUS[question];
  return previous ? withStep(answers, previous) : null;
};

/** The URL to change the answers of a result, starting from the first question. */
export const changeAnswersParams = (answers: SkinAnswers): URLSearchParams => withStep(answers, 'skin');

/** The sign-in page, coming back to `path` (this result) afterwards. */
export const loginReturningTo = (path: string): string =>
  `${paths.login.getHref()}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: path }).toString()}`;
