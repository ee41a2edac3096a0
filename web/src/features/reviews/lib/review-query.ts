import type { RatingValue, ReviewSort, SkinType } from '@shop/contract';
import { isRatingValue, REVIEW_SORTS, SKIN_TYPES } from '@shop/contract';

/**
 * What the reviews list shows, kept in the page's URL (?rskin=dry&rsort=helpful&rrating=5&rpage=2), so
 * the server renders the same list and a link or a reload keeps it. Absent parameters are the defaults.
 */
export interface ReviewQuery {
  skin: SkinType | null;
  sort: ReviewSort;
  rating: RatingValue | null;
  page: number;
}

export const REVIEW_PARAMS = { skin: 'rskin', sort: 'rsort', rating: 'rrating', page: 'rpage' } as const;

/**
 * The "Write a review" state (paths.product.getWriteReviewHref, where the sign-in page and the panel's
 * purchases send a customer): the form opens once the customer may write.
 */
export const WRITE_REVIEW_PARAM = 'review';
export const WRITE_REVIEW_VALUE = 'write';

export const DEFAULT_REVIEW_QUERY: ReviewQuery = { skin: null, sort: 'newest', rating: null, page: 1 };

export const readReviewQuery = (params: URLSearchParams): ReviewQuery => {
  const skin = params.get(REVIEW_PARAMS.skin);
  const sort = params.get(REVIEW_PARAMS.sort);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  const page = Number(params.get(REVIEW_PARAMS.page));
  return {
    skin: SKIN_TYPES.includes(skin as SkinType) ? (skin as SkinType) : null,
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : DEFAULT_REVIEW_QUERY.sort,
    rating: isRatingValue(rating) ? rating : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

/** The page's parameters with the reviews' ones set to `query` (defaults left out), others kept. */
export const withReviewQuery = (params: URLSearchParams, query: ReviewQuery): URLSearchParams => {
  const next = new URLSearchParams(params);
  const values: Record<keyof ReviewQuery, string | null> = {
    skin: query.skin,
    sort: query.sort === DEFAULT_REVIEW_QUERY.sort ? null : query.sort,
    rating: query.rating === null ? null : String(query.rating),
    page: query.page > 1 ? String(query.page) : null,
  };
  for (const key of Object.keys(REVIEW_PARAMS) as (keyof ReviewQuery)[]) {
    if (values[key] === null) next.delete(REVIEW_PARAMS[key]);
    else next.set(REVIEW_PARAMS[key], values[key]);
  }
  return next;
};

/** A stable name for a query (the answer's key). */
export const reviewQueryKey = (query: ReviewQuery): string =>
  `${query.skin ?? ''}|${query.sort}|${query.rating ?? ''}|${query.page}`;
