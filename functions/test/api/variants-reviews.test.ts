import {
  REVIEW_PATHS,
  type OrderStatus,
  type ProductVariant,
  type Review,
  type ReviewEligibility,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { postReview, reviewsOf } from './support/reviews';
import { createUser, type TestUser } from './support/users';
import { createVariantProduct, lipstick, shade, variantLine } from './support/variants';

const TITLE = 'Velvet Lipstick';

let jane: TestUser;
let omid: TestUser;
let id = '';
let RUBY: ProductVariant;
let CORAL: ProductVariant;
let NUDE: ProductVariant;

/** An order of shades as buy now stores one, placed `daysAgo` days ago. */
const addShadeOrder = async (user: TestUser, variants: ProductVariant[], daysAgo: number, status: OrderStatus) => {
  const shops = variants.map((variant) => variantLine(id, TITLE, variant, 1));
  await adminDb.collection('orders').add({
    userId: user.uid,
    cartId: `cart-${user.uid}-${daysAgo}`,
    shops,
    variantLineIds: shops.map((line) => line._id),
    transactionNumber: String(Date.now() + daysAgo),
    totalPriceOrder: 20,
    createdAt: Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000),
    status,
    history: [],
  });
};

const list = (query = '') => call<Review[]>('GET', reviewsOf(id, query));

beforeEach(async () => {
  await clearAll();
  await putCategory('lips', 'Lips', 'lips');
  let admin: TestUser;
  [jane, omid, admin] = await Promise.all([createUser('jane'), createUser('omid'), createUser('boss', 'admin')]);
  const created = await createVariantProduct(
    admin.token,
    lipstick([
      shade('Ruby', 'red', 24, { stock: 5 }),
      shade('Coral', 'coral', 22, { stock: 3 }),
      shade('Nude', 'nude', 20, { stock: 3 }),
    ]),
  );
  id = created.id;
  RUBY = created.variant('Ruby');
  CORAL = created.variant('Coral');
  NUDE = created.variant('Nude');
  await Promise.all([
    // Jane bought Ruby, then Coral; her latest order, of Nude, was cancelled.
    addShadeOrder(jane, [RUBY], 9, 'delivered'),
    addShadeOrder(jane, [CORAL], 3, 'placed'),
    addShadeOrder(jane, [NUDE], 1, 'cancelled'),
    addShadeOrder(omid, [RUBY], 5, 'delivered'),
  ]);
});

describe('a review of a product in shades', () => {
  it('lets a buyer of a shade review the product, and records the shade of their latest order (not a cancelled one)', async () => {
    const eligibility = await call<ReviewEligibility>('GET', REVIEW_PATHS.eligibility(id), {
      token: omid.token,
    });
    expect(eligibility.json.body?.canReview).toBe(true);

    const janes = await postReview(jane, { rating: 5 }, id);
    expect(janes.status).toBe(201);
    expect(janes.json.body).toMatchObject({ variantId: CORAL._id, variantName: 'Coral', variantKind: 'shade' });
    const omids = await postReview(omid, { rating: 3 }, id);
    expect(omids.json.body).toMatchObject({ variantId: RUBY._id, variantName: 'Ruby', variantKind: 'shade' });

    const all = await list();
    expect(all.json.body?.map((review) => review.variantName)).toEqual(['Ruby', 'Coral']);
  });

  it('narrows the list to one shade with ?variant=, with the other filters and sorts, and its total', async () => {
    const janes = (await postReview(jane, { rating: 5 }, id)).json.body as Review;
    const omids = (await postReview(omid, { rating: 3 }, id)).json.body as Review;

    const coral = await list(`?variant=${CORAL._id}`);
    expect(coral.status).toBe(200);
    expect(coral.json.body?.map((review) => review._id)).toEqual([janes._id]);
    expect(coral.json).toMatchObject({ totalReviews: 1 });
    expect((await list(`?variant=${RUBY._id}&sort=lowest`)).json.body?.map((review) => review._id)).toEqual([
      omids._id,
    ]);
    expect((await list(`?variant=${RUBY._id}&rating=5`)).json).toMatchObject({ body: [], totalReviews: 0 });
    expect((await list(`?variant=${NUDE._id}`)).json).toMatchObject({ body: [], totalReviews: 0 });
    expect((await list()).json).toMatchObject({ totalReviews: 2 });

    // A helpful vote rebuilds the review's list keys: it stays in its shade's lists.
    await call('PUT', REVIEW_PATHS.helpful(omids._id), { token: jane.token });
    const helpful = await list(`?variant=${RUBY._id}&sort=helpful`);
    expect(helpful.json.body?.map((review) => [review._id, review.helpfulCount])).toEqual([[omids._id, 1]]);
  });

  it('answers 400 for a variant that is not an id', async () => {
    const res = await list('?variant=not%20an%20id');
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });
});
