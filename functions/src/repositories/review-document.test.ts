import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { listKeysOf, reviewerNameOf, reviewIdOf, reviewSearchKeys, toReviewDocument } from './review-document';

const input = {
  rating: 4,
  title: 'Lovely',
  text: 'A lovely serum for dry skin, truly.',
  skinType: 'dry',
  recommend: true,
} as const;
const product = { id: 'serum', title: 'Rosehip Serum', image: '/uploads/s.png' };
const author = { uid: 'u1', username: 'jane', firstname: 'Jane', lastname: 'doe' };
const at = Timestamp.fromMillis(1_700_000_000_000);

describe('reviewIdOf', () => {
  it('is one id per customer and product, 20 characters, that does not show the uid', () => {
    const id = reviewIdOf('serum', 'u1');
    expect(id).toBe(reviewIdOf('serum', 'u1'));
    expect(id).toHaveLength(20);
    expect(id).not.toContain('u1');
    expect(reviewIdOf('serum', 'u2')).not.toBe(id);
    expect(reviewIdOf('mask', 'u1')).not.toBe(id);
  });
});

describe('reviewerNameOf', () => {
  it('shows the first name and the last initial, else the username', () => {
    expect(reviewerNameOf(author)).toBe('Jane D.');
    expect(reviewerNameOf({ username: 'jane', firstname: 'Jane', lastname: '' })).toBe('Jane');
    expect(reviewerNameOf({ username: 'jane', firstname: '  ', lastname: 'Doe' })).toBe('jane');
  });
});

describe('listKeysOf', () => {
  it('puts a review in 16 lists, each value this product then a key read descending', () => {
    const keys = listKeysOf({ productId: 'serum', rating: 4, skinType: 'dry', helpfulCount: 12, createdAt: at });
    expect(Object.keys(keys)).toHaveLength(16);
    expect(keys.all_all_newest).toBe('serum|1700000000000');
    expect(keys.dry_4_helpful).toBe('serum|0000121700000000000');
    expect(keys.all_4_highest).toBe('serum|41700000000000');
    expect(keys.dry_all_lowest).toBe('serum|21700000000000');
    expect(keys).not.toHaveProperty('oily_all_newest');
  });

  it('orders lowest by the fewest stars first, highest by the most, helpful by the votes', () => {
    const of = (rating: 1 | 5, helpfulCount: number, ms: number) =>
      listKeysOf({ productId: 'p', rating, skinType: 'oily', helpfulCount, createdAt: Timestamp.fromMillis(ms) });
    const one = of(1, 2, 2_000);
    const five = of(5, 10, 1_000);
    expect(one.all_all_lowest! > five.all_all_lowest!).toBe(true);
    expect(five.all_all_highest! > one.all_all_highest!).toBe(true);
    expect(five.all_all_helpful! > one.all_all_helpful!).toBe(true);
    expect(one.all_all_newest! > five.all_all_newest!).toBe(true);
  });
});

describe('toReviewDocument', () => {
  it('builds the whole document: copies, name, keys, verified, visible with list keys', () => {
    const doc = toReviewDocument({ input, product, author, createdAt: at });
    expect(doc).toMatchObject({
      productId: 'serum',
      productTitle: 'Rosehip Serum',
      productImage: '/uploads/s.png',
      authorId: 'u1',
      username: 'jane',
      name: 'Jane D.',
      rating: 4,
      verified: true,
      helpfulCount: 0,
      hidden: false,
      hiddenReason: null,
      authorKey: 'u1|1700000000000',
      updatedAt: at,
    });
    expect(Object.keys(doc.listKeys ?? {})).toHaveLength(16);
    expect(doc.searchKeys).toEqual(expect.arrayContaining(['r', 'rose', 'rosehip', 'serum', 'rosehip serum', 'jane']));
  });

  it('leaves list keys out of a hidden review and keeps its reason', () => {
    const doc = toReviewDocument({ input, product, author, createdAt: at, hidden: true, hiddenReason: 'Spam' });
    expect(doc.listKeys).toBeUndefined();
    expect(doc.hiddenReason).toBe('Spam');
  });

  it('searches by a product title word or the username, normalised', () => {
    expect(reviewSearchKeys('Crème Brûlée', 'Jane')).toEqual(expect.arrayContaining(['creme', 'brulee', 'jane']));
  });
});
