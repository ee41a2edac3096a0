// What review writes do to the rest of the shop (docs/decisions/067): figures that drifted repair
// themselves instead of locking their reviews, a deleted review takes its votes in its own transaction,
// and a product's delete or rename reaches its reviews everywhere they are listed or counted.
import {
  ADMIN_API_PATHS,
  API_PATHS,
  MY_REVIEW_PATHS,
  REVIEW_PATHS,
  type AdminReview,
  type DashboardBody,
  type Product,
  type ReviewInput,
  type ReviewListAnswer,
  type ReviewWithProduct,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { reviewIdOf, toReviewDocument } from '../../src/repositories/review-document';
import { emptyReviewStats, ratingRankOf, withReview, type ReviewStats } from '../../src/rules/review-figures';
import { adminDb } from './support/admin';
import { putCategory, putProduct } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { buyer, postReview, reviewBody } from './support/reviews';
import { createUser, type TestUser } from './support/users';

let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  const category = await putCategory('skin', 'Women Skincare', 'skincare');
  await Promise.all([
    putProduct('serum', { title: 'Rosehip Serum', image: '/uploads/serum.svg' }, category),
    putProduct('mask', { title: 'Clay Mask' }, category),
  ]);
  admin = await createUser('boss', 'admin');
});

const storedProduct = async (id = 'serum') => (await adminDb.doc(`products/${id}`).get()).data() ?? {};
const ratingOf = async (id = 'serum') => (await call<Product>('GET', API_PATHS.product(id))).json.body!.rating;

/** The figures of these visible reviews, counted as the tests expect them. */
const figuresOf = (...reviews: [rating: 1 | 2 | 3 | 4 | 5, skin: 'dry' | 'oily'][]): ReviewStats =>
  reviews.reduce((stats, [rating, skinType]) => withReview(stats, { rating, skinType }, 1), emptyReviewStats());

describe('figures that drifted', () => {
  it('never lock a review: deleting and hiding answer 200, and the figures are recounted from the reviews', async () => {
    const [jane, joe, ann] = await Promise.all([buyer('jane'), buyer('joe'), buyer('ann')]);
    const five = (await postReview(jane, { rating: 5, skinType: 'dry' })).json.body!;
    const three = (await postReview(joe, { rating: 3, skinType: 'oily' })).json.body!;
    await postReview(ann, { rating: 4, skinType: 'dry' });
    // Drift: the histogram no longer counts the visible 5-star review.
    await adminDb.doc('products/serum').update({ 'reviewStats.histogram.5': 0 });

    const deleted = await call('DELETE', REVIEW_PATHS.review(five._id), { token: jane.token });
    expect(deleted.status).toBe(200);
    let stored = await storedProduct();
    expect(stored.reviewStats).toEqual(figuresOf([3, 'oily'], [4, 'dry']));
    expect(stored.ratingRank).toBe(ratingRankOf(figuresOf([3, 'oily'], [4, 'dry'])));

    // Drift again, below zero this time, and hide: the same repair.
    await adminDb.doc('products/serum').update({ 'reviewStats.histogram.3': -2 });
    const hidden = await call<AdminReview>('PUT', ADMIN_API_PATHS.reviewVisibility(three._id), {
      token: admin.token,
      body: { hidden: true, reason: 'Spam' },
    });
    expect(hidden.status).toBe(200);
    stored = await storedProduct();
    expect(stored.reviewStats).toEqual(figuresOf([4, 'dry']));
    expect(await ratingOf()).toMatchObject({ average: 4, count: 1, histogram: { '3': 0, '4': 1, '5': 0 } });
  });

  it('keep Top rated’s key on the average and count after each change', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    const mine = (await postReview(jane, { rating: 5 })).json.body!;
    expect((await storedProduct()).ratingRank).toBe(ratingRankOf(figuresOf([5, 'dry'])));
    await postReview(joe, { rating: 2, skinType: 'oily' });
    expect((await storedProduct()).ratingRank).toBe(ratingRankOf(figuresOf([5, 'dry'], [2, 'oily'])));
    await call('PUT', REVIEW_PATHS.review(mine._id), { token: jane.token, body: { ...bodyOf(mine), rating: 4 } });
    expect((await storedProduct()).ratingRank).toBe(ratingRankOf(figuresOf([4, 'dry'], [2, 'oily'])));
  });
});

const bodyOf = (review: { title: string; text: string; skinType: string; recommend: boolean | null }) => ({
  title: review.title,
  text: review.text,
  skinType: review.skinType,
  recommend: review.recommend,
});

describe('a deleted review', () => {
  it('takes its votes with it: written again at once, it starts at 0 and a new vote counts 1', async () => {
    const [jane, joe, ann] = await Promise.all([buyer('jane'), createUser('joe'), createUser('ann')]);
    const first = (await postReview(jane)).json.body!;
    const vote = (user: TestUser, id: string) =>
      call<{ helpfulCount: number; votedHelpful: boolean }>('PUT', REVIEW_PATHS.helpful(id), { token: user.token });
    expect((await vote(joe, first._id)).json.body).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(ann, first._id)).json.body).toEqual({ helpfulCount: 2, votedHelpful: true });

    expect((await call('DELETE', REVIEW_PATHS.review(first._id), { token: jane.token })).status).toBe(200);
    const again = await postReview(jane, { title: 'Written again' });
    expect(again.status).toBe(201);
    // The same customer and product: the same review id, and none of the old votes under it.
    expect(again.json.body).toMatchObject({ _id: first._id, helpfulCount: 0 });
    expect((await adminDb.collection(`reviews/${first._id}/votes`).get()).size).toBe(0);
    expect((await vote(joe, first._id)).json.body).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await adminDb.collection(`reviews/${first._id}/votes`).get()).size).toBe(1);
  });

  it('counts votes cast at the same moment exactly', async () => {
    const jane = await buyer('jane');
    const voters = await Promise.all(Array.from({ length: 8 }, (_, i) => createUser(`voter${i}`)));
    const mine = (await postReview(jane)).json.body!;
    const answers = await Promise.all(
      voters.map((voter) => call('PUT', REVIEW_PATHS.helpful(mine._id), { token: voter.token })),
    );
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    const stored = (await adminDb.doc(`reviews/${mine._id}`).get()).data()!;
    expect(stored.helpfulCount).toBe(8);
    expect(stored.listKeys.all_all_helpful).toMatch(/^serum\|000008/);
    expect((await adminDb.collection(`reviews/${mine._id}/votes`).get()).size).toBe(8);
  });
});

const adminList = async (query = '') => {
  const answer = await call<AdminReview[]>('GET', `${ADMIN_API_PATHS.reviews}${query}`, { token: admin.token });
  expect(answer.status).toBe(200);
  const json = answer.json as ReviewListAnswer<AdminReview>;
  return { titles: (json.body ?? []).map((r) => r.product?.title), total: json.totalReviews };
};

const myReviews = async (user: TestUser) => {
  const answer = await call<ReviewWithProduct[]>('GET', MY_REVIEW_PATHS.mine, { token: user.token });
  expect(answer.status).toBe(200);
  const json = answer.json as ReviewListAnswer<ReviewWithProduct>;
  return { products: (json.body ?? []).map((r) => r.product), total: json.totalReviews };
};

const reviews30Days = async () =>
  (await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token })).json.body!.reviews30Days;

describe('a product’s delete', () => {
  it('takes its reviews and their votes out of the admin list, "My reviews" and the dashboard', async () => {
    const [jane, joe, voter] = await Promise.all([buyer('jane', ['serum', 'mask']), buyer('joe'), createUser('voter')]);
    const janes = (await postReview(jane, { rating: 5 })).json.body!;
    await postReview(joe, { rating: 1 });
    await postReview(jane, { rating: 3 }, 'mask');
    await call('PUT', REVIEW_PATHS.helpful(janes._id), { token: voter.token });
    expect((await adminList()).total).toBe(3);
    expect(await reviews30Days()).toEqual({ count: 3, average: 3 });

    const deleted = await call('DELETE', API_PATHS.product('serum'), { token: admin.token });
    expect(deleted.status).toBe(200);

    expect(await adminList()).toEqual({ titles: ['Clay Mask'], total: 1 });
    expect(await adminList('?q=rosehip')).toEqual({ titles: [], total: 0 });
    expect((await myReviews(jane)).total).toBe(1);
    expect((await myReviews(joe)).total).toBe(0);
    expect(await reviews30Days()).toEqual({ count: 1, average: 3 });
    expect((await adminDb.collection('reviews').where('productId', '==', 'serum').get()).size).toBe(0);
    expect((await adminDb.collectionGroup('votes').get()).size).toBe(0);
    // No review of it can be written any more.
    expect((await postReview(joe, { rating: 2 })).status).toBe(404);
  });
});

/** Writes `count` reviews of the serum, each with one vote, as the API stores them. */
const putReviewsWithVotes = async (count: number) => {
  const batch = adminDb.batch();
  for (let i = 0; i < count; i += 1) {
    const uid = `buyer-${i}`;
    const review = toReviewDocument({
      input: { ...reviewBody(), rating: 4 } as ReviewInput,
      product: { id: 'serum', title: 'Rosehip Serum', image: '' },
      author: { uid, username: `buyer${i}` },
      createdAt: Timestamp.now(),
    });
    const ref = adminDb.doc(`reviews/${reviewIdOf('serum', uid)}`);
    batch.set(ref, review);
    batch.set(ref.collection('votes').doc(`voter-${i}`), { at: Timestamp.now() });
  }
  await batch.commit();
};

/** The product and how many of its reviews and votes exist, read together at one moment. */
const readTogether = () =>
  adminDb.runTransaction(
    async (tx) => {
      const [product, reviews, votes] = await Promise.all([
        tx.get(adminDb.doc('products/serum')),
        tx.get(adminDb.collection('reviews').where('productId', '==', 'serum').select()),
        tx.get(adminDb.collectionGroup('votes').select()),
      ]);
      return { product: product.exists, reviews: reviews.size, votes: votes.size };
    },
    { readOnly: true },
  );

describe('a product’s delete, read while it runs', () => {
  it('never shows its reviews or votes without the product: they go in the same commit', async () => {
    await putReviewsWithVotes(150);
    let answered = false;
    const deleting = call('DELETE', API_PATHS.product('serum'), { token: admin.token }).finally(() => {
      answered = true;
    });
    const seen: Awaited<ReturnType<typeof readTogether>>[] = [];
    while (!answered) seen.push(await readTogether());
    expect((await deleting).status).toBe(200);
    seen.push(await readTogether());

    expect(seen.filter((read) => !read.product && (read.reviews > 0 || read.votes > 0))).toEqual([]);
    expect(seen.at(-1)).toEqual({ product: false, reviews: 0, votes: 0 });
  });
});

describe('a product’s rename', () => {
  it('shows the new title and image in "My reviews" and the admin list, and its search finds the new title', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    await postReview(jane);
    await postReview(joe);
    const renamed = await call('PUT', API_PATHS.product('serum'), {
      token: admin.token,
      body: {
        title: 'Midnight Repair Oil',
        description: 'A lovely product for the tests',
        price: 20,
        category: 'skin',
        image: '/uploads/oil.svg',
        routineStep: 'treat',
      },
    });
    expect(renamed.status).toBe(200);

    expect((await myReviews(jane)).products).toEqual([
      { _id: 'serum', title: 'Midnight Repair Oil', image: '/uploads/oil.svg' },
    ]);
    expect(await adminList('?q=midnight')).toEqual({
      titles: ['Midnight Repair Oil', 'Midnight Repair Oil'],
      total: 2,
    });
    expect(await adminList('?q=rosehip')).toEqual({ titles: [], total: 0 });
    // Joe's search by his username still finds his review.
    expect((await adminList('?q=joe')).total).toBe(1);
  });
});
