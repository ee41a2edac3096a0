// What a review's own transaction holds (docs/decisions/067): the buyer check of a new review (an order
// cancelled before the transaction reads is seen: 403, nothing written), a new review's product copy (a
// rename while it is written ends in the new title) and a deleted review's votes (gone in the same commit). The repository is called directly, with the test's hook into its
// transaction where one is needed, against the emulators' Firestore.
import { REVIEW_MESSAGES, type ReviewInput } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { changeReview, createReview, toggleHelpfulVote, type ReviewWriteSeam } from '../../src/repositories/reviews';
import { reviewIdOf } from '../../src/repositories/review-document';
import { editProductWithReviews } from '../../src/services/reviews';
import { putCategory, putProduct } from './support/catalog';
import { clearAll } from './support/emulators';
import { addOrder } from './support/reviews';

const product = { id: 'serum', title: 'Rosehip Serum', image: '' };
const author = { uid: 'jane-uid', username: 'jane' };
const input: ReviewInput = {
  rating: 5,
  title: 'Soft and calm',
  text: 'My skin feels soft and calm after a week of using it.',
  skinType: 'dry',
  recommend: true,
};

beforeEach(async () => {
  await clearAll();
  await putProduct('serum', { title: 'Rosehip Serum' }, await putCategory('skin', 'Women Skincare', 'skincare'));
});

const storedCount = async () => ((await adminDb.doc('products/serum').get()).get('reviewStats.count') as number) ?? 0;

describe('a new review’s buyer check', () => {
  it('sees an order cancelled after the request began and before the write: 403, no review, no figure', async () => {
    const orderId = await addOrder(author.uid, ['serum']);
    const attempts: number[] = [];
    // The customer's only order is cancelled (as the admin's cancel writes it) once the review is under way.
    const seam: ReviewWriteSeam = {
      beforeReads: async (attempt) => {
        attempts.push(attempt);
        if (attempt === 1) await adminDb.doc(`orders/${orderId}`).update({ status: 'cancelled' });
      },
    };
    await expect(createReview(product, author, input, seam)).rejects.toMatchObject({
      status: 403,
      message: REVIEW_MESSAGES.onlyBuyers,
    });
    expect(attempts).toEqual([1]);
    expect((await adminDb.doc(`reviews/${reviewIdOf('serum', author.uid)}`).get()).exists).toBe(false);
    expect(await storedCount()).toBe(0);
  });

  it('lets a buyer whose order stands write the review, counted once', async () => {
    await addOrder(author.uid, ['serum']);
    const { id } = await createReview(product, author, input);
    expect(id).toBe(reviewIdOf('serum', author.uid));
    expect(await storedCount()).toBe(1);
  });
});

describe('a new review written while its product is renamed', () => {
  it('ends with the new title and image, and the admin search keys of the new title', async () => {
    await addOrder(author.uid, ['serum']);
    const renamed = { title: 'Midnight Repair Oil', image: '/uploads/oil.svg' };
    // The review copies the product as read before its transaction (`product`); the whole rename, its
    // copy to the product's reviews included, runs once the review is under way and before it exists.
    const seam: ReviewWriteSeam = {
      beforeReads: async (attempt) => {
        if (attempt !== 1) return;
        await editProductWithReviews('serum', async () => {
          await adminDb.doc('products/serum').update(renamed);
          return renamed;
        });
      },
    };
    const { id } = await createReview(product, author, input, seam);

    const stored = (await adminDb.doc(`reviews/${id}`).get()).data()!;
    expect(stored).toMatchObject({ productTitle: 'Midnight Repair Oil', productImage: '/uploads/oil.svg' });
    expect(stored.searchKeys).toContain('midnight');
    expect(stored.searchKeys).not.toContain('rosehip');
  });
});

describe('a deleted review', () => {
  it('has no vote left the moment its delete commits', async () => {
    await addOrder(author.uid, ['serum']);
    const { id } = await createReview(product, author, input);
    await toggleHelpfulVote(id, 'voter-1');
    await toggleHelpfulVote(id, 'voter-2');
    expect((await adminDb.collection(`reviews/${id}/votes`).get()).size).toBe(2);

    await changeReview(id, () => null);
    expect((await adminDb.doc(`reviews/${id}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`reviews/${id}/votes`).get()).size).toBe(0);
    expect(await storedCount()).toBe(0);
  });
});
