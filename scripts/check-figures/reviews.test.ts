import { describe, expect, it } from 'vitest';
import { emptyReviewStats, ratingFieldsOf, withReview } from '../../functions/src/rules/review-figures';
import { reviewFigureDifferences, type CountedReview } from './reviews';

const review = (productId: string, rating: 1 | 2 | 3 | 4 | 5, hidden = false): CountedReview => ({
  productId,
  rating,
  skinType: 'dry',
  hidden,
});

const figuresOf = (...ratings: (1 | 2 | 3 | 4 | 5)[]) =>
  ratingFieldsOf(
    ratings.reduce((stats, rating) => withReview(stats, { rating, skinType: 'dry' }, 1), emptyReviewStats()),
  );

describe('reviewFigureDifferences', () => {
  it('finds nothing when each product holds its visible reviews’ figures (hidden ones not counted)', () => {
    const products = [
      { id: 'serum', title: 'Rosehip Serum', data: figuresOf(5, 3) },
      { id: 'mask', title: 'Clay Mask', data: figuresOf() },
    ];
    expect(
      reviewFigureDifferences(products, [review('serum', 5), review('serum', 3), review('serum', 1, true)]),
    ).toEqual([]);
  });

  it('reports drifted figures, a stale rank and reviews of a deleted product, stored beside counted', () => {
    const drifted = figuresOf(5, 3);
    drifted.reviewStats.histogram['5'] = 0;
    const products = [
      { id: 'serum', title: 'Rosehip Serum', data: drifted },
      { id: 'mask', title: 'Clay Mask', data: { ...figuresOf(4), ratingRank: 0 } },
    ];
    const differences = reviewFigureDifferences(products, [
      review('serum', 5),
      review('serum', 3),
      review('mask', 4),
      review('gone', 2),
      review('gone', 4),
    ]);
    expect(differences.map(({ path, title }) => `${path} ${title}`)).toEqual([
      'products/serum Rosehip Serum',
      'products/mask Clay Mask',
      'products/gone (no such product)',
    ]);
    expect(differences[0]?.stored).toContain('stars 0/0/1/0/0');
    expect(differences[0]?.counted).toContain('stars 0/0/1/0/1');
    expect(differences[1]?.stored).toContain('rank 0');
    expect(differences[2]?.counted).toBe('2 reviews of it');
  });
});
