/**
 * The shapes of the shop list's Firestore queries and the composite indexes each needs (pure: no
 * Firestore client, so the index test and scripts can import it).
 *
 * Filters (every one narrows the list):
 *   - category: `category.slug ==` on the copy each product holds;
 *   - search: `searchTerms array-contains` the query's term (the one array-contains a query may have);
 *   - routine step: `routineStep ==` (a product has one step, so two different steps match nothing);
 *   - skin types, concerns, free-from: `facets.<kind>_<id> == true`, one equality per chosen value
 *     (see productFacets in product-document.ts);
 *   - stock (low, out): an inclusive range on `stock`, alone (see STOCK_FILTER_ALONE).
 * Order: the sort field, then the document id in the same direction. Top rated (sort=rating) is
 * `ratingRank` (services/review-figures.ts: the average shown, then the count) highest first, then the
 * id highest first, whatever `order` says: a best-rated list read from the worst makes no sense, and
 * one direction halves its indexes.
 *
 * Indexes: the number of filter combinations is far beyond what indexes can list, so Firestore merges
 * indexes (zig-zag merge join, equality and array-contains filters alike): each filter needs its own
 * index of (filter field, sort field), and the query walks them together in sort order. So every
 * filter field has one index per sort field and direction (and one for Top rated), whatever else it is
 * combined with; category with search merges the same way (docs/decisions/055). Counts and pages stay
 * exact: they are the same query, only served by merged indexes. No filter needs no composite index.
 */
import {
  CONCERNS,
  FREE_FROM,
  SKIN_TYPES,
  type Concern,
  type FreeFrom,
  type ProductSort,
  type RoutineStep,
  type SkinType,
  type SortOrder,
  type StockFilter,
} from '@shop/contract';
import { RATING_RANK_FIELD } from '../services/review-figures';
import { STOCK_FIELD, stockRangeOf } from '../services/stock';
import { facetKey, searchTermOf } from './product-document';

export interface ProductFilter {
  /** A category slug. */
  category?: string;
  /** The search text as typed. */
  q?: string;
  skinTypes?: readonly SkinType[];
  concerns?: readonly Concern[];
  /** Routine steps; a product has one, so more than one different step matches nothing. */
  steps?: readonly RoutineStep[];
  freeFrom?: readonly FreeFrom[];
  /** Only tracked products with few units left (low) or none (out); a list of its own, see below. */
  stock?: StockFilter;
  sort: ProductSort;
  order: SortOrder;
}

export const CATEGORY_FIELD = 'category.slug';
export const SEARCH_FIELD = 'searchTerms';
export const STEP_FIELD = 'routineStep';
export const facetField = (key: string): string => `facets.${key}`;

/**
 * A query the repository builds: equality filters, at most one array-contains, or one inclusive range,
 * and its order.
 */
export interface QueryShape {
  equals: [field: string, value: string | true][];
  contains?: [field: string, value: string];
  range?: [field: typeof STOCK_FIELD, min: number, max: number];
  /** The field the list is ordered by: a sort's own field, ratingRank for Top rated, stock for a stock list. */
  sort: Exclude<ProductSort, 'rating'> | typeof RATING_RANK_FIELD | typeof STOCK_FIELD;
  order: SortOrder;
}

/** The field and direction a sort orders by: Top rated is always ratingRank, highest first. */
export const sortFieldOf = (sort: ProductSort, order: SortOrder): Pick<QueryShape, 'sort' | 'order'> =>
  sort === 'rating' ? { sort: RATING_RANK_FIELD, order: 'desc' } : { sort, order };

/**
 * The stock lists stand alone: a range on `stock`, ordered by it (fewest left first) then by id, which
 * Firestore's automatic single-field index serves, so they need no composite index at all. Combined
 * with another filter each pair would need indexes of its own (the list of 200 is nearly full), so the
 * API refuses the combination; sort and order do not apply to them.
 */
export const STOCK_FILTER_ALONE = 'The stock filter cannot be combined with category, q, skin, concern, step or free';

export const combinesStockFilter = (filter: ProductFilter): boolean =>
  filter.stock !== undefined &&
  Boolean(
    filter.category ||
    filter.q?.trim() ||
    filter.skinTypes?.length ||
    filter.concerns?.length ||
    filter.steps?.length ||
    filter.freeFrom?.length,
  );

/** The query for a filter, or null when the filter can match nothing (so no query is needed). */
export const productQueryShape = (filter: ProductFilter): QueryShape | null => {
  if (filter.stock) {
    const { min, max } = stockRangeOf(filter.stock);
    return { equals: [], range: [STOCK_FIELD, min, max], sort: STOCK_FIELD, order: 'asc' };
  }
  const term = filter.q === undefined ? undefined : searchTermOf(filter.q);
  if (term === null) return null;
  const steps = [...new Set(filter.steps ?? [])];
  if (steps.length > 1) return null;

  const equals: QueryShape['equals'] = [];
  if (filter.category) equals.push([CATEGORY_FIELD, filter.category]);
  if (steps[0]) equals.push([STEP_FIELD, steps[0]]);
  const facets = [
    ...SKIN_TYPES.filter((id) => filter.skinTypes?.includes(id)).map((id) => facetKey('skin', id)),
    ...CONCERNS.filter((id) => filter.concerns?.includes(id)).map((id) => facetKey('concern', id)),
    ...FREE_FROM.filter((id) => filter.freeFrom?.includes(id)).map((id) => facetKey('free', id)),
  ];
  for (const key of facets) equals.push([facetField(key), true]);
  return {
    equals,
    contains: term ? [SEARCH_FIELD, term] : undefined,
    ...sortFieldOf(filter.sort, filter.order),
  };
};

/** One field of a composite index, as firestore.indexes.json writes it. */
export type IndexField =
  { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface IndexSpec {
  collectionGroup: 'products';
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const index = (fields: IndexField[]): IndexSpec => ({ collectionGroup: 'products', queryScope: 'COLLECTION', fields });

/** The composite indexes a query shape needs in production (the emulator checks none). */
export const indexesFor = (shape: QueryShape): IndexSpec[] => {
  const sortField: IndexField = { fieldPath: shape.sort, order: shape.order === 'asc' ? 'ASCENDING' : 'DESCENDING' };
  const filters: IndexField[] = [
    ...shape.equals.map(([fieldPath]): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...(shape.contains ? [{ fieldPath: shape.contains[0], arrayConfig: 'CONTAINS' } as const] : []),
  ];
  // A stock list's range and order are on one field: the automatic single-field index serves it.
  if (!filters.length || shape.range) return [];
  return filters.map((filter) => index([filter, sortField]));
};
