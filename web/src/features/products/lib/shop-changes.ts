import type { ProductFactFilter } from '@shop/contract';
import {
  COLOUR_PARAM,
  FACT_FILTER_KEYS,
  FILTER_DELAY_MS,
  PRODUCT_FACT_PARAMS,
  RELEVANCE_SORT,
  SEARCH_DELAY_MS,
  SEARCH_MIN_LENGTH,
} from '@shop/contract';
import type { ShopQuery } from './shop-query';
import { defaultShopQuery, isSearch } from './shop-query';

/* What the shop page does with a filter: its URL query, a change to it, and what the API is asked. */

/** How many fact values are chosen. */
export const factCount = (facts: ProductFactFilter): number =>
  FACT_FILTER_KEYS.reduce((sum, key) => sum + facts[key].length, 0);

/** The fact parameters that are set: `skin=dry,sensitive`. */
const factParams = (facts: ProductFactFilter): Record<string, string> =>
  Object.fromEntries(
    FACT_FILTER_KEYS.filter((key) => facts[key].length).map((key) => [PRODUCT_FACT_PARAMS[key], facts[key].join(',')]),
  );

/** The URL query of a filter: page, limit, sort and order always; q, category, facts and colour when set. */
export const toShopSearchParams = ({
  page,
  q,
  limit,
  category,
  sort,
  order,
  facts,
  colour,
}: ShopQuery): URLSearchParams => {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q);
  params.set('limit', String(limit));
  if (category) params.set('category', category);
  for (const [name, value] of Object.entries(factParams(facts))) params.set(name, value);
  if (colour) params.set(COLOUR_PARAM, colour);
  params.set('sort', sort);
  params.set('order', order);
  return params;
};

/** A change to the filter: the fields it sets, or how to derive them from the filter as it stands. */
export type ShopFilterChange = Partial<ShopQuery> | ((current: ShopQuery) => Partial<ShopQuery>);

/** A filter and the milliseconds to wait before it applies (search typing waits longer). */
export interface ShopFilter extends ShopQuery {
  delay: number;
}

const factParamsKey = (facts: ProductFactFilter): string => new URLSearchParams(factParams(facts)).toString();

/**
 * The sort after the search changes: a search started sorts by best match, and a search cleared while
 * sorting by best match goes back to the default sort. A sort chosen during a search is kept.
 */
const sortForSearch = (current: ShopQuery, change: Partial<ShopQuery>): Pick<ShopQuery, 'sort' | 'order'> => {
  const next = { sort: change.sort ?? current.sort, order: change.order ?? current.order };
  if (!('q' in change) || 'sort' in change) return next;
  const searching = isSearch(change.q ?? '');
  if (searching && !isSearch(current.q)) return { sort: RELEVANCE_SORT, order: 'desc' };
  if (!searching && next.sort === RELEVANCE_SORT) return { sort: defaultShopQuery.sort, order: defaultShopQuery.order };
  return next;
};

/**
 * The filter after a change, with the delay before it applies: typing in search waits 2000 ms, the
 * rest 10 ms. A new search, category, sort, page size, fact filter or colour starts again from page 1.
 */
export const nextShopFilter = (current: ShopQuery, filterChange: ShopFilterChange): ShopFilter => {
  const change = typeof filterChange === 'function' ? filterChange(current) : filterChange;
  const next = { ...current, ...change, ...sortForSearch(current, change) };
  const restarts =
    (['q', 'category', 'sort', 'order', 'limit', 'colour'] as const).some(
      (key) => key in change && change[key] !== current[key],
    ) ||
    (change.facts !== undefined && factParamsKey(change.facts) !== factParamsKey(current.facts));
  return {
    page: restarts && !('page' in change) ? 1 : next.page,
    q: next.q,
    limit: next.limit,
    category: next.category,
    sort: next.sort,
    order: next.order,
    facts: next.facts,
    colour: next.colour,
    delay: 'q' in change && change.q !== current.q ? SEARCH_DELAY_MS : FILTER_DELAY_MS,
  };
};

/**
 * What GET /api/products is asked: the search text trimmed (left out while shorter than the API reads),
 * the facts as comma-separated lists, the colour family when one is chosen.
 */
export const toProductsRequest = ({ page, q, limit, category, sort, order, facts, colour }: ShopQuery) => ({
  page,
  limit,
  category,
  q: q.trim().length >= SEARCH_MIN_LENGTH ? q.trim() : '',
  sort,
  order,
  ...factParams(facts),
  ...(colour ? { [COLOUR_PARAM]: colour } : {}),
});
