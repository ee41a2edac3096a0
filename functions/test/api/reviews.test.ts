import {
  ADMIN_API_PATHS,
  API_PATHS,
  MY_REVIEW_PATHS,
  REVIEW_MESSAGES,
  REVIEW_PATHS,
  SKIN_TYPES,
  type AdminReview,
  type Product,
  type ProductListAnswer,
  type Review,
  type ReviewEligibility,
  type ReviewListAnswer,
  type ReviewWithProduct,
  type SkinType,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  emptyReviewStats,
  ratingFieldsOf,
  ratingRankOf,
  withReview,
  type ReviewStats,
} from '../../src/rules/review-figures';
import { adminDb } from './support/admin';
import { putCategory, putProduct } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOrder, buyer, postReview, reviewBody, reviewsOf } from './support/reviews';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

const eligibilityOf = REVIEW_PATHS.eligibility;
const review = REVIEW_PATHS.review;
const body = reviewBody;
const post = postReview;

let admin: TestUser;

const listed = async (query = '', token?: string, productId = 'serum') => {
  const answer = await call<Review[]>('GET', reviewsOf(productId, query), { token });
  expect(answer.status).toBe(200);
  const json = answer.json as ReviewListAnswer;
  return { reviews: json.body ?? [], total: json.totalReviews };
};

const ratingOf = async (productId = 'serum') =>
  (await call<Product>('GET', API_PATHS.product(productId))).json.body!.rating;

beforeEach(async () => {
  await clearAll();
  const category = await putCategory('skin', 'Women Skincare', 'skincare');
  await Promise.all([
    putProduct('serum', { title: 'Rosehip Serum', skinTypes: ['dry'] }, category),
    putProduct('mask', { title: 'Clay Mask' }, category),
  ]);
  admin = await createUser('boss', 'admin');
});

describe('who may review', () => {
  it('lets a buyer review (201, verified, named "first L."), and refuses others with the reason', async () => {
    const jane = await buyer('jane');
    const created = await post(jane);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe(REVIEW_MESSAGES.created);
    expect(created.json.body).toMatchObject({
      productId: 'serum',
      rating: 4,
      verified: true,
      name: 'jane-first J.',
      helpfulCount: 0,
      hidden: false,
    });

    const stranger = await createUser('stranger');
    const refused = await post(stranger);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(REVIEW_MESSAGES.onlyBuyers);

    const cancelled = await createUser('cancelled');
    await addOrder(cancelled.uid, ['serum'], 'cancelled');
    await addOrder(cancelled.uid, ['mask']);
    expect((await post(cancelled)).status).toBe(403);

    expect((await post(undefined)).status).toBe(401);
    expect((await post(jane, {}, 'nope')).status).toBe(404);
  });

  it('says who may review and answers the caller’s own review', async () => {
    const jane = await buyer('jane');
    const stranger = await createUser('stranger');
    const before = await call<ReviewEligibility>('GET', eligibilityOf('serum'), { token: jane.token });
    expect(before.json.body).toEqual({ canReview: true, review: null });
    expect((await call('GET', eligibilityOf('serum'), { token: stranger.token })).json.body).toEqual({
      canReview: false,
      review: null,
    });
    expect((await call('GET', eligibilityOf('serum'))).status).toBe(401);
    const created = (await post(jane)).json.body!;
    const after = await call<ReviewEligibility>('GET', eligibilityOf('serum'), { token: jane.token });
    expect(after.json.body).toMatchObject({ canReview: true, review: { _id: created._id, hidden: false, mine: true } });
  });

  it('takes one review per customer per product (409)', async () => {
    const jane = await buyer('jane');
    expect((await post(jane)).status).toBe(201);
    const again = await post(jane, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await ratingOf()).count).toBe(1);
  });
});

describe('the figures', () => {
  it('count 20 customers reviewing one product at the same moment exactly', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer(`c${String(i).padStart(2, '0')}`)));
    await warmWorkers(customers.length);
    const ratings = customers.map((_, i) => (i % 5) + 1);
    const skins = customers.map((_, i) => SKIN_TYPES[i % 3] as SkinType);
    const answers = await Promise.all(
      customers.map((customer, i) => post(customer, { rating: ratings[i], skinType: skins[i] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));

    const rating = await ratingOf();
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(rating.count).toBe(20);
    expect(rating.average).toBe(Math.round((sum / 20) * 10) / 10);
    expect(rating.histogram).toEqual({ '1': 4, '2': 4, '3': 4, '4': 4, '5': 4 });
    for (const skin of SKIN_TYPES) {
      const mine = ratings.filter((_, i) => skins[i] === skin);
      expect(rating.bySkinType[skin]).toEqual({
        count: mine.length,
        average: mine.length ? Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 10) / 10 : null,
      });
    }
    const product = (await adminDb.doc('products/serum').get()).data()!;
    expect(product.reviewStats).toMatchObject({ sum, count: 20 });
    // The settle step leaves Top rated's key on the final figures.
    expect(product.ratingRank).toBe(ratingRankOf(product.reviewStats as ReviewStats));
    expect((await listed()).total).toBe(20);
    // The 20 transactions read only their own buyer's orders and add to the product blindly: none waits
    // on another (decision 067).
  }, 120_000);

  it('follow an edit, a hide, a show and a delete', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    const mine = (await post(jane, { rating: 5, skinType: 'dry' })).json.body!;
    await post(joe, { rating: 3, skinType: 'oily' });
    expect(await ratingOf()).toMatchObject({ average: 4, count: 2 });

    const edited = await call<Review>('PUT', review(mine._id), {
      token: jane.token,
      body: body({ rating: 1, skinType: 'oily', title: 'Changed my mind' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.body).toMatchObject({ rating: 1, skinType: 'oily', title: 'Changed my mind' });
    let rating = await ratingOf();
    expect(rating).toMatchObject({ average: 2, count: 2, histogram: { '1': 1, '3': 1, '5': 0 } });
    expect(rating.bySkinType.oily).toEqual({ average: 2, count: 2 });
    expect(rating.bySkinType.dry).toEqual({ average: null, count: 0 });

    // Only the author edits.
    expect((await call('PUT', review(mine._id), { token: joe.token, body: body() })).status).toBe(403);

    const hide = (hidden: boolean) =>
      call<AdminReview>('PUT', ADMIN_API_PATHS.reviewVisibility(mine._id), {
        token: admin.token,
        body: { hidden, reason: hidden ? 'Not about the product' : '' },
      });
    expect((await hide(true)).json.body).toMatchObject({ hidden: true, hiddenReason: 'Not about the product' });
    expect(await ratingOf()).toMatchObject({ average: 3, count: 1 });
    // Hiding a hidden review changes nothing.
    expect((await hide(true)).status).toBe(200);
    expect(await ratingOf()).toMatchObject({ average: 3, count: 1 });
    // An edit of a hidden review leaves the figures alone.
    await call('PUT', review(mine._id), { token: jane.token, body: body({ rating: 2, skinType: 'oily' }) });
    expect(await ratingOf()).toMatchObject({ average: 3, count: 1 });

    expect((await hide(false)).json.body).toMatchObject({ hidden: false, hiddenReason: null });
    rating = await ratingOf();
    expect(rating).toMatchObject({ average: 2.5, count: 2, histogram: { '2': 1, '3': 1 } });
    expect((await hide(false)).status).toBe(200);
    expect((await ratingOf()).count).toBe(2);

    // Not an admin: no hiding.
    expect(
      (
        await call('PUT', ADMIN_API_PATHS.reviewVisibility(mine._id), {
          token: joe.token,
          body: { hidden: true, reason: 'Mine' },
        })
      ).status,
    ).toBe(403);

    expect((await call('DELETE', review(mine._id), { token: joe.token })).status).toBe(403);
    const deleted = await call('DELETE', review(mine._id), { token: jane.token });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe(REVIEW_MESSAGES.deleted);
    expect(await ratingOf()).toMatchObject({ average: 3, count: 1, histogram: { '2': 0, '3': 1 } });
    expect((await call('DELETE', review(mine._id), { token: jane.token })).status).toBe(404);
  });

  it('lets an admin delete a review; a hidden one deleted leaves the figures as they are', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    const first = (await post(jane, { rating: 5 })).json.body!;
    const second = (await post(joe, { rating: 1 })).json.body!;
    await call('PUT', ADMIN_API_PATHS.reviewVisibility(second._id), {
      token: admin.token,
      body: { hidden: true, reason: 'Spam' },
    });
    expect(await ratingOf()).toMatchObject({ average: 5, count: 1 });
    expect((await call('DELETE', review(second._id), { token: admin.token })).status).toBe(200);
    expect(await ratingOf()).toMatchObject({ average: 5, count: 1 });
    expect((await call('DELETE', review(first._id), { token: admin.token })).status).toBe(200);
    expect(await ratingOf()).toMatchObject({ average: null, count: 0 });
  });
});

describe('hidden reviews', () => {
  it('leave the public list and its count, and stay with their author, marked, with the reason', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    const mine = (await post(jane, { title: 'Hidden one' })).json.body!;
    await post(joe, { title: 'Visible one' });
    await call('PUT', ADMIN_API_PATHS.reviewVisibility(mine._id), {
      token: admin.token,
      body: { hidden: true, reason: 'Personal details' },
    });

    const visitor = await listed();
    expect(visitor.total).toBe(1);
    expect(visitor.reviews.map((r) => r.title)).toEqual(['Visible one']);
    expect(visitor.reviews[0]).not.toHaveProperty('hidden');
    expect((await listed('?skin=dry&rating=4')).total).toBe(1);
    // Even its author does not see it in the public list.
    expect((await listed('', jane.token)).reviews.map((r) => r.title)).toEqual(['Visible one']);

    const own = await call<ReviewWithProduct[]>('GET', MY_REVIEW_PATHS.mine, { token: jane.token });
    expect(own.status).toBe(200);
    expect((own.json as ReviewListAnswer<ReviewWithProduct>).totalReviews).toBe(1);
    expect(own.json.body).toMatchObject([
      {
        _id: mine._id,
        hidden: true,
        hiddenReason: 'Personal details',
        product: { _id: 'serum', title: 'Rosehip Serum' },
      },
    ]);
    const eligibility = await call<ReviewEligibility>('GET', eligibilityOf('serum'), { token: jane.token });
    expect(eligibility.json.body?.review).toMatchObject({ hidden: true, hiddenReason: 'Personal details' });

    // Nobody votes on a hidden review.
    expect((await call('PUT', REVIEW_PATHS.helpful(mine._id), { token: joe.token })).status).toBe(404);
    // Its reason never reaches the public.
    expect(JSON.stringify((await call('GET', reviewsOf('serum'))).json)).not.toContain('Personal details');
  });
});

describe('helpful votes', () => {
  it('toggle one vote per customer, never on their own review, and show in the list', async () => {
    const [jane, joe, ann] = await Promise.all([buyer('jane'), createUser('joe'), createUser('ann')]);
    const mine = (await post(jane)).json.body!;
    const vote = (user: TestUser) =>
      call<{ helpfulCount: number; votedHelpful: boolean }>('PUT', REVIEW_PATHS.helpful(mine._id), {
        token: user.token,
      });

    expect((await vote(joe)).json.body).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(ann)).json.body).toEqual({ helpfulCount: 2, votedHelpful: true });
    expect((await vote(joe)).json.body).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(joe)).json.body).toEqual({ helpfulCount: 2, votedHelpful: true });

    const own = await vote(jane);
    expect(own.status).toBe(403);
    expect(own.json.message).toBe(REVIEW_MESSAGES.ownVote);
    expect((await call('PUT', REVIEW_PATHS.helpful(mine._id))).status).toBe(401);
    expect((await call('PUT', REVIEW_PATHS.helpful('nope'), { token: joe.token })).status).toBe(404);

    expect((await listed()).reviews[0]).toMatchObject({ helpfulCount: 2 });
    expect((await listed()).reviews[0]).not.toHaveProperty('votedHelpful');
    expect((await listed('', joe.token)).reviews[0]).toMatchObject({ votedHelpful: true, mine: false });
    expect((await listed('', jane.token)).reviews[0]).toMatchObject({ votedHelpful: false, mine: true });

    // A deleted review takes its votes with it.
    await call('DELETE', review(mine._id), { token: jane.token });
    expect((await adminDb.collection(`reviews/${mine._id}/votes`).get()).size).toBe(0);
  });
});

describe('the public list', () => {
  it('sorts newest, most helpful, highest and lowest, and narrows by skin type and stars with totals', async () => {
    const people = await Promise.all(['a1', 'a2', 'a3', 'a4'].map((name) => buyer(name)));
    const voter = await createUser('voter');
    const voter2 = await createUser('voter2');
    const written: Review[] = [];
    const plan: [number, SkinType][] = [
      [5, 'dry'],
      [2, 'oily'],
      [4, 'dry'],
      [1, 'sensitive'],
    ];
    for (const [i, [rating, skinType]] of plan.entries())
      written.push((await post(people[i], { rating, skinType, title: `Review ${i + 1}` })).json.body!);
    await call('PUT', REVIEW_PATHS.helpful(written[1]!._id), { token: voter.token });
    await call('PUT', REVIEW_PATHS.helpful(written[1]!._id), { token: voter2.token });
    await call('PUT', REVIEW_PATHS.helpful(written[3]!._id), { token: voter.token });

    const titles = async (query: string) => {
      const { reviews, total } = await listed(query);
      return { titles: reviews.map((r) => r.title), total };
    };
    expect(await titles('')).toEqual({ titles: ['Review 4', 'Review 3', 'Review 2', 'Review 1'], total: 4 });
    expect(await titles('?sort=helpful')).toEqual({
      titles: ['Review 2', 'Review 4', 'Review 3', 'Review 1'],
      total: 4,
    });
    expect((await titles('?sort=highest')).titles).toEqual(['Review 1', 'Review 3', 'Review 2', 'Review 4']);
    expect((await titles('?sort=lowest')).titles).toEqual(['Review 4', 'Review 2', 'Review 3', 'Review 1']);
    expect(await titles('?skin=dry')).toEqual({ titles: ['Review 3', 'Review 1'], total: 2 });
    expect(await titles('?skin=dry&sort=lowest')).toEqual({ titles: ['Review 3', 'Review 1'], total: 2 });
    expect(await titles('?rating=2')).toEqual({ titles: ['Review 2'], total: 1 });
    expect(await titles('?skin=oily&rating=5')).toEqual({ titles: [], total: 0 });
    expect(await titles('?limit=2&page=2')).toEqual({ titles: ['Review 2', 'Review 1'], total: 4 });
    expect(await titles('?limit=2&page=1&sort=highest')).toEqual({ titles: ['Review 1', 'Review 3'], total: 4 });

    // The default page is 5; bad parameters are 400; an unknown product 404.
    expect((await call('GET', reviewsOf('serum', '?skin=scaly'))).status).toBe(400);
    expect((await call('GET', reviewsOf('serum', '?rating=6'))).status).toBe(400);
    expect((await call('GET', reviewsOf('serum', '?sort=best'))).status).toBe(400);
    expect((await call('GET', reviewsOf('nope'))).status).toBe(404);
    // Another product's list is its own.
    expect((await listed('', undefined, 'mask')).total).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 422 naming the field', async () => {
    const jane = await buyer('jane');
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: undefined }, 'rating'],
      [{ text: 'x'.repeat(19) }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ title: 'ab' }, 'title'],
      [{ skinType: 'scaly' }, 'skinType'],
      [{ recommend: 'yes' }, 'recommend'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await post(jane, overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(answer.json.errors ?? {})).toContain(field);
    }
    expect((await post(jane, { rating: undefined })).json.errors?.rating).toBe(REVIEW_MESSAGES.chooseRating);
    expect((await post(jane, { text: 'x'.repeat(2000) })).status).toBe(201);
    expect((await ratingOf()).count).toBe(1);
  });

  it('keeps markup as text', async () => {
    const jane = await buyer('jane');
    const title = '<b>Bold</b> & "quoted"';
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> works for me';
    expect((await post(jane, { title, text })).json.body).toMatchObject({ title, text });
    expect((await listed()).reviews[0]).toMatchObject({ title, text });
  });

  it('refuses a flood of review writes and of votes from one customer with 429', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    const mine = (await post(jane)).json.body!;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push(
        (await call('PUT', review(mine._id), { token: jane.token, body: body({ rating: (i % 5) + 1 }) })).status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(statuses.at(-1)).toBe(429);

    const votes: number[] = [];
    for (let i = 0; i < 61; i += 1)
      votes.push((await call('PUT', REVIEW_PATHS.helpful(mine._id), { token: joe.token })).status);
    expect(votes.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(votes[60]).toBe(429);
  });
});

describe('the admin list', () => {
  it('lists every review newest first, filtered by visibility and rating, searched by product or username', async () => {
    const [jane, joe] = await Promise.all([buyer('jane', ['serum', 'mask']), buyer('joe')]);
    const a = (await post(jane, { rating: 5 })).json.body!;
    await post(jane, { rating: 2 }, 'mask');
    await post(joe, { rating: 5 });
    await call('PUT', ADMIN_API_PATHS.reviewVisibility(a._id), {
      token: admin.token,
      body: { hidden: true, reason: 'Spam' },
    });

    const adminList = async (query = '') => {
      const answer = await call<AdminReview[]>('GET', `${ADMIN_API_PATHS.reviews}${query}`, { token: admin.token });
      expect(answer.status).toBe(200);
      const json = answer.json as ReviewListAnswer<AdminReview>;
      return {
        rows: (json.body ?? []).map((r) => `${r.username}:${r.product?._id}:${r.rating}`),
        total: json.totalReviews,
      };
    };
    expect(await adminList()).toEqual({ rows: ['joe:serum:5', 'jane:mask:2', 'jane:serum:5'], total: 3 });
    expect(await adminList('?hidden=true')).toEqual({ rows: ['jane:serum:5'], total: 1 });
    expect(await adminList('?hidden=false&rating=5')).toEqual({ rows: ['joe:serum:5'], total: 1 });
    expect(await adminList('?q=clay')).toEqual({ rows: ['jane:mask:2'], total: 1 });
    expect(await adminList('?q=ros&rating=5')).toEqual({ rows: ['joe:serum:5', 'jane:serum:5'], total: 2 });
    expect(await adminList('?q=JA&hidden=false')).toEqual({ rows: ['jane:mask:2'], total: 1 });
    const first = (await call<AdminReview[]>('GET', `${ADMIN_API_PATHS.reviews}?hidden=true`, { token: admin.token }))
      .json.body![0];
    expect(first).toMatchObject({ hidden: true, hiddenReason: 'Spam', product: { title: 'Rosehip Serum' } });
    expect((await call('GET', ADMIN_API_PATHS.reviews, { token: jane.token })).status).toBe(403);
    expect((await call('GET', `${ADMIN_API_PATHS.reviews}?hidden=maybe`, { token: admin.token })).status).toBe(400);
  });
});

describe('products carry their rating', () => {
  it('in lists and alone', async () => {
    const jane = await buyer('jane');
    await post(jane, { rating: 4, skinType: 'dry' });
    const alone = await ratingOf();
    expect(alone).toMatchObject({
      average: 4,
      count: 1,
      histogram: { '4': 1 },
      bySkinType: { dry: { average: 4, count: 1 } },
    });
    const all = (await call<Product[]>('GET', API_PATHS.products)).json.body!;
    expect(all.find((p) => p._id === 'serum')?.rating).toEqual(alone);
    expect(all.find((p) => p._id === 'mask')?.rating).toMatchObject({ average: null, count: 0 });
  });

  it('Top rated (sort=rating) works with two fact filters: average, then count, highest first, whatever the order', async () => {
    const category = await putCategory('face', 'Face', 'face');
    const ratingsOf: Record<string, number[]> = {
      t1: [5, 4],
      t2: [5, 5],
      t3: [5, 5, 5],
      t4: [3],
      t5: [],
      t6: [5, 5, 5, 5],
    };
    for (const [id, ratings] of Object.entries(ratingsOf)) {
      const facts =
        id === 't6'
          ? { skinTypes: ['oily' as const], concerns: ['dryness' as const] }
          : { skinTypes: ['dry' as const], concerns: ['dryness' as const] };
      await putProduct(id, { title: `Top ${id}`, ...facts }, category);
      let stats = emptyReviewStats();
      for (const rating of ratings) stats = withReview(stats, { rating: rating as 1, skinType: 'dry' }, 1);
      await adminDb.doc(`products/${id}`).update(ratingFieldsOf(stats));
    }
    for (const order of ['desc', 'asc']) {
      const answer = await call<Product[]>(
        'GET',
        `${API_PATHS.products}?sort=rating&order=${order}&skin=dry&concern=dryness&limit=10`,
      );
      expect(answer.status).toBe(200);
      expect(answer.json.body!.map((p) => p._id)).toEqual(['t3', 't2', 't1', 't4', 't5']);
      expect((answer.json as ProductListAnswer).totalProducts.filtered).toBe(5);
    }
    const paged = await call<Product[]>(
      'GET',
      `${API_PATHS.products}?sort=rating&skin=dry&concern=dryness&limit=2&page=2`,
    );
    expect(paged.json.body!.map((p) => p._id)).toEqual(['t1', 't4']);
  });
});
