/**
 * The products queries left on Firestore and the composite indexes each needs (pure: no Firestore
 * client, so the index test and scripts can import it). The shop's list, its search, filters, counts
 * and sorts are the search engine's (search/, decision 070); Firestore keeps two kinds of query:
 *   - the stock lists (low, out): the units the list means on `stock` OR a variant in that list
 *     (`variantStockLists`), alone (see STOCK_FILTER_ALONE), fewest left first;
 *   - the skin analysis's candidates (routine-candidates.ts): equalities on `routineStep` and on the
 *     `facets` map (one per chosen skin type, concern or free-from: `facets.skin_dry == true`, see
 *     productFacets in product-document.ts), ordered by price. Firestore merges one (filter field,
 *     price) index per filter (zig-zag merge join), so each filter field has one index.
 */
import { CONCERNS, FREE_FROM, SKIN_TYPES, type ProductSort, type SortOrder, type StockFilter } from '@shop/contract';
import { RATING_RANK_FIELD } from '../rules/review-figures';
import { STOCK_FIELD, stockRangeOf } from '../rules/stock';
import { VARIANT_STOCK_LISTS_FIELD } from '../rules/variants';
import type { ProductSearchRequest } from '../search/search-engine';
import { facetKey } from './product-document';

/** A list's search, filters and order as the engine takes them, or a stock list (Firestore's, alone). */
export interface ProductFilter extends Omit<ProductSearchRequest, 'offset' | 'limit'> {
  /** Only tracked products with few units left (low) or none (out); a list of its own, see below. */
  stock?: StockFilter;
}

export const STEP_FIELD = 'routineStep';
export const facetField = (key: string): string => `facets.${key}`;

/**
 * A stock list as Firestore asks it: a product whose own units are one of `units` (its `stock`: a
 * product with variants holds their sum there) OR one of whose variants on sale is in the list
 * (`variantStockLists` array-contains it). Equalities only: an inequality inside an OR orders and
 * filters by its field, which would drop every product without that field.
 */
export interface StockListShape {
  list: StockFilter;
  units: number[];
}

/** A query the repositories build: equality filters or a stock list, and its order. */
export interface QueryShape {
  equals: [field: string, value: string | true][];
  stock?: StockListShape;
  /** The field the list is ordered by: a sort's own field, ratingRank for Top rated, stock for a stock list. */
  sort: Exclude<ProductSort, 'rating' | 'relevance'> | typeof RATING_RANK_FIELD | typeof STOCK_FIELD;
  order: SortOrder;
}

/** The field and direction a sort orders by: Top rated is always ratingRank, highest first; relevance is the engine's. */
export const sortFieldOf = (sort: ProductSort, order: SortOrder): Pick<QueryShape, 'sort' | 'order'> =>
  sort === 'rating'
    ? { sort: RATING_RANK_FIELD, order: 'desc' }
    : { sort: sort === 'relevance' ? 'updatedAt' : sort, order };

/**
 * The stock lists stand alone: ordered by `stock` (fewest left first) then by id, which the automatic
 * single-field index serves for the products' own units and one composite index (variantStockLists,
 * stock) for their variants'; the API refuses them with another filter; sort and order do not apply.
 */
export const STOCK_FILTER_ALONE =
  'The stock filter cannot be combined with category, q, skin, concern, step, free or colour';

export const combinesStockFilter = (filter: ProductFilter): boolean =>
  filter.stock !== undefined &&
  Boolean(
    filter.category ||
    filter.q?.trim() ||
    filter.skinTypes?.length ||
    filter.concerns?.length ||
    filter.steps?.length ||
    filter.freeFrom?.length ||
    filter.colour,
  );

/**
 * The Firestore query for a stock list or the skin analysis's candidates (step and facts), or null when
 * the filter can match nothing (two different steps). Category and search are the engine's only.
 */
export const productQueryShape = (filter: Omit<ProductFilter, 'category' | 'q'>): QueryShape | null => {
  if (filter.stock) {
    const { min, max } = stockRangeOf(filter.stock);
    const units = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return { equals: [], stock: { list: filter.stock, units }, sort: STOCK_FIELD, order: 'asc' };
  }
  const steps = [...new Set(filter.steps ?? [])];
  if (steps.length > 1) return null;

  const equals: QueryShape['equals'] = [];
  if (steps[0]) equals.push([STEP_FIELD, steps[0]]);
  const facets = [
    ...SKIN_TYPES.filter((id) => filter.skinTypes?.includes(id)).map((id) => facetKey('skin', id)),
    ...CONCERNS.filter((id) => filter.concerns?.includes(id)).map((id) => facetKey('concern', id)),
    ...FREE_FROM.filter((id) => filter.freeFrom?.includes(id)).map((id) => facetKey('free', id)),
  ];
  for (const key of facets) equals.push([facetField(key), true]);
  return { equals, ...sortFieldOf(filter.sort, filter.order) };
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
  const filters = shape.equals.map(([fieldPath]): IndexField => ({ fieldPath, order: 'ASCENDING' }));
  // A stock list's own units and order are on one field (the automatic index); its variants' need one.
  if (shape.stock)
    return [
      index([
        { fieldPath: VARIANT_STOCK_LISTS_FIELD, arrayConfig: 'CONTAINS' },
        { fieldPath: STOCK_FIELD, order: 'ASCENDING' },
      ]),
    ];
  if (!filters.length) return [];
  return filters.map((filter) => index([filter, sortField]));
};
