import { describe, expect, it } from 'vitest';
import {
  emptyReviewStats,
  figureIncrementsOf,
  figuresHold,
  ratingFieldsOf,
  ratingRankOf,
  reviewDeltaOf,
  settlementOf,
  statsOfReviews,
  storedReviewStatsOf,
  withReview,
} from './review-figures';

const stats = statsOfReviews([
  { rating: 5, skinType: 'dry' },
  { rating: 3, skinType: 'oily' },
]);

describe('figureIncrementsOf', () => {
  it('moves only the figures a review touches, by its stars and by one', () => {
    expect(figureIncrementsOf(reviewDeltaOf({ rating: 4, skinType: 'oily' }, -1))).toEqual([
      { path: ['count'], by: -1 },
      { path: ['sum'], by: -4 },
      { path: ['histogram', '4'], by: -1 },
      { path: ['bySkinType', 'oily', 'count'], by: -1 },
      { path: ['bySkinType', 'oily', 'sum'], by: -4 },
    ]);
    expect(figureIncrementsOf(emptyReviewStats())).toEqual([]);
  });
});

describe('figuresHold', () => {
  it('holds for figures counted from reviews, and not for any that no set of reviews gives', () => {
    expect(figuresHold(stats)).toBe(true);
    expect(figuresHold(emptyReviewStats())).toBe(true);
    const histogramShort = { ...stats, histogram: { ...stats.histogram, '5': 0 } };
    const negative = { ...stats, histogram: { ...stats.histogram, '3': -1, '4': 2 } };
    const wrongSum = { ...stats, sum: 9 };
    const skinShort = { ...stats, bySkinType: { ...stats.bySkinType, dry: { count: 0, sum: 0 } } };
    for (const broken of [histogramShort, negative, wrongSum, skinShort]) expect(figuresHold(broken)).toBe(false);
  });

  it('reads stored figures as they are: a broken entry never holds, a missing one is 0', () => {
    expect(figuresHold(storedReviewStatsOf({ reviewStats: { ...stats, count: 'two' } }))).toBe(false);
    expect(figuresHold(storedReviewStatsOf({ reviewStats: { ...stats, count: 1.5 } }))).toBe(false);
    expect(storedReviewStatsOf({})).toEqual(emptyReviewStats());
  });
});

describe('settlementOf', () => {
  it('writes nothing when the rank follows the figures, the rank when it does not, a recount when they cannot hold', () => {
    expect(settlementOf(ratingFieldsOf(stats))).toEqual({ write: 'nothing' });
    expect(settlementOf({ reviewStats: stats, ratingRank: 0 })).toEqual({
      write: 'rank',
      ratingRank: ratingRankOf(stats),
    });
    expect(settlementOf({ reviewStats: { ...stats, count: -1 }, ratingRank: 0 })).toEqual({ write: 'recount' });
  });
});

describe('withReview', () => {
  it('refuses to count a review out of figures that never counted it', () => {
    expect(() => withReview(emptyReviewStats(), { rating: 5, skinType: 'dry' }, -1)).toThrow();
  });
});
