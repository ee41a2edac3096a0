/**
 * A signed-in customer's own reviews ("My reviews" in the panel), beside ADMIN_API_PATHS' reviews: kept
 * out of API_PATHS, which every page's entry carries, since only the account screens use them.
 */
export const MY_REVIEW_PATHS = {
  /** GET ?page&limit: the caller's reviews, newest first, hidden ones with their reason. */
  mine: '/api/reviews/mine',
  /** PUT (the author edits: reviewSchema), DELETE (the author, or an admin). */
  review: (id: string) => `/api/reviews/${encodeURIComponent(id)}`,
} as const;
