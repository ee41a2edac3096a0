import type { Product } from './entities';
import type { Concern, FreeFrom, SkinType } from './product-facts';
import type { ShadeFamily } from './variants';

/**
 * GET /api/products?sort=relevance: the products that match `q` best first (title matches weigh most);
 * the storefront asks for it whenever a search is typed. Without `q` it is the default order.
 */
export const RELEVANCE_SORT = 'relevance';

/** The shortest and longest search text the engine looks at; shorter or longer is a 422. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** How many products the header's suggestions show. */
export const SUGGESTION_LIMIT = 6;

/**
 * How many products each filter option would leave with the current search and the other filters
 * (optional in GET /api/products answers). A category counts as the only category; a skin type, concern
 * or free-from option counts as added to those chosen (they all narrow the list).
 */
export interface FacetCounts {
  category: Record<string, number>;
  skin: Partial<Record<SkinType, number>>;
  concern: Partial<Record<Concern, number>>;
  free: Partial<Record<FreeFrom, number>>;
  /** Each colour family's products (a shade on sale in it), counted as the only colour chosen (`?colour=`). */
  colour?: Partial<Record<ShadeFamily, number>>;
}

/** What a search answer may add beside a list (both optional). */
export interface SearchExtras {
  facetCounts?: FacetCounts;
  /** A close word from the catalogue when the search found nothing: "Did you mean serum?". */
  didYouMean?: string;
}

/**
 * A variant's name a search found its product through (`q=ruby` finds the lipstick with a Ruby shade):
 * the list item and the suggestion name that variant, so the link opens it (`/product/<id>?variant=<id>`).
 */
export interface MatchedVariant {
  matchedVariantId?: string;
}

/** One product of GET /api/products. */
export interface ProductListItem extends Product, MatchedVariant {}

/** One suggestion as the header's search shows it; `matches` are the title's words the query matched. */
export interface ProductSuggestion extends MatchedVariant {
  _id: string;
  title: string;
  price: number;
  image: string;
  matches: string[];
}
