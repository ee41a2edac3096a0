/**
 * Pure helpers that shape a reviews/{reviewId} document (no Firestore client here, so the seed can
 * import them and make the very documents the API makes).
 *
 * reviews/{reviewId} is a top-level collection; reviews/{reviewId}/votes/{uid} = { at } records one
 * customer's "Helpful" vote (never readable by clients).
 */
import { createHash } from 'node:crypto';
import {
  cartLineId,
  COLLECTIONS,
  REVIEW_SORTS,
  SUBCOLLECTIONS,
  type RatingValue,
  type ReviewInput,
  type ReviewSort,
  type SkinType,
  type VariantKind,
} from '@shop/contract';
import type { Timestamp } from 'firebase-admin/firestore';
import { normalizeSearchText } from '../rules/search-text';

export const REVIEWS = COLLECTIONS.reviews;
export const VOTES = SUBCOLLECTIONS.votes;
export const LIST_KEYS_FIELD = 'listKeys';
export const AUTHOR_KEY_FIELD = 'authorKey';
export const REVIEW_SEARCH_KEYS_FIELD = 'searchKeys';

/**
 * One review per customer per product: its id is derived from both, so a second review of the same
 * product by the same customer is the same document (and a create() of it fails). The id is a hash,
 * so it does not reveal the customer's uid.
 */
export const reviewIdOf = (productId: string, uid: string): string =>
  createHash('sha256').update(`${productId}/${uid}`).digest('base64url').slice(0, 20);

/** The product copied into its reviews, for the admin list, its search and "My reviews". */
export interface ReviewedProduct {
  id: string;
  title: string;
  image: string;
}

/** The reviewer as the server knows them (users/{uid}). */
export interface ReviewAuthor {
  uid: string;
  username: string;
  firstname?: string | null;
  lastname?: string | null;
}

/** What reviews/{reviewId} holds. */
export interface ReviewDocument {
  productId: string;
  productTitle: string;
  productImage: string;
  authorId: string;
  username: string;
  /** As shown: "Jane D.", or the username when the customer has no name. */
  name: string;
  rating: RatingValue;
  title: string;
  text: string;
  skinType: SkinType;
  recommend: boolean | null;
  verified: true;
  helpfulCount: number;
  hidden: boolean;
  /** The admin's reason while hidden; null while visible. */
  hiddenReason: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Admin search by a product title word or the username, see reviewSearchKeys. */
  searchKeys: string[];
  /** `${authorId}|${13-digit ms createdAt}`: "My reviews" newest first, see authorKeyOf. */
  authorKey: string;
  /** Only while visible: the public lists' keys, see listKeysOf. */
  listKeys?: Record<string, string>;
  /** The shade or size the reviewer bought (their latest order's line of the product), when it has variants. */
  variantId?: string;
  variantName?: string;
  variantKind?: VariantKind;
}

/** The variant a review names (what its author bought). */
export type ReviewedVariant = Pick<ReviewDocument, 'variantId' | 'variantName' | 'variantKind'>;

/** "Jane D." from first name and last name's initial; the username when there is no first name. */
export const reviewerNameOf = ({ username, firstname, lastname }: Omit<ReviewAuthor, 'uid'>): string => {
  const first = (firstname ?? '').trim();
  if (!first) return username;
  const initial = Array.from((lastname ?? '').trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
};

const millisOf = (date: Timestamp | Date): number => (date instanceof Date ? date.getTime() : date.toMillis());

/** Milliseconds as 13 digits, so strings sort as the times do (until the year 2286). */
export const msKey = (date: Timestamp | Date): string => String(Math.max(0, millisOf(date))).padStart(13, '0');

/** The most votes the helpful key tells apart (6 digits); beyond it reviews tie on votes, then go by date. */
const HELPFUL_KEY_CAP = 999_999;

/*
 * The public lists without composite indexes.
 *
 * A product's public list narrows by skin type and by stars (the histogram's rows) and sorts four ways:
 * with ordinary fields that takes a composite index per combination (and hidden reviews need one more
 * equality). Instead each visible review stores `listKeys`, a map with one key per list it belongs to:
 * `${skin}_${stars}_${sort}`, skin being 'all' or its skin type, stars 'all' or its rating, sort each of
 * REVIEW_SORTS (2 x 2 x 4 = 16 keys). Each value is `${productId}|${sortable}`, the sortable string read
 * in DESCENDING order:
 *   - newest:  13-digit ms createdAt
 *   - helpful: 6-digit helpfulCount, then 13-digit ms createdAt
 *   - highest: the rating digit, then ms createdAt
 *   - lowest:  (6 - rating) digit, then ms createdAt
 * A list is then one range on one field, `listKeys.<key>` between `${productId}|` and
 * `${productId}|\uf8ff`, ordered by that field descending, and its count the same query's count():
 * Firestore's automatic single-field indexes serve both. A hidden review has no listKeys at all, so it
 * is in no public list and no count.
 *
 * A review naming the variant its author bought also has the same 16 keys prefixed `variant_`, each
 * value starting `${productId}~${variantId}|` (cartLineId): a product's list narrowed to one variant
 * (`?variant=`) is one range on such a key, again without a composite index.
 */
export type ListSkin = SkinType | 'all';
export type ListStars = RatingValue | 'all';

export const VARIANT_LIST_KEY_PREFIX = 'variant_';

export const listKeyOf = (skin: ListSkin, stars: ListStars, sort: ReviewSort, byVariant = false): string =>
  `${byVariant ? VARIANT_LIST_KEY_PREFIX : ''}${skin}_${stars}_${sort}`;

/** The part of a review its list keys are made of. */
export interface ListedReview {
  productId: string;
  rating: RatingValue;
  skinType: SkinType;
  helpfulCount: number;
  createdAt: Timestamp | Date;
  variantId?: string;
}

/** A review's sortable string for one sort (read descending). */
export const reviewSortValueOf = (sort: ReviewSort, review: ListedReview): string => {
  const ms = msKey(review.createdAt);
  switch (sort) {
    case 'helpful':
      return `${String(Math.min(Math.max(0, review.helpfulCount), HELPFUL_KEY_CAP)).padStart(6, '0')}${ms}`;
    case 'highest':
      return `${review.rating}${ms}`;
    case 'lowest':
      return `${6 - review.rating}${ms}`;
    default:
      return ms;
  }
};

/**
 * The value range of one product's list (or, with a variant, of its list narrowed to that variant):
 * every value of the list's key starts with it.
 */
export const listPrefixOf = (productId: string, variantId?: string): string => `${cartLineId(productId, variantId)}|`;
export const LIST_PREFIX_END = '\uf8ff';

export const listKeysOf = (review: ListedReview): Record<string, string> => {
  const keys: Record<string, string> = {};
  const lists = [{ byVariant: false, prefix: listPrefixOf(review.productId) }];
  if (review.variantId) lists.push({ byVariant: true, prefix: listPrefixOf(review.productId, review.variantId) });
  for (const { byVariant, prefix } of lists) {
    for (const skin of ['all', review.skinType] as const) {
      for (const stars of ['all', review.rating] as const) {
        for (const sort of REVIEW_SORTS) {
          keys[listKeyOf(skin, stars, sort, byVariant)] = `${prefix}${reviewSortValueOf(sort, review)}`;
        }
      }
    }
  }
  return keys;
};

/** "My reviews" newest first is one range on this field: `${authorId}|` .. `${authorId}|\uf8ff`, descending. */
export const authorKeyOf = (authorId: string, createdAt: Timestamp | Date): string => `${authorId}|${msKey(createdAt)}`;

/*
 * Admin search by product title or username, as messages are searched (message-document.ts): each
 * review stores every start ("v", "ve", "vel", ...) of each word of its product's title, of the whole
 * title and of the reviewer's username, normalised (lowercased, accents removed, spaces collapsed) and
 * cut at MAX_REVIEW_SEARCH_KEY_LENGTH characters; a search is one array-contains on the typed text
 * normalised the same way.
 */
export const MAX_REVIEW_SEARCH_KEY_LENGTH = 40;

const searchable = (text: string): string[] =>
  Array.from(normalizeSearchText(text).trim().replace(/\s+/g, ' ')).slice(0, MAX_REVIEW_SEARCH_KEY_LENGTH);

export const reviewSearchKeys = (productTitle: string, username: string): string[] => {
  const keys = new Set<string>();
  const words = normalizeSearchText(productTitle)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const text of [productTitle, ...words, username]) {
    const chars = searchable(text);
    for (let length = 1; length <= chars.length; length += 1) keys.add(chars.slice(0, length).join(''));
  }
  return [...keys].sort();
};

/** The key a search box text looks for; undefined when it holds nothing to search. */
export const reviewSearchKeyOf = (q: string): string | undefined => searchable(q).join('') || undefined;

export interface ReviewDocumentParts {
  input: ReviewInput;
  product: ReviewedProduct;
  author: ReviewAuthor;
  createdAt: Timestamp;
  updatedAt?: Timestamp;
  helpfulCount?: number;
  hidden?: boolean;
  hiddenReason?: string | null;
  /** The variant the author bought, when the product has variants. */
  variant?: ReviewedVariant;
}

/** The variant fields a review document holds (none without a variant). */
const variantFieldsOfReview = ({ variantId, variantName, variantKind }: ReviewedVariant = {}): ReviewedVariant =>
  variantId ? { variantId, variantName: variantName ?? '', ...(variantKind ? { variantKind } : {}) } : {};

/**
 * The whole reviews/{reviewId} document (its id is reviewIdOf(product.id, author.uid)): the API's
 * create and edit and the seed all build it here. A hidden one carries its reason and no listKeys.
 */
export const toReviewDocument = ({
  input,
  product,
  author,
  createdAt,
  updatedAt = createdAt,
  helpfulCount = 0,
  hidden = false,
  hiddenReason = null,
  variant,
}: ReviewDocumentParts): ReviewDocument => {
  const rating = input.rating as RatingValue;
  const doc: ReviewDocument = {
    productId: product.id,
    productTitle: product.title,
    productImage: product.image,
    authorId: author.uid,
    username: author.username,
    name: reviewerNameOf(author),
    rating,
    title: input.title,
    text: input.text,
    skinType: input.skinType,
    recommend: input.recommend ?? null,
    verified: true,
    helpfulCount,
    hidden,
    hiddenReason: hidden ? (hiddenReason ?? '') : null,
    createdAt,
    updatedAt,
    searchKeys: reviewSearchKeys(product.title, author.username),
    authorKey: authorKeyOf(author.uid, createdAt),
    ...variantFieldsOfReview(variant),
  };
  if (!hidden) {
    doc.listKeys = listKeysOf({
      productId: product.id,
      rating,
      skinType: input.skinType,
      helpfulCount,
      createdAt,
      variantId: doc.variantId,
    });
  }
  return doc;
};
