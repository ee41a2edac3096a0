import { array, mixed, number, object } from 'yup';
import { PRICE_MAX } from '../constants';
import { CONCERNS, FREE_FROM, type Concern, type FreeFrom } from '../product-facts';
import {
  ANALYSIS_SKIN_TYPES,
  MAX_CONCERNS,
  ROUTINE_SIZES,
  SENSITIVITIES,
  type AnalysisSkinType,
  type RoutineSize,
  type Sensitivity,
} from '../skin-analysis/answers';

/** A value's place in its fixed list; unknown values go last (and are refused by oneOf). */
const rank = (allowed: readonly string[], value: unknown): number => {
  const index = allowed.indexOf(value as string);
  return index === -1 ? allowed.length : index;
};

const listOf = <T extends string>(allowed: readonly T[], message: string) =>
  array(mixed<T>().oneOf(allowed, message).defined())
    .typeError(message)
    .defined()
    .default([])
    .transform((value: unknown) =>
      Array.isArray(value)
        ? [...new Set(value as unknown[])].sort((a, b) => rank(allowed, a) - rank(allowed, b))
        : value,
    );

/**
 * The skin analysis's answers: the query of GET /api/skin-analysis and the body of PUT /api/skin-profile
 * (a customer's saved skin profile). Lists keep each value once, in their fixed order.
 */
export const skinAnswersSchema = object({
  skinType: mixed<AnalysisSkinType>()
    .oneOf(ANALYSIS_SKIN_TYPES, 'Choose your skin type')
    .required('Choose your skin type'),
  concerns: listOf<Concern>(CONCERNS, 'Choose concerns from the list').max(
    MAX_CONCERNS,
    `Choose ${MAX_CONCERNS} concerns at most`,
  ),
  sensitivity: mixed<Sensitivity>()
    .oneOf(SENSITIVITIES, 'Choose how sensitive your skin is')
    .required('Choose how sensitive your skin is'),
  avoid: listOf<FreeFrom>(FREE_FROM, 'Choose what to avoid from the list'),
  routine: mixed<RoutineSize>().oneOf(ROUTINE_SIZES, 'Choose a routine').required('Choose a routine'),
  maxPrice: number()
    .typeError('The price limit must be a number')
    .positive('The price limit must be more than $0')
    .max(PRICE_MAX, `The price limit must be $${PRICE_MAX} at most`)
    .nullable()
    .default(null),
});
