import { SKIN_TYPE_LABELS, starCountLabel } from '@shop/contract';
import type { ReviewQuery } from './review-query';

/** "3 reviews with 5 stars from people with dry skin": what the narrowed list holds. */
export const shownSummary = (total: number, { rating, skin }: Pick<ReviewQuery, 'rating' | 'skin'>): string => {
  const count = `${total} ${total === 1 ? 'review' : 'reviews'}`;
  const stars = rating === null ? '' : ` with ${starCountLabel(rating)}`;
  const from = skin === null ? '' : ` from people with ${SKIN_TYPE_LABELS[skin].toLowerCase()} skin`;
  return `${count}${stars}${from}`;
};
