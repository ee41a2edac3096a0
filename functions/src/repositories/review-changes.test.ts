import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { toReviewDocument, type ReviewDocument } from './review-document';
import {
  editedReview,
  figuresDeltaOf,
  figuresChange,
  toAdminReview,
  toOwnReview,
  toReview,
  withHelpfulVote,
  withVisibility,
} from './review-changes';
import { addStats, emptyReviewStats, productRatingOf, type ReviewStats } from '../rules/review-figures';

const at = Timestamp.fromMillis(1_700_000_000_000);
const review = (rating: 1 | 2 | 3 | 4 | 5, skinType: 'dry' | 'oily' = 'dry', hidden = false): ReviewDocument =>
  toReviewDocument({
    input: { rating, title: 'Title', text: 'A text long enough to count.', skinType, recommend: null },
    product: { id: 'p1', title: 'Serum', image: '' },
    author: { uid: 'u1', username: 'jane', firstname: 'Jane', lastname: 'Doe' },
    createdAt: at,
    hidden,
    hiddenReason: hidden ? 'Off topic' : null,
  });

/** The figures once a change's delta is added, as the product's increments add it. */
const figuresAfter = (stats: ReviewStats, before: ReviewDocument | null, after: ReviewDocument | null) =>
  addStats(stats, figuresDeltaOf(before, after));

describe('figuresDeltaOf', () => {
  it('counts a new visible review in, a deleted one out, an edit out and in', () => {
    let stats = figuresAfter(emptyReviewStats(), null, review(5));
    stats = figuresAfter(stats, null, review(2, 'oily'));
    expect(productRatingOf(stats)).toMatchObject({ average: 3.5, count: 2, histogram: { '5': 1, '2': 1 } });
    stats = figuresAfter(stats, review(2, 'oily'), review(4, 'dry'));
    expect(productRatingOf(stats).bySkinType).toMatchObject({ dry: { average: 4.5, count: 2 }, oily: { count: 0 } });
    stats = figuresAfter(stats, review(5), null);
    expect(productRatingOf(stats)).toMatchObject({ average: 4, count: 1 });
  });

  it('never counts a hidden review: hiding is out, showing is in, a hidden one deleted changes nothing', () => {
    const one = figuresAfter(emptyReviewStats(), null, review(3));
    const hidden = figuresAfter(one, review(3), review(3, 'dry', true));
    expect(hidden.count).toBe(0);
    expect(figuresAfter(hidden, review(3, 'dry', true), null)).toEqual(hidden);
    expect(figuresAfter(hidden, review(3, 'dry', true), review(3))).toEqual(one);
  });

  it('is a delta: an edit of the stars moves the sum and two histogram rows, not the count', () => {
    const delta = figuresDeltaOf(review(2, 'oily'), review(5, 'oily'));
    expect(delta).toMatchObject({ count: 0, sum: 3, histogram: { '2': -1, '5': 1 } });
    expect(delta.bySkinType.oily).toEqual({ count: 0, sum: 3 });
    // Out of figures that never counted it, a delete still only moves them down by the review.
    expect(figuresDeltaOf(review(5), null)).toMatchObject({ count: -1, sum: -5, histogram: { '5': -1 } });
  });
});

describe('figuresChange', () => {
  it('is false for a text-only edit or a vote, true for a new rating, skin type or visibility', () => {
    expect(figuresChange(review(3), { ...review(3), title: 'Other' })).toBe(false);
    expect(figuresChange(review(3), withHelpfulVote(review(3), 1))).toBe(false);
    expect(figuresChange(review(3), review(4))).toBe(true);
    expect(figuresChange(review(3), review(3, 'oily'))).toBe(true);
    expect(figuresChange(review(3), review(3, 'dry', true))).toBe(true);
    expect(figuresChange(review(3, 'dry', true), null)).toBe(false);
  });
});

describe('withVisibility', () => {
  it('hides with the reason and no list keys, shows with them back and no reason', () => {
    const hidden = withVisibility(review(4), true, 'Spam')!;
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Spam' });
    expect(hidden.listKeys).toBeUndefined();
    const shown = withVisibility(hidden, false, '')!;
    expect(shown).toMatchObject({ hidden: false, hiddenReason: null });
    expect(shown.listKeys).toEqual(review(4).listKeys);
  });

  it('changes nothing when the review already is so', () => {
    expect(withVisibility(review(4), false, '')).toBeNull();
    expect(withVisibility(review(4, 'dry', true), true, 'Another reason')).toBeNull();
  });
});

describe('editedReview and votes', () => {
  it('keeps votes, dates and visibility; the list keys follow the new rating', () => {
    const later = Timestamp.fromMillis(1_700_000_100_000);
    const voted = withHelpfulVote(review(2), 1);
    const edited = editedReview(
      voted,
      { rating: 5, title: 'New', text: 'A new text, long enough.', skinType: 'oily', recommend: true },
      later,
    );
    expect(edited).toMatchObject({
      rating: 5,
      skinType: 'oily',
      helpfulCount: 1,
      createdAt: at,
      updatedAt: later,
      hidden: false,
    });
    expect(edited.listKeys?.oily_5_helpful).toBe('p1|0000011700000000000');
    expect(edited.listKeys).not.toHaveProperty('dry_2_newest');
    expect(
      editedReview(
        review(2, 'dry', true),
        { rating: 5, title: 'New', text: 'A new text, long enough.', skinType: 'dry', recommend: null },
        later,
      ).listKeys,
    ).toBeUndefined();
  });

  it('never counts votes below zero', () => {
    expect(withHelpfulVote(review(3), -1).helpfulCount).toBe(0);
  });
});

describe('answers', () => {
  it('shows the public no visibility, the author and the admin the reason', () => {
    const hidden = review(3, 'dry', true);
    expect(toReview('r1', hidden)).not.toHaveProperty('hidden');
    expect(toReview('r1', hidden)).not.toHaveProperty('hiddenReason');
    expect(toReview('r1', hidden).createdAt).toBe('2023-11-14T22:13:20.000Z');
    expect(toOwnReview('r1', hidden)).toMatchObject({ hidden: true, hiddenReason: 'Off topic', mine: true });
    expect(toAdminReview('r1', hidden)).toMatchObject({
      hidden: true,
      hiddenReason: 'Off topic',
      username: 'jane',
      product: { _id: 'p1' },
    });
  });
});
