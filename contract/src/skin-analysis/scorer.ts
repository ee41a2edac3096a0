// The routine a person's answers get: a small rule-based scorer over the product facts (decision 035).
import type { ProductFacts, RoutineStep } from '../product-facts';
import { CONCERN_LABELS, FREE_FROM_BADGES, SKIN_TYPE_LABELS } from '../product-facts';
import { formatPrice } from '../money';
import type { ProductRating } from '../reviews';
import { skinRatedReason, skinRatingShown } from '../reviews';
import type { SkinAnswers } from './answers';
import { ROUTINE_PLANS } from './answers';
import { inSentence, ingredientFor } from './ingredients';

/**
 * A product as the scorer reads it: its facts, its ratings by skin type and what a routine shows; only a
 * product with a step is one.
 */
export interface RoutineCandidate extends Pick<
  ProductFacts,
  'skinTypes' | 'concerns' | 'freeFrom' | 'keyIngredients' | 'size'
> {
  routineStep: RoutineStep;
  _id: string;
  title: string;
  price: number;
  image: string;
  rating: Pick<ProductRating, 'bySkinType'>;
}

/** A product as a routine shows it. */
export type RoutineProduct = Pick<RoutineCandidate, '_id' | 'title' | 'price' | 'image' | 'size'>;

export interface RoutinePick {
  product: RoutineProduct;
  /** Why it was chosen, in plain words tied to the answers. */
  reasons: string[];
  score: number;
}

export interface RoutineStepResult {
  step: RoutineStep;
  /** null: nothing in the catalogue fits this step for these answers. */
  pick: RoutinePick | null;
  alternative: RoutinePick | null;
}

export interface Routine {
  steps: RoutineStepResult[];
  /** The sum of the picks' prices (the alternatives are not counted). */
  totalPrice: number;
}

/** The weights of decision 035. */
export const ROUTINE_WEIGHTS = {
  /** Each of the person's concerns the product lists. */
  concern: 3,
  /** The product lists sensitive skin, for a very sensitive person (half of it for a little sensitive). */
  sensitive: 2,
  /** Fragrance-free though not asked for, for a sensitive person. */
  gentle: 1,
} as const;

type Fit = 'skin' | 'any-skin';

/**
 * How the product's skin types fit: made for theirs, made for no skin type in particular (an empty
 * list), or not at all (made only for other skin types).
 */
const skinFit = (candidate: RoutineCandidate, answers: SkinAnswers): Fit | null => {
  if (candidate.skinTypes.includes(answers.skinType)) return 'skin';
  return candidate.skinTypes.length === 0 ? 'any-skin' : null;
};

/** Hard rules besides skin type: the step, nothing the person avoids, and their price limit. */
const allowed = (candidate: RoutineCandidate, step: RoutineStep, answers: SkinAnswers): boolean =>
  candidate.routineStep === step &&
  answers.avoid.every((ingredient) => candidate.freeFrom.includes(ingredient)) &&
  (answers.maxPrice === null || candidate.price <= answers.maxPrice);

const joinWords = (words: string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;

/** The score and the reasons, in the order the questionnaire asked. */
const judge = (candidate: RoutineCandidate, fit: Fit, answers: SkinAnswers): Omit<RoutinePick, 'product'> => {
  const reasons: string[] = [];
  let score = 0;
  const skinLabel = SKIN_TYPE_LABELS[answers.skinType].toLowerCase();
  reasons.push(fit === 'skin' ? `Suits ${skinLabel} skin` : 'Suits every skin type');
  const rated = skinRatedReason(answers.skinType, candidate.rating.bySkinType[answers.skinType]);
  if (rated) reasons.push(rated);

  for (const concern of answers.concerns) {
    if (!candidate.concerns.includes(concern)) continue;
    score += ROUTINE_WEIGHTS.concern;
    const label = CONCERN_LABELS[concern].toLowerCase();
    const ingredient = ingredientFor(concern, candidate.keyIngredients);
    reasons.push(ingredient ? `Targets ${label} with ${inSentence(ingredient)}` : `Targets ${label}`);
  }

  if (answers.sensitivity !== 'not') {
    if (candidate.skinTypes.includes('sensitive')) {
      score += answers.sensitivity === 'very' ? ROUTINE_WEIGHTS.sensitive : ROUTINE_WEIGHTS.sensitive / 2;
      reasons.push('Gentle enough for sensitive skin');
    }
    if (!answers.avoid.includes('fragrance') && candidate.freeFrom.includes('fragrance')) {
      score += ROUTINE_WEIGHTS.gentle;
      reasons.push('Fragrance-free, kind to sensitive skin');
    }
  }

  if (answers.avoid.length) {
    const badges = answers.avoid.map((ingredient) => FREE_FROM_BADGES[ingredient]);
    const [first, ...rest] = badges;
    reasons.push(`${joinWords([first ?? '', ...rest.map((badge) => badge.toLowerCase())])}, as you asked`);
  }
  if (answers.maxPrice !== null) reasons.push(`Within your ${formatPrice(answers.maxPrice)} limit`);
  return { reasons, score };
};

/** A pick while it is ranked: with the rating people of the person's skin type gave it, when shown. */
interface Ranked {
  pick: RoutinePick;
  skinRating: { average: number; count: number } | null;
}

/**
 * Best first: higher score; then the better rated by people of the person's skin type (average, then
 * count; a product without a shown rating after one with it); then the lower price, then the title, then
 * the id (always one order).
 */
const byRank = ({ pick: a, skinRating: ra }: Ranked, { pick: b, skinRating: rb }: Ranked): number =>
  b.score - a.score ||
  (rb?.average ?? 0) - (ra?.average ?? 0) ||
  (rb?.count ?? 0) - (ra?.count ?? 0) ||
  a.product.price - b.product.price ||
  a.product.title.localeCompare(b.product.title, 'en') ||
  (a.product._id < b.product._id ? -1 : a.product._id > b.product._id ? 1 : 0);

const toProduct = ({ _id, title, price, image, size }: RoutineCandidate): RoutineProduct => ({
  _id,
  title,
  price,
  image,
  size,
});

/** The ranked picks for one step: products for their skin type, or if there are none, for every skin. */
export const rankStep = (
  step: RoutineStep,
  answers: SkinAnswers,
  catalogue: readonly RoutineCandidate[],
): RoutinePick[] => {
  const fitting = catalogue
    .filter((candidate) => allowed(candidate, step, answers))
    .map((candidate) => ({ candidate, fit: skinFit(candidate, answers) }));
  const forTheirSkin = fitting.filter(({ fit }) => fit === 'skin');
  const chosen = forTheirSkin.length ? forTheirSkin : fitting.filter(({ fit }) => fit === 'any-skin');
  return chosen
    .map(({ candidate, fit }): Ranked => ({
      pick: { product: toProduct(candidate), ...judge(candidate, fit as Fit, answers) },
      skinRating: skinRatingShown(candidate.rating.bySkinType[answers.skinType]),
    }))
    .sort(byRank)
    .map(({ pick }) => pick);
};

const roundPrice = (amount: number): number => Math.round(amount * 100) / 100;

/** The routine for the answers: the steps they asked for, in order, one pick and one alternative each. */
export const buildRoutine = (answers: SkinAnswers, catalogue: readonly RoutineCandidate[]): Routine => {
  const steps = ROUTINE_PLANS[answers.routine].map((step): RoutineStepResult => {
    const [pick = null, alternative = null] = rankStep(step, answers, catalogue);
    return { step, pick, alternative };
  });
  const totalPrice = roundPrice(steps.reduce((total, { pick }) => total + (pick?.product.price ?? 0), 0));
  return { steps, totalPrice };
};
