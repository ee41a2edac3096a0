/**
 * The admin-only API paths of orders and the dashboard, beside API_PATHS: kept in their own module so
 * that the paths object every page's entry carries does not grow with screens only admins open.
 */
export const ADMIN_API_PATHS = {
  orders: '/api/orders',
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  orderStatus: (id: string) => `/api/orders/${encodeURIComponent(id)}/status`,
  dashboard: '/api/dashboard',
} as const;
