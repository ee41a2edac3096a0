/**
 * What the search keeps of a product document: the text it searches (indexed, then dropped) and the
 * fields its filters, counts and sorts read (kept). Pure: it reads the document's data as Firestore holds it.
 */
import {
  CONCERN_LABELS,
  CONCERNS,
  FREE_FROM,
  ROUTINE_STEPS,
  SKIN_TYPE_LABELS,
  SHADE_FAMILIES,
  SKIN_TYPES,
  type Concern,
  type FreeFrom,
  type RoutineStep,
  type ShadeFamily,
  type SkinType,
} from '@shop/contract';
import type { DocumentData } from 'firebase-admin/firestore';
import { COLOUR_FAMILIES_FIELD, variantsOf } from '../rules/variants';
import { wordsOf } from './text';
import { withSynonyms } from './synonyms';

/** The fields a list is filtered, counted and sorted by. */
export interface ProductRecord {
  id: string;
  title: string;
  categorySlug: string;
  skinTypes: readonly SkinType[];
  concerns: readonly Concern[];
  routineStep: RoutineStep | null;
  freeFrom: readonly FreeFrom[];
  /** The colour families of its shades on sale (the colour filter and its counts). */
  colourFamilies: readonly ShadeFamily[];
  /** Its variants on sale with the words their names are searched by, to tell which one a search found. */
  variants: readonly { id: string; words: readonly string[] }[];
  price: number;
  createdAt: number;
  updatedAt: number;
  ratingRank: number;
  /** When Firestore last wrote the document (ms), to tell a stale copy. */
  version: number;
}

/** The searched text by field, the title weighing most (see SEARCH_BOOST). */
export interface ProductText {
  id: string;
  title: string;
  category: string;
  description: string;
  ingredients: string;
  facts: string;
  /** The names of its variants on sale ("Ruby", "50 ml"). */
  variants: string;
}

const text = (data: DocumentData, key: string): string => (typeof data[key] === 'string' ? (data[key] as string) : '');
const number = (data: DocumentData, key: string): number =>
  typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : 0;
const millis = (value: unknown): number =>
  typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis: () => number }).toMillis()
    : value instanceof Date
      ? value.getTime()
      : 0;
const ids = <T extends string>(data: DocumentData, key: string, allowed: readonly T[]): T[] =>
  Array.isArray(data[key]) ? allowed.filter((id) => (data[key] as unknown[]).includes(id)) : [];
const category = (data: DocumentData): DocumentData =>
  typeof data.category === 'object' && data.category !== null ? (data.category as DocumentData) : {};

/** The variants a shopper can find (hidden ones are off sale). */
const variantsOnSaleOf = (data: DocumentData) => variantsOf(data).filter((variant) => !variant.hidden);

export const toProductRecord = (id: string, data: DocumentData, version: number): ProductRecord => ({
  id,
  title: text(data, 'title'),
  categorySlug: text(category(data), 'slug'),
  skinTypes: ids(data, 'skinTypes', SKIN_TYPES),
  concerns: ids(data, 'concerns', CONCERNS),
  routineStep: ROUTINE_STEPS.find((step) => step === data.routineStep) ?? null,
  freeFrom: ids(data, 'freeFrom', FREE_FROM),
  colourFamilies: ids(data, COLOUR_FAMILIES_FIELD, SHADE_FAMILIES),
  variants: variantsOnSaleOf(data).map((variant) => ({
    id: variant._id,
    words: withSynonyms(wordsOf(variant.name), true),
  })),
  price: number(data, 'price'),
  createdAt: millis(data.createdAt),
  updatedAt: millis(data.updatedAt),
  ratingRank: number(data, 'ratingRank'),
  version,
});

export const toProductText = (id: string, data: DocumentData): ProductText => {
  const keyIngredients = Array.isArray(data.keyIngredients)
    ? (data.keyIngredients as unknown[]).filter((v): v is string => typeof v === 'string')
    : [];
  return {
    id,
    title: text(data, 'title'),
    category: text(category(data), 'title'),
    description: text(data, 'description'),
    ingredients: [...keyIngredients, text(data, 'ingredients')].join(' '),
    facts: [
      ...ids(data, 'skinTypes', SKIN_TYPES).map((skin) => `${SKIN_TYPE_LABELS[skin]} skin`),
      ...ids(data, 'concerns', CONCERNS).map((concern) => CONCERN_LABELS[concern]),
    ].join(' '),
    variants: variantsOnSaleOf(data)
      .map((variant) => variant.name)
      .join(' '),
  };
};
