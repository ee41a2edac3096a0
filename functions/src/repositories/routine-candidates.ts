import {
  CONCERNS,
  FREE_FROM,
  ROUTINE_PLANS,
  ROUTINE_STEPS,
  SKIN_TYPES,
  type RoutineCandidate,
  type RoutineStep,
  type SkinAnswers,
} from '@shop/contract';
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { num, str } from './convert';

/**
 * How many products one candidate query reads at most (decision 035). A step asks one query for the
 * person's skin type and one per concern (at most two), each the cheapest CANDIDATES_PER_QUERY that fit
 * the price limit; only a step with nothing for their skin type also asks for products made for every skin.
 */
export const CANDIDATES_PER_QUERY = 30;

/** Only what the scorer and the routine need: never descriptions or ingredient lists. */
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
  };
};

export interface CandidateRead {
  candidates: RoutineCandidate[];
  /** Product documents read (a product found by two queries counts twice). */
  read: number;
}

const products = () => db.collection('products');

const bounded = (query: Query, maxPrice: number | null): Query =>
  (maxPrice === null ? query : query.where('price', '<=', maxPrice))
    .orderBy('price')
    .select(...CANDIDATE_FIELDS)
    .limit(CANDIDATES_PER_QUERY);

const run = async (query: Query) => (await query.get()).docs;

/** The candidates of one step: for the skin type and each concern; for every skin only when needed. */
const stepCandidates = async (step: RoutineStep, answers: SkinAnswers): Promise<CandidateRead> => {
  const ofStep = products().where('routineStep', '==', step);
  const queries = [
    ofStep.where('skinTypes', 'array-contains', answers.skinType),
    ...answers.concerns.map((concern) => ofStep.where('concerns', 'array-contains', concern)),
  ];
  const found = (await Promise.all(queries.map((query) => run(bounded(query, answers.maxPrice))))).flat();
  let read = found.length;
  const fits = (data: DocumentData) =>
    Array.isArray(data.skinTypes) &&
    (data.skinTypes as unknown[]).includes(answers.skinType) &&
    answers.avoid.every(
      (ingredient) => Array.isArray(data.freeFrom) && (data.freeFrom as unknown[]).includes(ingredient),
    );
  if (!found.some((doc) => fits(doc.data()))) {
    const anySkin = await run(bounded(ofStep.where('skinTypes', '==', []), answers.maxPrice));
    read += anySkin.length;
    found.push(...anySkin);
  }
  const byId = new Map<string, RoutineCandidate>();
  for (const doc of found) {
    const candidate = toRoutineCandidate(doc.id, doc.data());
    if (candidate) byId.set(doc.id, candidate);
  }
  return { candidates: [...byId.values()], read };
};

/** A bounded set of candidates for each step of the routine the answers ask for (never the catalogue). */
export const readRoutineCandidates = async (answers: SkinAnswers): Promise<CandidateRead> => {
  const perStep = await Promise.all(ROUTINE_PLANS[answers.routine].map((step) => stepCandidates(step, answers)));
  return {
    candidates: perStep.flatMap((part) => part.candidates),
    read: perStep.reduce((total, part) => total + part.read, 0),
  };
};
