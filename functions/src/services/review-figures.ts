/*
 * Every rating figure of the shop is counted here: what a product document holds about its visible
 * reviews, what answers show of it, and the Top rated sort key. The review routes change these figures
 * in the same transaction as the review (create, edit, delete, hide, show), and the seed builds its
 * figures with the same functions, so a product never counts its reviews to show them.
 *
 * The document holds whole-number sums and counts only, so averages are exact: an average is computed
 * from them when the product is read, rounded to one decimal.
 *
 * No Firestore client here, so the seed can import this module without starting the function's app.
 */
import {
  RATING_VALUES,
  SKIN_TYPES,
  emptyProductRating,
  type ProductRating,
  type RatingKey,
  type RatingValue,
  type SkinType,
} from '@shop/contract';

export const REVIEW_STATS_FIELD = 'reviewStats';
export const RATING_RANK_FIELD = 'ratingRank';

/** What products/{id}.reviewStats holds: the visible reviews' count and sum, per star and per skin type. */
export interface ReviewStats {
  count: number;
  sum: number;
  histogram: Record<RatingKey, number>;
  bySkinType: Record<SkinType, { count: number; sum: number }>;
}

/** The part of a review the figures count. */
export interface CountedReview {
  rating: RatingValue;
  skinType: SkinType;
}

export const emptyReviewStats = (): ReviewStats => ({
  count: 0,
  sum: 0,
  histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  bySkinType: Object.fromEntries(SKIN_TYPES.map((id) => [id, { count: 0, sum: 0 }])) as ReviewStats['bySkinType'],
});

const wholeAtLeastZero = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** The stats a product document holds; a product without any (never reviewed) has empty ones. */
export const reviewStatsOf = (data: Record<string, unknown> | undefined): ReviewStats => {
  const stored = data?.[REVIEW_STATS_FIELD] as Partial<ReviewStats> | undefined;
  const stats = emptyReviewStats();
  if (!stored || typeof stored !== 'object') return stats;
  stats.count = wholeAtLeastZero(stored.count);
  stats.sum = wholeAtLeastZero(stored.sum);
  for (const value of RATING_VALUES) {
    const key = String(value) as RatingKey;
    stats.histogram[key] = wholeAtLeastZero(stored.histogram?.[key]);
  }
  for (const id of SKIN_TYPES) {
    stats.bySkinType[id] = {
      count: wholeAtLeastZero(stored.bySkinType?.[id]?.count),
      sum: wholeAtLeastZero(stored.bySkinType?.[id]?.sum),
    };
  }
  return stats;
};

/**
 * The stats with one visible review counted in (+1) or out (-1). An edit is the old review out and the
 * new one in; hiding is out, showing is in.
 */
export const withReview = (stats: ReviewStats, review: CountedReview, sign: 1 | -1): ReviewStats => {
  const key = String(review.rating) as RatingKey;
  const skin = stats.bySkinType[review.skinType];
  const next: ReviewStats = {
    count: stats.count + sign,
    sum: stats.sum + sign * review.rating,
    histogram: { ...stats.histogram, [key]: stats.histogram[key] + sign },
    bySkinType: {
      ...stats.bySkinType,
      [review.skinType]: { count: skin.count + sign, sum: skin.sum + sign * review.rating },
    },
  };
  if (next.count < 0 || next.histogram[key] < 0 || next.bySkinType[review.skinType].count < 0) {
    throw new Error('A review was counted out of figures that did not count it');
  }
  return next;
};

/** An average to one decimal, or null when nothing is counted. */
export const averageOf = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10;

/** The figures every product answer carries. */
export const productRatingOf = (stats: ReviewStats): ProductRating => {
  const rating = emptyProductRating();
  rating.average = averageOf(stats.sum, stats.count);
  rating.count = stats.count;
  rating.histogram = { ...stats.histogram };
  for (const id of SKIN_TYPES) {
    const { sum, count } = stats.bySkinType[id];
    rating.bySkinType[id] = { average: averageOf(sum, count), count };
  }
  return rating;
};

/** The most reviews the Top rated key tells apart; beyond it products tie on count (then go by id). */
const RANK_COUNT_CAP = 999_999;

/**
 * Top rated's sort key: the average shown (one decimal), then the number of reviews, highest first,
 * as one number so one index serves the sort. Every product holds one; a product with no review has 0
 * and comes last.
 */
export const ratingRankOf = (stats: ReviewStats): number => {
  const average = averageOf(stats.sum, stats.count);
  if (average === null) return 0;
  return Math.round(average * 10) * (RANK_COUNT_CAP + 1) + Math.min(stats.count, RANK_COUNT_CAP);
};

/** The fields a product document's figures take, written together in the review's transaction. */
export const ratingFieldsOf = (stats: ReviewStats): { reviewStats: ReviewStats; ratingRank: number } => ({
  [REVIEW_STATS_FIELD]: stats,
  [RATING_RANK_FIELD]: ratingRankOf(stats),
});
