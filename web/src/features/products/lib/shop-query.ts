import type { ProductFactFilter } from '@shop/contract';
import { FACT_FILTER_IDS, FACT_FILTER_KEYS, FILTER_DELAY_MS, PRODUCT_FACT_PARAMS, SEARCH_DELAY_MS, SHOP_PAGE_SIZES } from '@shop/contract';
import type { ShopFilter, ShopSort, SortOrder } from '../../../stores/shop-filter';
import { defaultShopFilter } from '../../../stores/shop-filter';

/** The filter the URL query describes (everything but the delay). */
export type ShopQuery = Omit<ShopFilter, 'delay'>;

export const SORT_OPTIONS = [
  { value: 'updatedAt-desc', label: 'Newest', sort: 'updatedAt', order: 'desc' },
  { value: 'updatedAt-asc', label: 'Oldest', sort: 'updatedAt', order: 'asc' },
  { value: 'price-desc', label: 'The most expensive', sort: 'price', order: 'desc' },
  { value: 'price-asc', label: 'cheapest', sort: 'price', order: 'asc' },
  { value: 'rating-desc', label: 'Top rated', sort: 'rating', order: 'desc' },
] as const satisfies readonly { value: string; label: string; sort: ShopSort; order: SortOrder }[];

export const MAX_SEARCH_LENGTH = 100;

const SORTS: readonly ShopSort[] = ['updatedAt', 'price', 'rating'];
const ORDERS: readonly SortOrder[] = ['desc', 'asc'];

const oneOf = <T extends string | number>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const positiveInteger = (raw: string | null, fallback: number): number =>
  raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback;

/**
 * The chosen facts of a URL query: `skin=dry,sensitive` (or `skin=dry&skin=sensitive`, as a form sent
 * natively before the page was interactive writes it); unknown values are dropped, each list is in its
 * fixed order.
 */
export const parseFacts = (params: URLSearchParams): ProductFactFilter => {
  const facts = {} as Record<keyof ProductFactFilter, string[]>;
  for (const key of FACT_FILTER_KEYS) {
    const chosen = params.getAll(PRODUCT_FACT_PARAMS[key]).flatMap((value) => value.split(','));
    facts[key] = FACT_FILTER_IDS[key].filter((id) => chosen.includes(id));
  }
  return facts as ProductFactFilter;
};

/** How many fact values are chosen. */
export const factCount = (facts: ProductFactFilter): number =>
  FACT_FILTER_KEYS.reduce((sum, key) => sum + facts[key].length, 0);

/** The fact filter with one value ticked or unticked, each list kept in its fixed order. */
export const toggleFact = (
  facts: ProductFactFilter,
  key: keyof ProductFactFilter,
  id: string,
  on: boolean,
): ProductFactFilter => {
  const current: readonly string[] = facts[key];
  return { ...facts, [key]: FACT_FILTER_IDS[key].filter((value) => (value === id ? on : current.includes(value))) };
};

/**
 * Reads page, q, limit, category, sort and order from the URL query. Anything unreadable (page=abc,
 * limit=7, an unknown category or sort) falls back to its default.
 */
export const parseShopQuery = (params: URLSearchParams, categorySlugs: readonly string[]): ShopQuery => {
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const sort = oneOf(SORTS, params.get('sort'), defaultShopFilter.sort);
  return {
    page: positiveInteger(params.get('page'), defaultShopFilter.page),
    q: q.trim() ? q.slice(0, MAX_SEARCH_LENGTH) : '',
    limit: oneOf(SHOP_PAGE_SIZES, Number(params.get('limit')), defaultShopFilter.limit),
    category: categorySlugs.includes(category) ? category : '',
    sort,
    // Top rated is highest first only (the API reads no order for it).
    order: sort === 'rating' ? 'desc' : oneOf(ORDERS, params.get('order'), defaultShopFilter.order),
    facts: parseFacts(params),
  };
};

/** The fact parameters that are set: `skin=dry,sensitive`. */
const factParams = (facts: ProductFactFilter): Record<string, string> =>
  Object.fromEntries(
    FACT_FILTER_KEYS.filter((key) => facts[key].length).map((key) => [PRODUCT_FACT_PARAMS[key], facts[key].join(',')]),
  );

/** The URL query of a filter: page, limit, sort and order always; q, category and facts when set. */
export const toShopSearchParams = ({ page, q, limit, category, sort, order, facts }: ShopQuery): URLSearchParams => {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q);
  params.set('limit', String(limit));
  if (category) params.set('category', category);
  for (const [name, value] of Object.entries(factParams(facts))) params.set(name, value);
  params.set('sort', sort);
  params.set('order', order);
  return params;
};

export type ShopFilterChange = Partial<ShopQuery>;

const factParamsKey = (facts: ProductFactFilter): string => new URLSearchParams(factParams(facts)).toString();

/**
 * The filter after a change, with the delay before it applies: typing in search waits 2000 ms, the
 * rest 10 ms. A new search, category, sort, page size or fact filter starts again from page 1.
 */
export const nextShopFilter = (current: ShopQuery, change: ShopFilterChange): ShopFilter => {
  const next = { ...current, ...change };
  const restarts =
    (['q', 'category', 'sort', 'order', 'limit'] as const).some(
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
    delay: 'q' in change && change.q !== current.q ? SEARCH_DELAY_MS : FILTER_DELAY_MS,
  };
};

/** Whether two fact filters choose the same values in the same order. */
export const sameFacts = (a: ProductFactFilter, b: ProductFactFilter): boolean =>
  FACT_FILTER_KEYS.every((key) => a[key].length === b[key].length && a[key].every((value, index) => value === b[key][index]));

export const sameShopQuery = (a: ShopQuery, b: ShopQuery): boolean =>
  toShopSearchParams(a).toString() === toShopSearchParams(b).toString();

/** What GET /api/products is asked: the search text trimmed, the facts as comma-separated lists. */
export const toProductsRequest = ({ page, q, limit, category, sort, order, facts }: ShopQuery) => ({
  page,
  limit,
  category,
  q: q.trim(),
  sort,
  order,
  ...factParams(facts),
});
