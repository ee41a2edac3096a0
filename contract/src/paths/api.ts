import { PRODUCT_IDS_PARAM } from '../constants';

/** Every path of the REST-shaped API. */
export const API_PATHS = {
  initialize: '/misc/initialize',
  message: '/message',
  register: '/auth/register',
  login: '/auth/login',
  google: '/auth/google',
  /** POST (signed in): ends every session of the caller's account, this one included. */
  signOutEverywhere: '/auth/sign-out-everywhere',
  /** POST (signed in) { email }: the caller's new address, sent a confirmation mail. */
  email: '/auth/email',
  /** POST { token }: confirms the address a confirmation mail's link names (no sign-in needed). */
  confirmEmail: '/auth/confirm-email',
  cart: '/cart',
  cartById: (id: string) => `/cart/${encodeURIComponent(id)}`,
  order: '/order',
  ordersOfUser: (userId: string) => `/order/${encodeURIComponent(userId)}`,
  orderConfirmation: (cartId: string) => `/order/confirmation/${encodeURIComponent(cartId)}`,
  products: '/api/products',
  product: (id: string) => `/api/products/${encodeURIComponent(id)}`,
  /** GET ?q: the header search's suggestions (search.ts ProductSuggestionsAnswer). */
  productSuggestions: (q: string) => `/api/products/suggestions?q=${encodeURIComponent(q)}`,
  /** Several products by id in one request (home's curated blocks). */
  productsByIds: (ids: readonly string[]) =>
    `/api/products?${PRODUCT_IDS_PARAM}=${ids.map((id) => encodeURIComponent(id)).join(',')}`,
  categories: '/api/categories',
  category: (id: string) => `/api/categories/${encodeURIComponent(id)}`,
  users: '/api/users',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  blogs: '/api/blogs',
  blog: (id: string) => `/api/blogs/${encodeURIComponent(id)}`,
  uploads: '/uploads',
  /** GET ?skin&concern&sensitivity&free&routine&max: the routine for the skin analysis's answers. */
  skinAnalysis: '/api/skin-analysis',
  /** GET, PUT: the caller's saved skin profile (their skin analysis answers). */
  skinProfile: '/api/skin-profile',
  /** GET: the caller's loves, newest first; PUT, DELETE /api/loves/{productId}: love one, or no more. */
  loves: '/api/loves',
  love: (productId: string) => `/api/loves/${encodeURIComponent(productId)}`,
} as const;

/** Path prefixes Hosting rewrites to the api function. */
export const API_PREFIXES = ['/api', '/misc', '/auth', '/cart', '/order', '/message', '/uploads'] as const;
