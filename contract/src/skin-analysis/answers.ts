// The skin analysis: what the questionnaire asks, and how its answers travel in a URL.
import type { Concern, FreeFrom, RoutineStep, SkinType } from '../product-facts';
import { formatPrice } from '../money';
import {
  CONCERN_LABELS,
  CONCERNS,
  FREE_FROM,
  FREE_FROM_BADGES,
  PRODUCT_FACT_PARAMS,
  SKIN_TYPE_LABELS,
} from '../product-facts';

/** The skin types a person picks (or the "not sure" questions decide); sensitivity is its own question. */
export const ANALYSIS_SKIN_TYPES = ['dry', 'oily', 'combination', 'normal'] as const satisfies readonly SkinType[];
export type AnalysisSkinType = (typeof ANALYSIS_SKIN_TYPES)[number];

export const SENSITIVITIES = ['not', 'somewhat', 'very'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];
export const SENSITIVITY_LABELS: Record<Sensitivity, string> = {
  not: 'Not sensitive',
  somewhat: 'A little sensitive',
  very: 'Very sensitive',
};

export const ROUTINE_SIZES = ['quick', 'full'] as const;
export type RoutineSize = (typeof ROUTINE_SIZES)[number];
export const ROUTINE_SIZE_LABELS: Record<RoutineSize, string> = { quick: '3 steps', full: 'Full routine' };

/** The steps of each routine, in the order they are applied. */
export const ROUTINE_PLANS: Record<RoutineSize, readonly RoutineStep[]> = {
  quick: ['cleanse', 'treat', 'moisturise'],
  full: ['cleanse', 'tone', 'treat', 'moisturise', 'protect'],
};

export const MAX_CONCERNS = 2;

/** A person's answers: also their saved skin profile. */
export interface SkinAnswers {
  skinType: AnalysisSkinType;
  concerns: Concern[];
  sensitivity: Sensitivity;
  /** What every product must be free from. */
  avoid: FreeFrom[];
  routine: RoutineSize;
  /** The most one product may cost, or null for no limit. */
  maxPrice: number | null;
}

/**
 * URL parameters of the answers. Skin type, concerns and free-from use the products page's names, so a
 * profile opens the products page filtered the same way.
 */
export const SKIN_ANSWER_PARAMS = {
  skinType: PRODUCT_FACT_PARAMS.skinTypes,
  concerns: PRODUCT_FACT_PARAMS.concerns,
  avoid: PRODUCT_FACT_PARAMS.freeFrom,
  sensitivity: 'sensitivity',
  routine: 'routine',
  maxPrice: 'max',
} as const;

/** Reads one parameter's values: repeated and comma-separated values both count. */
export type ParamReader = (name: string) => string[];

export const paramReader =
  (params: URLSearchParams): ParamReader =>
  (name) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);

/** The answers as the URL gives them, unchecked (the API's schema or `readSkinAnswers` judge them). */
export const rawSkinAnswers = (read: ParamReader) => ({
  skinType: read(SKIN_ANSWER_PARAMS.skinType)[0],
  concerns: read(SKIN_ANSWER_PARAMS.concerns),
  sensitivity: read(SKIN_ANSWER_PARAMS.sensitivity)[0],
  avoid: read(SKIN_ANSWER_PARAMS.avoid),
  routine: read(SKIN_ANSWER_PARAMS.routine)[0],
  maxPrice: read(SKIN_ANSWER_PARAMS.maxPrice)[0] ?? null,
});

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): T | undefined =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

const someOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  allowed.filter((value) => values.includes(value));

/** The answers a URL holds, keeping only valid values (a questionnaire picks up where they stop). */
export const readSkinAnswers = (params: URLSearchParams): Partial<SkinAnswers> => {
  const raw = rawSkinAnswers(paramReader(params));
  const maxPrice = raw.maxPrice === null ? NaN : Number(raw.maxPrice);
  const answers: Partial<SkinAnswers> = {
    concerns: someOf(CONCERNS, raw.concerns).slice(0, MAX_CONCERNS),
    avoid: someOf(FREE_FROM, raw.avoid),
    maxPrice: Number.isFinite(maxPrice) && maxPrice > 0 ? maxPrice : null,
  };
  const skinType = oneOf(ANALYSIS_SKIN_TYPES, raw.skinType);
  const sensitivity = oneOf(SENSITIVITIES, raw.sensitivity);
  const routine = oneOf(ROUTINE_SIZES, raw.routine);
  if (skinType) answers.skinType = skinType;
  if (sensitivity) answers.sensitivity = sensitivity;
  if (routine) answers.routine = routine;
  return answers;
};

/** All answers, or null while the questions that have no default are unanswered. */
export const completeSkinAnswers = (answers: Partial<SkinAnswers>): SkinAnswers | null => {
  const { skinType, sensitivity, routine } = answers;
  if (!skinType || !sensitivity || !routine) return null;
  return {
    skinType,
    concerns: answers.concerns ?? [],
    sensitivity,
    avoid: answers.avoid ?? [],
    routine,
    maxPrice: answers.maxPrice ?? null,
  };
};

/** The answers as URL parameters, in a fixed order (one result, one URL). */
export const skinAnswerParams = (answers: Partial<SkinAnswers>): URLSearchParams => {
  const params = new URLSearchParams();
  if (answers.skinType) params.set(SKIN_ANSWER_PARAMS.skinType, answers.skinType);
  if (answers.concerns?.length) params.set(SKIN_ANSWER_PARAMS.concerns, answers.concerns.join(','));
  if (answers.sensitivity) params.set(SKIN_ANSWER_PARAMS.sensitivity, answers.sensitivity);
  if (answers.avoid?.length) params.set(SKIN_ANSWER_PARAMS.avoid, answers.avoid.join(','));
  if (answers.routine) params.set(SKIN_ANSWER_PARAMS.routine, answers.routine);
  if (answers.maxPrice) params.set(SKIN_ANSWER_PARAMS.maxPrice, String(answers.maxPrice));
  return params;
};

/** The products page's parameters for products that suit a profile: its skin type and its free-from list. */
export const suitsMySkinParams = ({ skinType, avoid }: Pick<SkinAnswers, 'skinType' | 'avoid'>): URLSearchParams => {
  const params = new URLSearchParams({ [PRODUCT_FACT_PARAMS.skinTypes]: skinType });
  if (avoid.length) params.set(PRODUCT_FACT_PARAMS.freeFrom, avoid.join(','));
  return params;
};

/** The answers in a few words each: "Dry skin", "Dullness", "Very sensitive", "Fragrance-free", ... */
export const describeSkinAnswers = (answers: SkinAnswers): string[] => [
  `${SKIN_TYPE_LABELS[answers.skinType]} skin`,
  ...answers.concerns.map((concern) => CONCERN_LABELS[concern]),
  SENSITIVITY_LABELS[answers.sensitivity],
  ...answers.avoid.map((ingredient) => FREE_FROM_BADGES[ingredient]),
  ROUTINE_SIZE_LABELS[answers.routine],
  ...(answers.maxPrice === null ? [] : [`Up to ${formatPrice(answers.maxPrice)} a product`]),
];
