/**
 * The shapes of the reviews' Firestore queries and the composite indexes each needs (pure: no
 * Firestore client, so the index test can import it). See docs/decisions/055.
 *
 *   - A product's public list (skin, stars, sort): one range on one key field, `listKeys.<key>`,
 *     ordered by it descending (review-document.ts): Firestore's automatic single-field index, no
 *     composite index; hidden reviews have no listKeys, so they are in no list and no count.
 *   - "My reviews": one range on `authorKey` (`${uid}|${ms createdAt}`), descending: no composite.
 *   - The admin's list, newest first (`createdAt desc`): the visibility filter is one equality on
 *     `hidden`, the rating filter one on `rating`, the search one array-contains on `searchKeys`. Each
 *     has its own index with `createdAt desc`, and a query with several merges them (as the inbox does,
 *     message-query.ts): three indexes serve all eight shapes.
 */
import type { RatingValue, ReviewSort, SkinType } from '@shop/contract';
import type { IndexField } from './product-query';
import {
  AUTHOR_KEY_FIELD,
  LIST_KEYS_FIELD,
  LIST_PREFIX_END,
  REVIEWS,
  REVIEW_SEARCH_KEYS_FIELD,
  listKeyOf,
  listPrefixOf,
  reviewSearchKeyOf,
} from './review-document';

export const HIDDEN_FIELD = 'hidden';
export const RATING_FIELD = 'rating';
export const REVIEW_CREATED_FIELD = 'createdAt';

/** One range on one field, read descending (then by document id, descending). */
export interface KeyRangeShape {
  field: string;
  from: string;
  to: string;
}

export interface PublicReviewFilter {
  skin?: SkinType;
  stars?: RatingValue;
  sort: ReviewSort;
  /** Only the reviews of buyers of this variant. */
  variant?: string;
}

/** A product's public list: which key field, and the range of this product's (or variant's) values in it. */
export const publicListShape = (
  productId: string,
  { skin, stars, sort, variant }: PublicReviewFilter,
): KeyRangeShape => {
  const prefix = listPrefixOf(productId, variant);
  return {
    field: `${LIST_KEYS_FIELD}.${listKeyOf(skin ?? 'all', stars ?? 'all', sort, variant !== undefined)}`,
    from: prefix,
    to: `${prefix}${LIST_PREFIX_END}`,
  };
};

/** A customer's own reviews, newest first. */
export const authorListShape = (authorId: string): KeyRangeShape => ({
  field: AUTHOR_KEY_FIELD,
  from: `${authorId}|`,
  to: `${authorId}|${LIST_PREFIX_END}`,
});

export interface AdminReviewFilter {
  hidden?: boolean;
  rating?: RatingValue;
  /** The search box text as typed. */
  q?: string;
}

export interface AdminReviewQueryShape {
  equals: [field: typeof HIDDEN_FIELD | typeof RATING_FIELD, value: boolean | number][];
  contains?: [field: typeof REVIEW_SEARCH_KEYS_FIELD, value: string];
}

export const adminReviewQueryShape = ({ hidden, rating, q }: AdminReviewFilter): AdminReviewQueryShape => {
  const key = q === undefined ? undefined : reviewSearchKeyOf(q);
  const equals: AdminReviewQueryShape['equals'] = [];
  if (hidden !== undefined) equals.push([HIDDEN_FIELD, hidden]);
  if (rating !== undefined) equals.push([RATING_FIELD, rating]);
  return { equals, ...(key ? { contains: [REVIEW_SEARCH_KEYS_FIELD, key] as const } : {}) };
};

export interface ReviewIndexSpec {
  collectionGroup: typeof REVIEWS;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const NEWEST_FIRST: IndexField = { fieldPath: REVIEW_CREATED_FIELD, order: 'DESCENDING' };

const index = (filter: IndexField): ReviewIndexSpec => ({
  collectionGroup: REVIEWS,
  queryScope: 'COLLECTION',
  fields: [filter, NEWEST_FIRST],
});

/** The composite indexes an admin list shape needs in production (the emulator checks none). */
export const adminReviewIndexesFor = (shape: AdminReviewQueryShape): ReviewIndexSpec[] => [
  ...shape.equals.map(([fieldPath]) => index({ fieldPath, order: 'ASCENDING' })),
  ...(shape.contains ? [index({ fieldPath: REVIEW_SEARCH_KEYS_FIELD, arrayConfig: 'CONTAINS' })] : []),
];

/** The public and "My reviews" lists need none: one range and order on one field. */
export const keyRangeIndexesFor = (_shape: KeyRangeShape): ReviewIndexSpec[] => [];
