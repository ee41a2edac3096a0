import type { ProductFactFilter, ProductSort, ShadeFamily, SortOrder } from '@shop/contract';
import {
  COLOUR_PARAM,
  DEFAULT_SHOP_PAGE_SIZE,
  FACT_FILTER_IDS,
  FACT_FILTER_KEYS,
  NO_FACT_FILTER,
  PRODUCT_FACT_PARAMS,
  RELEVANCE_SORT,
  SEARCH_MAX_LENGTH,
  SHADE_FAMILIES,
  SHOP_PAGE_SIZES,
  SORT_ORDERS,
} from '@shop/contract';
/*
 * Reading the shop's URL query, the products list's one truth. What only the shop page does with a
 * filter (a change to it, the API request) lives apart, in shop-changes.ts.
 */

/** The filter the URL query describes. */
export interface ShopQuery {
  page: number;
  q: string;
  limit: number;
  category: string;
  /** The SPEC's date and price, Top rated (rating) and, while a search is typed, best match (relevance). */
  sort: ProductSort;
  order: SortOrder;
  /** Skin types, concerns, routine steps and free-from claims chosen (every one narrows the list). */
  facts: ProductFactFilter;
  /** Products with a shade on sale in this colour family (`?colour=`), or '' for any. */
  colour: ShadeFamily | '';
}

/** Page 1 with no search, 6 per page, all categories, newest first, no fact chosen. */
export const defaultShopQuery: ShopQuery = {
  page: 1,
  q: '',
  limit: DEFAULT_SHOP_PAGE_SIZE,
  category: '',
  sort: 'updatedAt',
  order: 'desc',
  facts: NO_FACT_FILTER,
  colour: '',
};

/** Whether a search is typed (not only spaces). */
export const isSearch = (q: string) => q.trim() !== '';

const SORTS: readonly ProductSort[] = ['updatedAt', 'price', 'rating', RELEVANCE_SORT];

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

/** Sorts that read no order: Top rated is highest first, best match best first. */
const ORDERLESS: readonly ProductSort[] = ['rating', RELEVANCE_SORT];

/**
 * Reads page, q, limit, category, sort, order, facts and colour from the URL query. Anything unreadable (page=abc,
 * limit=7, an unknown category or sort, best match without a search) falls back to its default.
 */
export const parseShopQuery = (params: URLSearchParams, categorySlugs: readonly string[]): ShopQuery => {
  const raw = params.get('q') ?? '';
  const q = isSearch(raw) ? raw.slice(0, SEARCH_MAX_LENGTH) : '';
  const category = params.get('category') ?? '';
  const asked = oneOf(SORTS, params.get('sort'), defaultShopQuery.sort);
  const sort = asked === RELEVANCE_SORT && !isSearch(q) ? defaultShopQuery.sort : asked;
  return {
    page: positiveInteger(params.get('page'), defaultShopQuery.page),
    q,
    limit: oneOf(SHOP_PAGE_SIZES, Number(params.get('limit')), defaultShopQuery.limit),
    category: categorySlugs.includes(category) ? category : '',
    sort,
    order: ORDERLESS.includes(sort) ? 'desc' : oneOf(SORT_ORDERS, params.get('order'), defaultShopQuery.order),
    facts: parseFacts(params),
    colour: oneOf<ShadeFamily | ''>(SHADE_FAMILIES, params.get(COLOUR_PARAM), ''),
  };
};
