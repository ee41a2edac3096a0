import type { AdminReview } from '@shop/contract';

/** The reviewed product's title, or what is left of it when the product was deleted. */
export const reviewProductTitle = (review: Pick<AdminReview, 'product'>): string =>
  review.product?.title ?? 'Deleted product';

/** The author's username, or their shown name when the account is gone. */
export const reviewAuthorOf = (review: Pick<AdminReview, 'username' | 'name'>): string =>
  review.username ?? `${review.name} (deleted account)`;
