import type { BlogSummary, Category } from './entities';
import type { Review } from './reviews';
import type { ProductListItem, ProductSuggestion, SearchExtras } from './search';

/** Every API answer has this shape. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  body?: T;
  /** Field messages of a rejected input, keyed by field path. */
  errors?: Record<string, string>;
}

/*
 * List answers: the page is the body, and the counters sit beside it at the top level of the envelope
 * (body, totalProducts.all and .filtered), e.g.
 *   { success: true, message: 'OK', body: Product[], totalProducts: { all: 5000, filtered: 12 } }
 * `all` counts the whole collection; `filtered` counts what matches the query's filters (q, category).
 */

/** GET /api/products */
export interface ProductListAnswer extends ApiEnvelope<ProductListItem[]>, SearchExtras {
  totalProducts: { all: number; filtered: number };
}

/** GET /api/products/suggestions?q= : up to SUGGESTION_LIMIT products and how many match in all. */
export interface ProductSuggestionsAnswer extends ApiEnvelope<ProductSuggestion[]>, SearchExtras {
  total: number;
}

/** GET /api/categories */
export interface CategoryListAnswer extends ApiEnvelope<Category[]> {
  totalCategories: { all: number };
}

/** GET /api/blogs (no filters yet, so filtered equals all): each blog without its items. */
export interface BlogListAnswer extends ApiEnvelope<BlogSummary[]> {
  totalBlogs: { all: number; filtered: number };
}

/** GET /api/products/{id}/reviews, GET /api/reviews/mine, GET /api/reviews: the page and the count filtered. */
export interface ReviewListAnswer<T extends Review = Review> extends ApiEnvelope<T[]> {
  totalReviews: number;
}

/** POST /uploads answer body: the path to store in a product's or blog's `image`. */
export interface UploadBody {
  url: string;
}
