/**
 * The list's filters, counts, order and page over the engine's records (pure): every chosen filter
 * narrows; a category and a colour family count as the only one chosen, a skin type, concern or
 * free-from option as added to those chosen; the order is the sort's field then the id in the same direction (as Firestore
 * orders), Top rated is ratingRank highest first, relevance the search's score (best first).
 */
import { CONCERNS, FREE_FROM, SHADE_FAMILIES, SKIN_TYPES, type FacetCounts, type SortOrder } from '@shop/contract';
import type { ProductRecord } from './product-record';
import type { ProductSearchRequest } from './search-engine';

export interface Candidate {
  record: ProductRecord;
  /** The search's score (0 without a search). */
  score: number;
}

const hasAll = <T>(values: readonly T[], chosen: readonly T[] | undefined): boolean =>
  !chosen?.length || chosen.every((value) => values.includes(value));

/** Whether a record passes every filter but the category. */
const passesFacts = (record: ProductRecord, request: ProductSearchRequest, steps: readonly string[]): boolean =>
  (!steps.length || (steps.length === 1 && record.routineStep === steps[0])) &&
  hasAll(record.skinTypes, request.skinTypes) &&
  hasAll(record.concerns, request.concerns) &&
  hasAll(record.freeFrom, request.freeFrom);

const zeroCounts = (): Required<FacetCounts> => ({
  category: {},
  skin: Object.fromEntries(SKIN_TYPES.map((id) => [id, 0])),
  concern: Object.fromEntries(CONCERNS.map((id) => [id, 0])),
  free: Object.fromEntries(FREE_FROM.map((id) => [id, 0])),
  colour: Object.fromEntries(SHADE_FAMILIES.map((id) => [id, 0])),
});

const add = <K extends string>(counts: Partial<Record<K, number>>, key: K): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The candidates that pass every filter, and each option's count, in one pass. */
export const filterAndCount = (
  candidates: Iterable<Candidate>,
  request: ProductSearchRequest,
): { matched: Candidate[]; facetCounts: FacetCounts } => {
  const steps = [...new Set(request.steps ?? [])];
  const facetCounts = zeroCounts();
  const matched: Candidate[] = [];
  for (const candidate of candidates) {
    const { record } = candidate;
    if (!passesFacts(record, request, steps)) continue;
    const inCategory = !request.category || record.categorySlug === request.category;
    const inColour = !request.colour || record.colourFamilies.includes(request.colour);
    if (inColour && record.categorySlug) add(facetCounts.category, record.categorySlug);
    if (inCategory) for (const id of record.colourFamilies) add(facetCounts.colour, id);
    if (!inCategory || !inColour) continue;
    matched.push(candidate);
    for (const id of record.skinTypes) add(facetCounts.skin, id);
    for (const id of record.concerns) add(facetCounts.concern, id);
    for (const id of record.freeFrom) add(facetCounts.free, id);
  }
  return { matched, facetCounts };
};

type Key = (candidate: Candidate) => number | string;

const KEYS: Record<Exclude<ProductSearchRequest['sort'], 'relevance'> | 'relevance', Key> = {
  updatedAt: ({ record }) => record.updatedAt,
  createdAt: ({ record }) => record.createdAt,
  price: ({ record }) => record.price,
  title: ({ record }) => record.title,
  rating: ({ record }) => record.ratingRank,
  relevance: ({ score }) => score,
};

const compare = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The sort's key and direction: Top rated and relevance are highest first; relevance without a search is the default order. */
export const orderOf = (request: ProductSearchRequest, searched: boolean): { key: Key; order: SortOrder } => {
  if (request.sort === 'rating') return { key: KEYS.rating, order: 'desc' };
  if (request.sort === 'relevance')
    return searched ? { key: KEYS.relevance, order: 'desc' } : { key: KEYS.updatedAt, order: request.order };
  return { key: KEYS[request.sort], order: request.order };
};

/** The page asked for, in order (ties by id in the same direction; relevance ties newest first). */
export const pageOf = (matched: Candidate[], request: ProductSearchRequest, searched: boolean): ProductRecord[] => {
  const { key, order } = orderOf(request, searched);
  const sign = order === 'asc' ? 1 : -1;
  const byRelevance = searched && request.sort === 'relevance';
  const sorted = matched.sort(
    (a, b) =>
      sign * compare(key(a), key(b)) ||
      (byRelevance ? b.record.updatedAt - a.record.updatedAt : 0) ||
      sign * compare(a.record.id, b.record.id),
  );
  return sorted.slice(request.offset, request.offset + request.limit).map(({ record }) => record);
};
