import { readFileSync } from 'node:fs';
import { RATING_VALUES, REVIEW_SORTS, SKIN_TYPES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  adminReviewIndexesFor,
  adminReviewQueryShape,
  authorListShape,
  keyRangeIndexesFor,
  publicListShape,
  type AdminReviewFilter,
  type ReviewIndexSpec,
} from './review-query';

const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: ReviewIndexSpec[];
  }
).indexes;

const keyOf = (index: ReviewIndexSpec): string =>
  JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);

/** Every list the admin can ask for: each visibility and rating or none, with and without a search. */
const ADMIN_FILTERS: AdminReviewFilter[] = [undefined, true, false].flatMap((hidden) =>
  [undefined, ...RATING_VALUES].flatMap((rating) => [undefined, 'rose', 'jane'].map((q) => ({ hidden, rating, q }))),
);

const needed = new Map<string, ReviewIndexSpec>();
for (const filter of ADMIN_FILTERS)
  for (const index of adminReviewIndexesFor(adminReviewQueryShape(filter))) needed.set(keyOf(index), index);

describe('the reviews indexes', () => {
  const declared = declaredIndexes.filter((index) => index.collectionGroup === 'reviews');

  it('declares every composite index a query of the admin list needs, and no other', () => {
    expect(declared.map(keyOf).sort()).toEqual([...needed.keys()].sort());
  });

  it('needs three for the admin list (its filters merge them) and none for the public lists and My reviews', () => {
    expect(needed.size).toBe(3);
    expect(adminReviewIndexesFor(adminReviewQueryShape({ hidden: true, rating: 2, q: 'rose' }))).toHaveLength(3);
    expect(adminReviewIndexesFor(adminReviewQueryShape({}))).toEqual([]);
    for (const skin of [undefined, ...SKIN_TYPES])
      for (const stars of [undefined, ...RATING_VALUES])
        for (const sort of REVIEW_SORTS)
          expect(keyRangeIndexesFor(publicListShape('p1', { skin, stars, sort }))).toEqual([]);
    expect(keyRangeIndexesFor(authorListShape('u1'))).toEqual([]);
  });

  it('keeps the database within the 200 composite indexes it may have', () => {
    expect(declaredIndexes.length).toBeLessThanOrEqual(200);
  });
});

describe('the list shapes', () => {
  it('reads a public list as one range of one list key, this product only', () => {
    expect(publicListShape('p1', { skin: 'dry', stars: 4, sort: 'helpful' })).toEqual({
      field: 'listKeys.dry_4_helpful',
      from: 'p1|',
      to: 'p1|\uf8ff',
    });
    expect(publicListShape('p1', { sort: 'newest' }).field).toBe('listKeys.all_all_newest');
  });

  it('reads My reviews as one range of the author key', () => {
    expect(authorListShape('u1')).toEqual({ field: 'authorKey', from: 'u1|', to: 'u1|\uf8ff' });
  });

  it('filters the admin list with equalities and searches with one array-contains of the normalised text', () => {
    expect(adminReviewQueryShape({ hidden: false, rating: 5, q: '  Rosé  ' })).toEqual({
      equals: [
        ['hidden', false],
        ['rating', 5],
      ],
      contains: ['searchKeys', 'rose'],
    });
    expect(adminReviewQueryShape({ q: '   ' })).toEqual({ equals: [] });
  });
});
