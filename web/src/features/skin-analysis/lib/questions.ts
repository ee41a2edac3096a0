import type { SkinAnswers } from '@shop/contract';
import {
  ANALYSIS_SKIN_TYPES,
  CONCERN_LABELS,
  CONCERNS,
  FREE_FROM,
  FREE_FROM_LABELS,
  MAX_CONCERNS,
  ROUTINE_PLANS,
  ROUTINE_STEP_LABELS,
  SKIN_TYPE_LABELS,
} from '@shop/contract';

export const QUESTION_IDS = ['skin', 'feel', 'shine', 'concerns', 'sensitivity', 'avoid', 'routine', 'price'] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

export interface Question {
  id: QuestionId;
  /** Its place among the six questions (the "not sure" questions belong to the first). */
  number: number;
  title: string;
  hint: string;
  /** single: one choice; multi: up to `max` (none is an answer too). */
  kind: 'single' | 'multi';
  max?: number;
  choices: Choice[];
}

export const QUESTION_COUNT = 6;
export const NOT_SURE = 'not-sure';
/** The "not sure" path's answers that decide the skin type, or lead to one more question. */
export const FEEL_TO_SKIN: Record<string, SkinAnswers['skinType'] | 'shine'> = {
  tight: 'dry',
  comfortable: 'normal',
  shiny: 'shine',
};
export const SHINE_TO_SKIN: Record<string, SkinAnswers['skinType']> = { tzone: 'combination', everywhere: 'oily' };
export const NO_LIMIT = 'none';
export const PRICE_LIMITS = [25, 40, 60, 100] as const;

const SKIN_HINTS: Record<SkinAnswers['skinType'], string> = {
  dry: 'Feels tight, can flake',
  oily: 'Shiny, with visible pores',
  combination: 'Oily in the middle, dry or normal elsewhere',
  normal: 'Comfortable most of the time',
};

const stepsText = (routine: keyof typeof ROUTINE_PLANS) =>
  ROUTINE_PLANS[routine].map((step) => ROUTINE_STEP_LABELS[step].replace(/ \(.*\)$/, '')).join(', ');

export const QUESTIONS: Record<QuestionId, Question> = {
  skin: {
    id: 'skin',
    number: 1,
    title: 'What is your skin type?',
    hint: 'Think of how your face feels on an ordinary day.',
    kind: 'single',
    choices: [
      ...ANALYSIS_SKIN_TYPES.map((type) => ({ value: type, label: SKIN_TYPE_LABELS[type], hint: SKIN_HINTS[type] })),
      { value: NOT_SURE, label: 'Not sure', hint: 'Two quick questions will tell' },
    ],
  },
  feel: {
    id: 'feel',
    number: 1,
    title: 'A few hours after washing your face, how does it feel?',
    hint: 'With a gentle cleanser and nothing applied afterwards.',
    kind: 'single',
    choices: [
      { value: 'tight', label: 'Tight or a little rough' },
      { value: 'comfortable', label: 'Comfortable, neither tight nor shiny' },
      { value: 'shiny', label: 'Shiny in places' },
    ],
  },
  shine: {
    id: 'shine',
    number: 1,
    title: 'Where does it shine?',
    hint: 'Look at your face in daylight around midday.',
    kind: 'single',
    choices: [
      { value: 'tzone', label: 'Only on my forehead, nose and chin' },
      { value: 'everywhere', label: 'All over my face' },
    ],
  },
  concerns: {
    id: 'concerns',
    number: 2,
    title: 'What would you most like to improve?',
    hint: `Choose up to ${MAX_CONCERNS}, or none.`,
    kind: 'multi',
    max: MAX_CONCERNS,
    choices: CONCERNS.map((concern) => ({ value: concern, label: CONCERN_LABELS[concern] })),
  },
  sensitivity: {
    id: 'sensitivity',
    number: 3,
    title: 'How sensitive is your skin?',
    hint: 'Does it sting, redden or itch with new products?',
    kind: 'single',
    choices: [
      { value: 'not', label: 'Not sensitive', hint: 'New products rarely bother it' },
      { value: 'somewhat', label: 'A little', hint: 'Sometimes it reacts' },
      { value: 'very', label: 'Very', hint: 'It often reacts' },
    ],
  },
  avoid: {
    id: 'avoid',
    number: 4,
    title: 'What should your routine be free from?',
    hint: 'Choose any, or none.',
    kind: 'multi',
    choices: FREE_FROM.map((ingredient) => ({ value: ingredient, label: FREE_FROM_LABELS[ingredient] })),
  },
  routine: {
    id: 'routine',
    number: 5,
    title: 'How many steps would you like?',
    hint: 'You can always add more later.',
    kind: 'single',
    choices: [
      { value: 'quick', label: 'A quick 3-step routine', hint: stepsText('quick') },
      { value: 'full', label: 'A full routine', hint: stepsText('full') },
    ],
  },
  price: {
    id: 'price',
    number: 6,
    title: 'Is there a price limit per product?',
    hint: 'Optional: we will only suggest products up to this price.',
    kind: 'single',
    choices: [
      { value: NO_LIMIT, label: 'No limit' },
      ...PRICE_LIMITS.map((limit) => ({ value: String(limit), label: `Up to $${limit}` })),
    ],
  },
};
