import { REVIEW_PATHS, type OrderStatus, type Review } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { call } from './client';
import { createUser, type TestUser } from './users';

/** The review fixtures the review tests share. */
export const reviewsOf = (productId: string, query = '') => `${REVIEW_PATHS.ofProduct(productId)}${query}`;

/** An order stored as the API stores one (only what the buyer check reads matters); answers its id. */
export const addOrder = async (
  userId: string,
  productIds: string[],
  status: OrderStatus = 'delivered',
): Promise<string> => {
  const ref = await adminDb.collection('orders').add({
    userId,
    cartId: `cart-${userId}-${productIds.join('-')}`,
    shops: productIds.map((id) => ({ _id: id, title: id, quantity: 1, price: 20, totalPriceItem: 20 })),
    transactionNumber: String(Date.now()),
    totalPriceOrder: 20 * productIds.length,
    createdAt: Timestamp.now(),
    status,
    history: [],
  });
  return ref.id;
};

/** A customer whose delivered order contains these products. */
export const buyer = async (username: string, productIds = ['serum']): Promise<TestUser> => {
  const user = await createUser(username);
  await addOrder(user.uid, productIds);
  return user;
};

export const reviewBody = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Soft and calm',
  text: 'My skin feels soft and calm after a week of using it.',
  skinType: 'dry',
  recommend: true,
  ...overrides,
});

export const postReview = (user: TestUser | undefined, overrides: Record<string, unknown> = {}, productId = 'serum') =>
  call<Review>('POST', reviewsOf(productId), { token: user?.token, body: reviewBody(overrides) });
