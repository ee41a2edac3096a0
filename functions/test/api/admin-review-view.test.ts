import type { AdminReview } from '@shop/contract';
import { ADMIN_API_PATHS, REVIEW_MESSAGES } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewIdOf, toReviewDocument } from '../../src/repositories/review-document';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';

let jane: TestUser;
let admin: TestUser;
let reviewId: string;

beforeEach(async () => {
  await clearAll();
  [jane, admin] = await Promise.all([createUser('jane'), createUser('boss', 'admin')]);
  reviewId = reviewIdOf('serum', jane.uid);
  await adminDb.doc(`reviews/${reviewId}`).set(
    toReviewDocument({
      input: {
        rating: 2,
        title: '<b>Not for me</b>',
        text: 'It stung a little <script>alert(1)</script>',
        skinType: 'oily',
        recommend: false,
      },
      product: { id: 'serum', title: 'Rose Serum', image: '/uploads/serum.webp' },
      author: { uid: jane.uid, username: jane.username, firstname: 'Jane', lastname: 'Doe' },
      createdAt: Timestamp.fromDate(new Date('2026-01-02T03:04:05Z')),
      hidden: true,
      hiddenReason: 'Mentions a competitor',
    }),
  );
});

describe('GET /api/reviews/{id} (the admin’s view of one review)', () => {
  it('answers a visitor 401 and a customer 403, even its author', async () => {
    expect((await call('GET', ADMIN_API_PATHS.review(reviewId))).status).toBe(401);
    expect((await call('GET', ADMIN_API_PATHS.review(reviewId), { token: jane.token })).status).toBe(403);
  });

  it('gives an admin the review as written, with its product, author, visibility and reason', async () => {
    const res = await call<AdminReview>('GET', ADMIN_API_PATHS.review(reviewId), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      _id: reviewId,
      productId: 'serum',
      product: { _id: 'serum', title: 'Rose Serum', image: '/uploads/serum.webp' },
      username: 'jane',
      name: 'Jane D.',
      rating: 2,
      title: '<b>Not for me</b>',
      text: 'It stung a little <script>alert(1)</script>',
      skinType: 'oily',
      recommend: false,
      hidden: true,
      hiddenReason: 'Mentions a competitor',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('answers 404 for a review that does not exist', async () => {
    const res = await call('GET', ADMIN_API_PATHS.review('no-such-review'), { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(REVIEW_MESSAGES.notFound);
  });
});
