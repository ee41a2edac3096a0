import type { ProductFactFilter } from '@shop/contract';
import {
  FACT_FILTER_IDS,
  FACT_FILTER_KEYS,
  PRODUCT_FACT_PARAMS,
  RELEVANCE_SORT,
  SEARCH_MAX_LENGTH,
  SHOP_PAGE_SIZES,
} from '@shop/contract';
import type { ShopFilter, ShopSort, SortOrder } from '../../../stores/shop-filter';
import { defaultShopFilter } from '../../../stores/shop-filter';

/*
 * Reading the shop's URL query. Every page's start-up reads it (the products page's store takes the
 * URL's filter), so what only the shop page does with a filter lives apart, in shop-changes.ts.
 */

/** The filter the URL query describes (everything but the delay). */
export type ShopQuery = Omit<ShopFilter, 'delay'>;

/** Whether a search is typed (not only spaces). */
export const isSearch = (q: string) => q.trim() !== '';

const SORTS: readonly ShopSort[] = ['updatedAt', 'price', 'rating', RELEVANCE_SORT];
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

/** Whether two fact filters choose the same values in the same order. */
export const sameFacts = (a: ProductFactFilter, b: ProductFactFilter): boolean =>
  FACT_FILTER_KEYS.every((key) => a[key].length === b[key].length && a[key].every((value, index) => value === b[key][index]));

/** Sorts that read no order: Top rated is highest first, best match best first. */
const ORDERLESS: readonly ShopSort[] = ['rating', RELEVANCE_SORT];

/**
 * Reads page, q, limit, category, sort and order from the URL query. Anything unreadable (page=abc,
 * limit=7, an unknown category or sort, best match without a search) falls back to its default.
 */
export const parseShopQuery = (params: URLSearchParams, categorySlugs: readonly string[]): ShopQuery => {
  const raw = params.get('q') ?? '';
  const q = isSearch(raw) ? raw.slice(0, SEARCH_MAX_LENGTH) : '';
  const category = params.get('category') ?? '';
  const asked = oneOf(SORTS, params.get('sort'), defaultShopFilter.sort);
  const sort = asked === RELEVANCE_SORT && !isSearch(q) ? defaultShopFilter.sort : asked;
  return {
    page: positiveInteger(params.get('page'), defaultShopFilter.page),
    q,
    limit: oneOf(SHOP_PAGE_SIZES, Number(params.get('limit')), defaultShopFilter.limit),
    category: categorySlugs.includes(category) ? category : '',
    sort,
    order: ORDERLESS.includes(sort) ? 'desc' : oneOf(ORDERS, params.get('order'), defaultShopFilter.order),
    facts: parseFacts(params),
  };
};
