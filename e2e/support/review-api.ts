import type { APIRequestContext } from '@playwright/test';
import type { Product, Review, ReviewInput } from '@shop/contract';
import { ADMIN_API_PATHS, REVIEW_PATHS } from '@shop/contract';
import { idTokenFor, registerFreshUser, type Credentials } from './auth';
import { ordersAdminApi, placeOrderAs } from './orders';

const bodyOf = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { body: T }).body;
};

/** The customer buys one of the product and the demo admin ships and delivers it. */
export const deliveredOrderOf = async (request: APIRequestContext, customer: Credentials, productId: string) => {
  const order = await placeOrderAs(request, customer, productId, 1);
  const admin = await ordersAdminApi(request);
  await admin.move(order._id, 'shipped');
  return admin.move(order._id, 'delivered');
};

/** A fresh customer whose order of the product was delivered: one who may review it. */
export const buyerOf = async (request: APIRequestContext, productId: string): Promise<Credentials> => {
  const customer = await registerFreshUser(request);
  await deliveredOrderOf(request, customer, productId);
  return customer;
};

/** A review written through the API, as the product page's form sends it. */
export const writeReviewAs = async (
  request: APIRequestContext,
  customer: Credentials,
  productId: string,
  input: Partial<ReviewInput> = {},
): Promise<Review> => {
  const headers = { Authorization: `Bearer ${await idTokenFor(customer.username, customer.password)}` };
  const data = {
    rating: 4,
    title: 'Soft and calm',
    text: 'It leaves my skin soft and calm all day long.',
    skinType: 'dry',
    recommend: true,
    ...input,
  };
  return bodyOf<Review>(await request.post(REVIEW_PATHS.ofProduct(productId), { headers, data }), 'Writing a review');
};

/** The demo admin hides a review (with a reason) or shows it again, through the API. */
export const setReviewHidden = async (request: APIRequestContext, reviewId: string, hidden: boolean, reason = '') => {
  const headers = { Authorization: `Bearer ${await idTokenFor('admin', 'Admin12345')}` };
  return bodyOf(
    await request.put(ADMIN_API_PATHS.reviewVisibility(reviewId), { headers, data: { hidden, reason } }),
    hidden ? 'Hiding a review' : 'Showing a review',
  );
};

/** How many visible reviews the product's own figures count (GET /api/products/{id}). */
export const reviewCountOf = async (request: APIRequestContext, productId: string): Promise<number> =>
  (await bodyOf<Product>(await request.get(`/api/products/${productId}`), 'Reading the product')).rating.count;
