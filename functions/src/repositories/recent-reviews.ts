import { RATING_VALUES, type RatingValue } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { REVIEWS } from './review-document';
import { adminReviewQueryShape, REVIEW_CREATED_FIELD, type AdminReviewQueryShape } from './review-query';

/** The visible reviews written since a time: how many, and the sum of their stars. */
export interface RecentReviewTotals {
  count: number;
  sum: number;
}

/**
 * The dashboard counts one star at a time with the admin list's own shape (visible, that rating, newest
 * first), narrowed to a time with a range on the field it is ordered by: the indexes the admin's list
 * declares serve it, so the figure needs no composite index of its own.
 */
export const recentReviewsShape = (rating: RatingValue): AdminReviewQueryShape =>
  adminReviewQueryShape({ hidden: false, rating });

const countSince = async (rating: RatingValue, since: Date): Promise<number> => {
  let query = db.collection(REVIEWS).where(REVIEW_CREATED_FIELD, '>=', Timestamp.fromDate(since));
  for (const [field, value] of recentReviewsShape(rating).equals) query = query.where(field, '==', value);
  const snap = await query.orderBy(REVIEW_CREATED_FIELD, 'desc').count().get();
  return snap.data().count;
};

/**
 * Five count aggregations at once, one per star (each billed one read per 1,000 index entries matched,
 * whatever the number of reviews): the count is their total, the sum each star times its count. No
 * review document is read.
 */
export const readRecentReviewTotals = async (since: Date): Promise<RecentReviewTotals> => {
  const counts = await Promise.all(RATING_VALUES.map((rating) => countSince(rating, since)));
  return {
    count: counts.reduce((total, count) => total + count, 0),
    sum: counts.reduce((total, count, index) => total + count * (RATING_VALUES[index] ?? 0), 0),
  };
};
