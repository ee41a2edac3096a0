import { REVIEWS_PATH, REVIEW_PATHS } from './reviews';

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
  reviews: REVIEWS_PATH,
  /** GET one review (AdminReview); DELETE (the author may too, see REVIEW_PATHS.review). */
  review: REVIEW_PATHS.review,
  /** PUT { hidden, reason }: hide with a reason, or show again. */
  reviewVisibility: (id: string) => `${REVIEW_PATHS.review(id)}/visibility`,
  /** GET ?state=<MailState>&page&limit: the mail outbox, newest first. */
  mail: '/api/mail',
  /** GET one message with its text (OutboxMessageDetail). */
  mailMessage: (id: string) => `/api/mail/${encodeURIComponent(id)}`,
  /** POST: a message that ended ERROR is sent again. */
  mailResend: (id: string) => `/api/mail/${encodeURIComponent(id)}/resend`,
} as const;
