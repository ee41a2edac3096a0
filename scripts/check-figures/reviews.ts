// The review part of npm run check:figures: every product's reviewStats and ratingRank against a recount
// of its visible reviews (with the figure rules of rules/review-figures.ts), and reviews whose product
// is gone. Read-only: it reads each product's figures and two fields of each review.
import { isRatingValue, SKIN_TYPES, type RatingValue, type SkinType } from '@shop/contract';
import type { Firestore } from 'firebase-admin/firestore';
import { REVIEWS } from '../../functions/src/repositories/review-document';
import {
  RATING_RANK_FIELD,
  REVIEW_STATS_FIELD,
  emptyReviewStats,
  figuresDiffer,
  ratingRankOf,
  storedReviewStatsOf,
  withReview,
  type ReviewStats,
} from '../../functions/src/rules/review-figures';
import type { CheckResult, FigureDifference, FiguresCheck } from './check';

export interface ProductFigures {
  id: string;
  title: string;
  data: Record<string, unknown>;
}

export interface CountedReview {
  productId: string;
  rating: RatingValue;
  skinType: SkinType;
  hidden: boolean;
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Figures in one line: count, sum, stars 1 to 5, each skin type's count/sum, and the rank when given. */
export const describeFigures = (stats: ReviewStats, rank?: unknown): string => {
  const stars = ['1', '2', '3', '4', '5'].map((key) => stats.histogram[key as keyof ReviewStats['histogram']]);
  const skins = SKIN_TYPES.map((id) => `${id} ${stats.bySkinType[id].count}/${stats.bySkinType[id].sum}`);
  const parts = [`count ${stats.count}`, `sum ${stats.sum}`, `stars ${stars.join('/')}`, skins.join(', ')];
  return `${parts.join(', ')}${rank === undefined ? '' : `, rank ${String(rank)}`}`;
};

/** Each product whose stored figures differ from its visible reviews counted, and reviews of no product. */
export const reviewFigureDifferences = (
  products: readonly ProductFigures[],
  reviews: readonly CountedReview[],
): FigureDifference[] => {
  const counted = new Map<string, ReviewStats>();
  const orphans = new Map<string, number>();
  const known = new Set(products.map((product) => product.id));
  for (const review of reviews) {
    if (!known.has(review.productId)) orphans.set(review.productId, (orphans.get(review.productId) ?? 0) + 1);
    else if (!review.hidden)
      counted.set(review.productId, withReview(counted.get(review.productId) ?? emptyReviewStats(), review, 1));
  }
  const differences: FigureDifference[] = [];
  for (const product of products) {
    const recount = counted.get(product.id) ?? emptyReviewStats();
    if (!figuresDiffer(product.data, recount)) continue;
    differences.push({
      path: `products/${product.id}`,
      title: product.title,
      stored: describeFigures(storedReviewStatsOf(product.data), product.data[RATING_RANK_FIELD]),
      counted: describeFigures(recount, ratingRankOf(recount)),
    });
  }
  for (const [productId, count] of orphans) {
    differences.push({
      path: `products/${productId}`,
      title: '(no such product)',
      stored: 'no product',
      counted: `${plural(count, 'review')} of it`,
    });
  }
  return differences;
};

export const reviewFiguresCheck: FiguresCheck = {
  name: 'review figures',
  run: async (db: Firestore): Promise<CheckResult> => {
    const [productSnap, reviewSnap] = await Promise.all([
      db.collection('products').select('title', REVIEW_STATS_FIELD, RATING_RANK_FIELD).get(),
      db.collection(REVIEWS).select('productId', 'rating', 'skinType', 'hidden').get(),
    ]);
    const products = productSnap.docs.map((doc) => ({
      id: doc.id,
      title: String(doc.get('title') ?? ''),
      data: doc.data(),
    }));
    const reviews = reviewSnap.docs.map((doc) => {
      const rating: unknown = doc.get('rating');
      const skinType = SKIN_TYPES.find((id) => id === doc.get('skinType')) ?? SKIN_TYPES[0];
      return {
        productId: String(doc.get('productId') ?? ''),
        rating: (isRatingValue(rating) ? rating : 1) as RatingValue,
        skinType: skinType as SkinType,
        hidden: doc.get('hidden') === true,
      };
    });
    return {
      counted: `${plural(products.length, 'product')}, ${plural(reviews.length, 'review')}`,
      differences: reviewFigureDifferences(products, reviews),
    };
  },
};
