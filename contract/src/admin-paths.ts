/**
 * The admin-only API paths of orders, contact messages and the dashboard, beside API_PATHS: kept in
 * their own module so that the paths object every page's entry carries does not grow with screens only
 * admins open.
 */
export const ADMIN_API_PATHS = {
  orders: '/api/orders',
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  orderStatus: (id: string) => `/api/orders/${encodeURIComponent(id)}/status`,
  dashboard: '/api/dashboard',
  /** GET ?page&limit&status=unread|answered&q (an e-mail or a name, from its start). */
  messages: '/api/messages',
  /** GET (marks it read), PUT { answered }, DELETE. */
  message: (id: string) => `/api/messages/${encodeURIComponent(id)}`,
  /** GET ?page&limit&q (a product title or a username, from its start)&hidden=true|false&rating=1..5, newest first. */
  reviews: '/api/reviews',
  /** GET one review (AdminReview); DELETE (the author may too, see API_PATHS.review). */
  review: (id: string) => `/api/reviews/${encodeURIComponent(id)}`,
  /** PUT { hidden, reason }: hide with a reason, or show again. */
  reviewVisibility: (id: string) => `/api/reviews/${encodeURIComponent(id)}/visibility`,
} as const;
