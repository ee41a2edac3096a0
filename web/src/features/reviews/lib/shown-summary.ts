import { SKIN_TYPE_LABELS, starCountLabel } from '@shop/contract';
import type { ReviewQuery } from './review-query';

/**
 * "3 reviews with 5 stars from people with dry skin" ("… of Ruby" narrowed to one shade or size, named by
 * `variantName`): what the narrowed list holds.
 */
export const shownSummary = (
  total: number,
  { rating, skin }: Pick<ReviewQuery, 'rating' | 'skin'>,
  variantName?: string,
): string => {
  const count = `${total} ${total === 1 ? 'review' : 'reviews'}`;
  const stars = rating === null ? '' : ` with ${starCountLabel(rating)}`;
  const from = skin === null ? '' : ` from people with ${SKIN_TYPE_LABELS[skin].toLowerCase()} skin`;
  const of = variantName ? ` of ${variantName}` : '';
  return `${count}${of}${stars}${from}`;
};
