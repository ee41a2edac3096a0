import type { APIRequestContext } from '@playwright/test';
import type { DashboardBody } from '../../contract/src/dashboard';
import type { Cart, Order } from '../../contract/src/entities';
import { idTokenFor, type Credentials } from './auth';

const bodyOf = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { body: T }).body;
};

/** A customer buys `quantity` of one product through the API (cart, quantity, buy now), as the panel does. */
export const placeOrderAs = async (
  request: APIRequestContext,
  customer: Credentials,
  productId: string,
  quantity: number,
): Promise<Order> => {
  const headers = { Authorization: `Bearer ${await idTokenFor(customer.username, customer.password)}` };
  const cart = await bodyOf<Cart>(await request.post('/cart', { headers, data: { productId } }), 'Adding to the cart');
  if (quantity > 1) {
    await bodyOf(
      await request.put(`/cart/${cart._id}`, { headers, data: { id: productId, quantity } }),
      'Setting the quantity',
    );
  }
  return bodyOf<Order>(await request.post('/order', { headers, data: { cartId: cart._id } }), 'Buying');
};

/** The demo admin's calls on orders and the dashboard. */
export const ordersAdminApi = async (request: APIRequestContext) => {
  const headers = { Authorization: `Bearer ${await idTokenFor('admin', 'Admin12345')}` };
  return {
    dashboard: async () => bodyOf<DashboardBody>(await request.get('/api/dashboard', { headers }), 'The dashboard'),
    move: async (id: string, status: string) =>
      bodyOf<Order>(
        await request.put(`/api/orders/${id}/status`, { headers, data: { status } }),
        `Moving to ${status}`,
      ),
  };
};

/** "$1,234.50" or "$12" as a number. */
export const dollars = (text: string): number => Number(text.replace(/[$,]/g, ''));
