/*
 * Every rating figure of the shop is counted here: what a product document holds about its visible
 * reviews, what answers show of it, and the Top rated sort key. A review's change moves the figures by
 * a delta (figuresDeltaOf in repositories/review-changes.ts) that the review's transaction adds to the
 * product with increments, never reading it; right after, the settle step (repositories/reviews.ts)
 * writes the product's ratingRank and, when the stored figures cannot be true (figuresHold), recounts
 * them from the visible reviews (statsOfReviews). The seed builds its figures with the same withReview, so a product
 * never counts its reviews to show them. See docs/decisions/067.
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

/** Two sets of figures (or a set and a delta) added up, entry by entry. */
export const addStats = (a: ReviewStats, b: ReviewStats): ReviewStats => {
  const sum = emptyReviewStats();
  sum.count = a.count + b.count;
  sum.sum = a.sum + b.sum;
  for (const value of RATING_VALUES) {
    const key = String(value) as RatingKey;
    sum.histogram[key] = a.histogram[key] + b.histogram[key];
  }
  for (const id of SKIN_TYPES) {
    sum.bySkinType[id] = {
      count: a.bySkinType[id].count + b.bySkinType[id].count,
      sum: a.bySkinType[id].sum + b.bySkinType[id].sum,
    };
  }
  return sum;
};

/** What one visible review counted in (+1) or out (-1) adds to the figures: a delta, negative going out. */
export const reviewDeltaOf = (review: CountedReview, sign: 1 | -1): ReviewStats => {
  const delta = emptyReviewStats();
  delta.count = sign;
  delta.sum = sign * review.rating;
  delta.histogram[String(review.rating) as RatingKey] = sign;
  delta.bySkinType[review.skinType] = { count: sign, sum: sign * review.rating };
  return delta;
};

/**
 * The stats with one visible review counted in (+1) or out (-1). An edit is the old review out and the
 * new one in; hiding is out, showing is in. Throws when a review is counted out of figures that did not
 * count it (the seed's and the tests' own figures; the API applies deltas and repairs, see figuresHold).
 */
export const withReview = (stats: ReviewStats, review: CountedReview, sign: 1 | -1): ReviewStats => {
  const next = addStats(stats, reviewDeltaOf(review, sign));
  if (!figuresHold(next)) throw new Error('A review was counted out of figures that did not count it');
  return next;
};

/** The figures of these visible reviews, counted from nothing: what a recount writes. */
export const statsOfReviews = (reviews: Iterable<CountedReview>): ReviewStats => {
  let stats = emptyReviewStats();
  for (const review of reviews) stats = withReview(stats, review, 1);
  return stats;
};

/** Every figure's path under reviewStats, in one fixed order. */
const FIGURE_PATHS: readonly string[][] = [
  ['count'],
  ['sum'],
  ...RATING_VALUES.map((value) => ['histogram', String(value)]),
  ...SKIN_TYPES.flatMap((id) => [
    ['bySkinType', id, 'count'],
    ['bySkinType', id, 'sum'],
  ]),
];

const figureAt = (stats: ReviewStats, path: readonly string[]): number =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], stats) as number;

/** One figure a delta moves: its path under reviewStats and by how much (never 0). */
export interface FigureIncrement {
  path: string[];
  by: number;
}

/** The figures a delta moves, as the increments a review's transaction writes. */
export const figureIncrementsOf = (delta: ReviewStats): FigureIncrement[] =>
  FIGURE_PATHS.map((path) => ({ path: [...path], by: figureAt(delta, path) })).filter(({ by }) => by !== 0);

/** Whether two sets of figures are the same, entry by entry. */
export const sameStats = (a: ReviewStats, b: ReviewStats): boolean =>
  FIGURE_PATHS.every((path) => figureAt(a, path) === figureAt(b, path));

/** A stored number as it is: missing is 0, anything but a whole number NaN (so no check holds on it). */
const storedWhole = (value: unknown): number =>
  value === undefined ? 0 : typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN;

/** The stats a product document holds, exactly as stored (negative or broken entries included). */
export const storedReviewStatsOf = (data: Record<string, unknown> | undefined): ReviewStats => {
  const stored = (data?.[REVIEW_STATS_FIELD] ?? {}) as Partial<ReviewStats>;
  const stats = emptyReviewStats();
  if (typeof stored !== 'object' || stored === null) {
    stats.count = Number.NaN;
    return stats;
  }
  stats.count = storedWhole(stored.count);
  stats.sum = storedWhole(stored.sum);
  for (const value of RATING_VALUES) {
    const key = String(value) as RatingKey;
    stats.histogram[key] = storedWhole(stored.histogram?.[key]);
  }
  for (const id of SKIN_TYPES) {
    stats.bySkinType[id] = {
      count: storedWhole(stored.bySkinType?.[id]?.count),
      sum: storedWhole(stored.bySkinType?.[id]?.sum),
    };
  }
  return stats;
};

const isCount = (value: number): boolean => Number.isInteger(value) && value >= 0;

/**
 * Whether figures can be the figures of some set of reviews: whole numbers, none negative, the
 * histogram adding up to the count and (star by star) to the sum, the skin types adding up to both, and
 * each skin type's sum within 1 to 5 stars a review. Figures that fail are recounted (the settle step).
 */
export const figuresHold = (stats: ReviewStats): boolean => {
  if (!FIGURE_PATHS.every((path) => isCount(figureAt(stats, path)))) return false;
  const stars = RATING_VALUES.map((value) => stats.histogram[String(value) as RatingKey]);
  const skins = SKIN_TYPES.map((id) => stats.bySkinType[id]);
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return (
    total(stars) === stats.count &&
    total(RATING_VALUES.map((value, i) => value * (stars[i] ?? 0))) === stats.sum &&
    total(skins.map((s) => s.count)) === stats.count &&
    total(skins.map((s) => s.sum)) === stats.sum &&
    skins.every((s) => s.sum >= s.count && s.sum <= 5 * s.count)
  );
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

/** The fields a product document's figures take, written whole (a new product, the seed, a recount). */
export const ratingFieldsOf = (stats: ReviewStats): { reviewStats: ReviewStats; ratingRank: number } => ({
  [REVIEW_STATS_FIELD]: stats,
  [RATING_RANK_FIELD]: ratingRankOf(stats),
});

/** What the settle step writes on a product after a review's change: nothing, its ratingRank, or a recount. */
export type Settlement = { write: 'nothing' } | { write: 'rank'; ratingRank: number } | { write: 'recount' };

export const settlementOf = (data: Record<string, unknown> | undefined): Settlement => {
  const stored = storedReviewStatsOf(data);
  if (!figuresHold(stored)) return { write: 'recount' };
  const ratingRank = ratingRankOf(stored);
  return data?.[RATING_RANK_FIELD] === ratingRank ? { write: 'nothing' } : { write: 'rank', ratingRank };
};

/** Whether a product's stored figures or ratingRank differ from those of its visible reviews, counted. */
export const figuresDiffer = (data: Record<string, unknown> | undefined, counted: ReviewStats): boolean =>
  !sameStats(storedReviewStatsOf(data), counted) || data?.[RATING_RANK_FIELD] !== ratingRankOf(counted);
