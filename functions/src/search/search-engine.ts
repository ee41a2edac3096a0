/**
 * The catalogue's search engine as the API sees it: what a list or a suggestion asks, what it answers,
 * and how product changes reach it. The in-memory engine (minisearch-engine.ts) implements it today; a
 * hosted engine (Typesense, Algolia, fed by their Firebase extensions) can implement the same interface.
 */
import type {
  Concern,
  FacetCounts,
  FreeFrom,
  ProductSort,
  RoutineStep,
  ShadeFamily,
  SkinType,
  SortOrder,
} from '@shop/contract';
import type { DocumentData } from 'firebase-admin/firestore';

export interface ProductSearchRequest {
  /** The search text as typed (2 to SEARCH_MAX_LENGTH characters), or none. */
  q?: string;
  /** A category slug. */
  category?: string;
  skinTypes?: readonly SkinType[];
  concerns?: readonly Concern[];
  steps?: readonly RoutineStep[];
  freeFrom?: readonly FreeFrom[];
  /** Products with a shade on sale in this colour family. */
  colour?: ShadeFamily;
  sort: ProductSort;
  order: SortOrder;
  offset: number;
  limit: number;
}

export interface ProductSearchAnswer {
  /** The page's product ids, in order. */
  ids: string[];
  /** For a page's product found through a variant's name: that variant's id, by product id. */
  matchedVariants: Record<string, string>;
  all: number;
  filtered: number;
  facetCounts: FacetCounts;
  didYouMean?: string;
}

export interface ProductSuggestions {
  hits: { id: string; matches: string[]; matchedVariantId?: string }[];
  total: number;
  didYouMean?: string;
}

/** A product written (its whole document, with when it was written) or deleted. */
export type CatalogChange =
  { kind: 'upsert'; id: string; data: DocumentData; version: number } | { kind: 'remove'; id: string };

export interface ProductSearchEngine {
  search(request: ProductSearchRequest): Promise<ProductSearchAnswer>;
  suggest(q: string, limit: number): Promise<ProductSuggestions>;
  /** Applies writes and deletes; `reset` first forgets every product (a full load). */
  apply(changes: readonly CatalogChange[], reset?: boolean): Promise<void>;
  /** How many products the engine holds, and the version it holds of one (0: none). */
  size(): number;
  versionOf(id: string): number;
}
