import type { RatingValue, ReviewSort, SkinType } from '@shop/contract';
import { isRatingValue, REVIEW_SORTS, SKIN_TYPES } from '@shop/contract';

/**
 * What the reviews list shows, kept in the page's URL (?rskin=dry&rsort=helpful&rrating=5&rpage=2&rvariant=x),
 * so the server renders the same list and a link or a reload keeps it. Absent parameters are the defaults.
 */
export interface ReviewQuery {
  skin: SkinType | null;
  sort: ReviewSort;
  rating: RatingValue | null;
  page: number;
  /** One shade's reviews (its id): the reviewers who bought that shade. */
  variant: string | null;
}

/** The page's own `?variant=` is the shade shown above; the reviews' shade filter is `rvariant`. */
export const REVIEW_PARAMS = {
  skin: 'rskin',
  sort: 'rsort',
  rating: 'rrating',
  page: 'rpage',
  variant: 'rvariant',
} as const;

/**
 * A variant id as the API takes one (the rule of contract's variant schema, kept here because that module
 * brings yup); anything else in the URL is ignored.
 */
const VARIANT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The "Write a review" state (paths.product.getWriteReviewHref, where the sign-in page and the panel's
 * purchases send a customer): the form opens once the customer may write.
 */
export const WRITE_REVIEW_PARAM = 'review';
export const WRITE_REVIEW_VALUE = 'write';

export const DEFAULT_REVIEW_QUERY: ReviewQuery = { skin: null, sort: 'newest', rating: null, page: 1, variant: null };

export const readReviewQuery = (params: URLSearchParams): ReviewQuery => {
  const skin = params.get(REVIEW_PARAMS.skin);
  const sort = params.get(REVIEW_PARAMS.sort);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  const page = Number(params.get(REVIEW_PARAMS.page));
  const variant = params.get(REVIEW_PARAMS.variant);
  return {
    skin: SKIN_TYPES.includes(skin as SkinType) ? (skin as SkinType) : null,
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : DEFAULT_REVIEW_QUERY.sort,
    rating: isRatingValue(rating) ? rating : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    variant: variant !== null && VARIANT_ID.test(variant) ? variant : null,
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
    variant: query.variant,
  };
  for (const key of Object.keys(REVIEW_PARAMS) as (keyof ReviewQuery)[]) {
    if (values[key] === null) next.delete(REVIEW_PARAMS[key]);
    else next.set(REVIEW_PARAMS[key], values[key]);
  }
  return next;
};

/** A stable name for a query (the answer's key). */
export const reviewQueryKey = (query: ReviewQuery): string =>
  `${query.skin ?? ''}|${query.sort}|${query.rating ?? ''}|${query.page}${query.variant ? `|${query.variant}` : ''}`;
