import {
  COLLECTIONS,
  CONCERNS,
  FREE_FROM,
  ROUTINE_PLANS,
  ROUTINE_STEPS,
  SKIN_TYPES,
  type RoutineCandidate,
  type RoutineStep,
  type SkinAnswers,
  type SkinType,
} from '@shop/contract';
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { REVIEW_STATS_FIELD, productRatingOf, reviewStatsOf } from '../rules/review-figures';
import { num, str } from './convert';
import { productQueryShape, type ProductFilter } from './product-query';

/**
 * How many products one candidate query reads at most (decision 035). Each query already holds the hard
 * rules (the step, the person's skin type, every free-from they asked for, their price limit), cheapest
 * first; a step asks one for their skin type, one per concern and one for sensitive skin, and only a step
 * with nothing for their skin type asks once more without it (for products made for every skin).
 */
export const CANDIDATES_PER_QUERY = 24;

/** Only what the scorer and the routine need (the figures for ratings by skin type): never descriptions or ingredient lists. */
const CANDIDATE_FIELDS = [
  'title',
  'price',
  'image',
  'size',
  'skinTypes',
  'concerns',
  'routineStep',
  'freeFrom',
  'keyIngredients',
  REVIEW_STATS_FIELD,
];

const listOf = <T extends string>(data: DocumentData, key: string, allowed: readonly T[]): T[] =>
  Array.isArray(data[key]) ? (data[key] as unknown[]).filter((v): v is T => allowed.includes(v as T)) : [];

const textsOf = (data: DocumentData, key: string): string[] =>
  Array.isArray(data[key]) ? (data[key] as unknown[]).filter((v): v is string => typeof v === 'string') : [];

/** A product document as the scorer reads it; a product with no routine step of its own is no candidate. */
export const toRoutineCandidate = (id: string, data: DocumentData): RoutineCandidate | null => {
  const routineStep = str(data, 'routineStep') as RoutineStep;
  if (!ROUTINE_STEPS.includes(routineStep)) return null;
  return {
    _id: id,
    title: str(data, 'title'),
    price: num(data, 'price'),
    image: str(data, 'image'),
    size: str(data, 'size'),
    skinTypes: listOf(data, 'skinTypes', SKIN_TYPES),
    concerns: listOf(data, 'concerns', CONCERNS),
    routineStep,
    freeFrom: listOf(data, 'freeFrom', FREE_FROM),
    keyIngredients: textsOf(data, 'keyIngredients'),
    rating: { bySkinType: productRatingOf(reviewStatsOf(data)).bySkinType },
  };
};

export interface CandidateRead {
  candidates: RoutineCandidate[];
  /** Product documents read (a product found by two queries counts twice). */
  read: number;
}

const products = () => db.collection(COLLECTIONS.products);

/** What one query adds to the step and the free-from list. */
type Narrower = Omit<ProductFilter, 'sort' | 'order'>;

/** The listing's own query shape (equalities on the step and the facets map, sorted by price). */
const candidateQuery = (step: RoutineStep, answers: SkinAnswers, narrower: Narrower): Query => {
  const shape = productQueryShape({
    ...narrower,
    steps: [step],
    freeFrom: answers.avoid,
    sort: 'price',
    order: 'asc',
  });
  let query: Query = products();
  for (const [field, value] of shape?.equals ?? []) query = query.where(field, '==', value);
  if (answers.maxPrice !== null) query = query.where('price', '<=', answers.maxPrice);
  return query
    .orderBy('price')
    .select(...CANDIDATE_FIELDS)
    .limit(CANDIDATES_PER_QUERY);
};

const run = async (query: Query) => (await query.get()).docs;

/** The candidates of one step: for the skin type, each concern and sensitive skin; every skin only when needed. */
const stepCandidates = async (step: RoutineStep, answers: SkinAnswers): Promise<CandidateRead> => {
  const skin: SkinType[] = [answers.skinType];
  const narrowers: Narrower[] = [
    { skinTypes: skin },
    ...answers.concerns.map((concern): Narrower => ({ skinTypes: skin, concerns: [concern] })),
    ...(answers.sensitivity === 'not' ? [] : [{ skinTypes: [...skin, 'sensitive' as const] }]),
  ];
  const asked = (narrower: Narrower) => run(candidateQuery(step, answers, narrower));
  const found = (await Promise.all(narrowers.map(asked))).flat();
  if (!found.length) found.push(...(await asked({})));
  const byId = new Map<string, RoutineCandidate>();
  for (const doc of found) {
    const candidate = toRoutineCandidate(doc.id, doc.data());
    if (candidate) byId.set(doc.id, candidate);
  }
  return { candidates: [...byId.values()], read: found.length };
};

/** A bounded set of candidates for each step of the routine the answers ask for (never the catalogue). */
export const readRoutineCandidates = async (answers: SkinAnswers): Promise<CandidateRead> => {
  const perStep = await Promise.all(ROUTINE_PLANS[answers.routine].map((step) => stepCandidates(step, answers)));
  return {
    candidates: perStep.flatMap((part) => part.candidates),
    read: perStep.reduce((total, part) => total + part.read, 0),
  };
};
