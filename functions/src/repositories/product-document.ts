/**
 * Pure helpers that shape a product document (no Firestore client here, so scripts such as the seed
 * can import them without starting the function's Firebase app).
 */
import {
  CONCERNS,
  FREE_FROM,
  SKIN_TYPES,
  type CategoryRef,
  type Concern,
  type FreeFrom,
  type ProductFacts,
  type RoutineStep,
  type SkinType,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { emptyReviewStats, ratingFieldsOf, type ReviewStats } from '../rules/review-figures';
import { stockOnCreate } from '../rules/stock';

/** The product fields an admin edits; the rest of the document is made by the server. */
export interface ProductFields extends ProductFacts {
  title: string;
  description: string;
  price: number;
  image: string;
  /** Units in stock; null or left out: not tracked (rules/stock.ts). */
  stock?: number | null;
}

/** What products/{id} holds; a product in no routine holds routineStep null. */
export interface ProductDocument extends Omit<ProductFields, 'routineStep' | 'stock'> {
  routineStep: RoutineStep | null;
  /** Only on a product whose stock is tracked. */
  stock?: number;
  category: CategoryRef;
  /** The listing's fact filters as equality fields, see productFacets. */
  facets: Record<string, true>;
  /** The visible reviews' figures and the Top rated key (rules/review-figures.ts). */
  reviewStats: ReviewStats;
  ratingRank: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/*
 * Fact filters as equality fields (the skin analysis's candidate queries, routine-candidates.ts).
 *
 * A query narrowed by several skin types, concerns and free-from claims at once (every chosen value must
 * hold) cannot use array-contains: Firestore allows one per query. So each
 * value a product has is also a key of its `facets` map, set to true (`facets.skin_dry == true`), and a
 * filter is one equality per chosen value. Keys are `kind_id` with hyphens as underscores, plain field
 * path segments. The routine step is a single value and is filtered on `routineStep` itself.
 */
export type FacetKind = 'skin' | 'concern' | 'free';

export const facetKey = (kind: FacetKind, id: string): string => `${kind}_${id.replace(/-/g, '_')}`;

export const productFacets = (
  facts: Pick<ProductFacts, 'skinTypes' | 'concerns' | 'freeFrom'>,
): Record<string, true> => {
  const facets: Record<string, true> = {};
  for (const id of facts.skinTypes) facets[facetKey('skin', id)] = true;
  for (const id of facts.concerns) facets[facetKey('concern', id)] = true;
  for (const id of facts.freeFrom) facets[facetKey('free', id)] = true;
  return facets;
};

/** The facts as stored, each list in its fixed list's order with no repeats. */
const inOrder = <T extends string>(allowed: readonly T[], chosen: readonly T[]): T[] =>
  allowed.filter((id) => chosen.includes(id));

export const skinTypesOf = (chosen: readonly SkinType[]): SkinType[] => inOrder(SKIN_TYPES, chosen);
export const concernsOf = (chosen: readonly Concern[]): Concern[] => inOrder(CONCERNS, chosen);
export const freeFromOf = (chosen: readonly FreeFrom[]): FreeFrom[] => inOrder(FREE_FROM, chosen);

const toTimestamp = (value: Date | Timestamp): Timestamp =>
  value instanceof Timestamp ? value : Timestamp.fromDate(value);

/** Prices are dollars with at most two decimals. */
export const roundPrice = (price: number): number => Math.round(price * 100) / 100;

/**
 * The full products/{id} document for validated fields and an existing category. The seed uses it
 * too, so every product, seeded or created through the API, carries the same copy and facets.
 */
export const toProductDocument = (
  input: ProductFields,
  category: CategoryRef,
  now: Date | Timestamp = Timestamp.now(),
): ProductDocument => {
  const at = toTimestamp(now);
  return {
    title: input.title,
    description: input.description,
    price: roundPrice(input.price),
    image: input.image,
    skinTypes: skinTypesOf(input.skinTypes),
    concerns: concernsOf(input.concerns),
    routineStep: input.routineStep ?? null,
    freeFrom: freeFromOf(input.freeFrom),
    keyIngredients: [...input.keyIngredients],
    ingredients: input.ingredients,
    size: input.size,
    ...stockOnCreate(input.stock),
    facets: productFacets(input),
    category: { _id: category._id, title: category.title, slug: category.slug },
    ...ratingFieldsOf(emptyReviewStats()),
    createdAt: at,
    updatedAt: at,
  };
};
