import { RELEVANCE_SORT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@shop/contract';
import { paths } from '@/config/paths';

/**
 * What the header asks suggestions for: the typed text with its spaces tidied, at most
 * SEARCH_MAX_LENGTH characters; '' while it is shorter than SEARCH_MIN_LENGTH (nothing is asked).
 */
export const suggestionQuery = (typed: string): string => {
  const query = typed.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return query.length >= SEARCH_MIN_LENGTH ? query : '';
};

/** The shop page searching `q`, best matches first (the shop page fills in its other defaults). */
export const shopSearchHref = (q: string): string =>
  `${paths.products.getHref()}?${new URLSearchParams({ q, sort: RELEVANCE_SORT }).toString()}`;

/** "See all 12 results", "See all 1 result". */
export const seeAllLabel = (total: number): string => `See all ${total} ${total === 1 ? 'result' : 'results'}`;
