export const SHOP_PAGE_SIZES = [6, 9, 12, 24] as const;
export const DEFAULT_SHOP_PAGE_SIZE = 6;
export const ADMIN_PRODUCTS_PAGE_SIZE = 6;
export const ADMIN_PAGE_SIZE = 5;
export const BLOGS_PAGE_SIZE = 4;
/** GET /api/products?ids=a,b: the products named, in that order; at most this many ids at once. */
export const PRODUCT_IDS_PARAM = 'ids';
export const MAX_PRODUCT_IDS = 24;
export const BLOG_PREVIEW_LENGTH = 120;
export const MAX_LIST_LIMIT = 1000;
export const PRICE_MIN = 10;
export const PRICE_MAX = 10000;
export const CART_BADGE_CAP = 10;
/** The most of one product a cart line may hold. */
export const MAX_CART_QUANTITY = 99;
export const SEARCH_DELAY_MS = 2000;
export const FILTER_DELAY_MS = 10;
export const DEFAULT_COUNTRY = 'Canada';
export const STORAGE_KEYS = { theme: 'theme', token: 'token', shopping: 'shopping' } as const;
export const UPLOADS_PREFIX = '/uploads/';
/**
 * GET /api/products ?sort values (default updatedAt) and ?order values (default desc). rating is Top
 * rated: the average, then the number of reviews, highest first whatever the order. relevance: best match
 * of `q` first (search.ts RELEVANCE_SORT); without `q` it is the default order.
 */
export const PRODUCT_SORTS = ['updatedAt', 'price', 'createdAt', 'title', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** POST /uploads: the largest image accepted, and the kinds accepted (checked by their bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * How many times a client repeats an answer that asks to be retried (Retry-After on a 409 or a busy 503,
 * sent only when nothing was changed): the web client does so, and the API tests' customers too.
 */
export const RETRY_AFTER_REPEATS = 3;
