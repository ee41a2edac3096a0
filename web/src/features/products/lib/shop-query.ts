import { FILTER_DELAY_MS, SEARCH_DELAY_MS, SHOP_PAGE_SIZES } from '@shop/contract';
import type { ShopFilter, ShopSort, SortOrder } from '../../../stores/shop-filter';
import { defaultShopFilter } from '../../../stores/shop-filter';

/** The filter the URL query describes (everything but the delay). */
export type ShopQuery = Omit<ShopFilter, 'delay'>;

export const SORT_OPTIONS = [
  { value: 'updatedAt-desc', label: 'Newest', sort: 'updatedAt', order: 'desc' },
  { value: 'updatedAt-asc', label: 'Oldest', sort: 'updatedAt', order: 'asc' },
  { value: 'price-desc', label: 'The most expensive', sort: 'price', order: 'desc' },
  { value: 'price-asc', label: 'cheapest', sort: 'price', order: 'asc' },
] as const satisfies readonly { value: string; label: string; sort: ShopSort; order: SortOrder }[];

export const MAX_SEARCH_LENGTH = 100;

const SORTS: readonly ShopSort[] = ['updatedAt', 'price'];
const ORDERS: readonly SortOrder[] = ['desc', 'asc'];

const oneOf = <T extends string | number>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const positiveInteger = (raw: string | null, fallback: number): number =>
  raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback;

/**
 * Reads page, q, limit, category, sort and order from the URL query. Anything unreadable (page=abc,
 * limit=7, an unknown category or sort) falls back to its default.
 */
export const parseShopQuery = (params: URLSearchParams, categorySlugs: readonly string[]): ShopQuery => {
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  return {
    page: positiveInteger(params.get('page'), defaultShopFilter.page),
    q: q.trim() ? q.slice(0, MAX_SEARCH_LENGTH) : '',
    limit: oneOf(SHOP_PAGE_SIZES, Number(params.get('limit')), defaultShopFilter.limit),
    category: categorySlugs.includes(category) ? category : '',
    sort: oneOf(SORTS, params.get('sort'), defaultShopFilter.sort),
    order: oneOf(ORDERS, params.get('order'), defaultShopFilter.order),
  };
};

/** The URL query of a filter: page, limit, sort and order always; q and category when set. */
export const toShopSearchParams = ({ page, q, limit, category, sort, order }: ShopQuery): URLSearchParams => {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q);
  params.set('limit', String(limit));
  if (category) params.set('category', category);
  params.set('sort', sort);
  params.set('order', order);
  return params;
};

export type ShopFilterChange = Partial<ShopQuery>;

/**
 * The filter after a change, with the delay before it applies: typing in search waits 2000 ms, the
 * rest 10 ms. A new search, category, sort or page size starts again from page 1.
 */
export const nextShopFilter = (current: ShopQuery, change: ShopFilterChange): ShopFilter => {
  const next = { ...current, ...change };
  const restarts = (['q', 'category', 'sort', 'order', 'limit'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  return {
    page: restarts && !('page' in change) ? 1 : next.page,
    q: next.q,
    limit: next.limit,
    category: next.category,
    sort: next.sort,
    order: next.order,
    delay: 'q' in change && change.q !== current.q ? SEARCH_DELAY_MS : FILTER_DELAY_MS,
  };
};

export const sameShopQuery = (a: ShopQuery, b: ShopQuery): boolean =>
  toShopSearchParams(a).toString() === toShopSearchParams(b).toString();

/** What GET /api/products is asked: the search text trimmed. */
export const toProductsRequest = ({ page, q, limit, category, sort, order }: ShopQuery) => ({
  page,
  limit,
  category,
  q: q.trim(),
  sort,
  order,
});
