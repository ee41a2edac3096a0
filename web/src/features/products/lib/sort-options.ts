import type { ProductSort, SortOrder } from '@shop/contract';
import { RELEVANCE_SORT } from '@shop/contract';

/*
 * The sort select's options, apart from the URL rules in shop-query (which every page's start-up reads):
 * only the shop's filters load them.
 */

export const SORT_OPTIONS = [
  { value: 'updatedAt-desc', label: 'Newest', sort: 'updatedAt', order: 'desc' },
  { value: 'updatedAt-asc', label: 'Oldest', sort: 'updatedAt', order: 'asc' },
  { value: 'price-desc', label: 'The most expensive', sort: 'price', order: 'desc' },
  { value: 'price-asc', label: 'cheapest', sort: 'price', order: 'asc' },
  { value: 'rating-desc', label: 'Top rated', sort: 'rating', order: 'desc' },
] as const satisfies readonly { value: string; label: string; sort: ProductSort; order: SortOrder }[];

/** Offered only while a search is typed (a search started chooses it). */
export const BEST_MATCH_OPTION = {
  value: `${RELEVANCE_SORT}-desc`,
  label: 'Best match',
  sort: RELEVANCE_SORT,
  order: 'desc',
} as const satisfies { value: string; label: string; sort: ProductSort; order: SortOrder };

/** The sort select's options: best match first while a search is typed, date, price and Top rated always. */
export const sortOptionsFor = (q: string) => (q.trim() ? [BEST_MATCH_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS);
