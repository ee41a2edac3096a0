import { readFileSync } from 'node:fs';
import { RATING_VALUES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { recentReviewsShape } from './recent-reviews';
import { adminReviewIndexesFor } from './review-query';

const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: unknown[];
  }
).indexes;

describe('the dashboard’s reviews figure', () => {
  it('counts each star with the admin list’s shape, whose declared indexes serve it', () => {
    for (const rating of RATING_VALUES) {
      expect(recentReviewsShape(rating)).toEqual({
        equals: [
          ['hidden', false],
          ['rating', rating],
        ],
      });
      for (const index of adminReviewIndexesFor(recentReviewsShape(rating)))
        expect(declaredIndexes).toContainEqual(index);
    }
  });
});
