import type { Cart, CartQuantityBody, CartWithUser, InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /cart: one more of the product in the caller's open cart (the server opens one when needed). */
export const postCartItem = (productId: string) => apiClient.post<Cart>(API_PATHS.cart, { productId });

/** PUT /cart/{cartId}: sets the product's quantity; 0 removes its line. */
export const putCartQuantity = (cartId: string, productId: string, quantity: number) =>
  apiClient.put<CartQuantityBody>(API_PATHS.cartById(cartId), { id: productId, quantity });

/** The caller's open cart as the server holds it now, its userId the user (null when they have none). */
export const getOpenCart = async (): Promise<CartWithUser | null | undefined> => {
  const result = await apiClient.get<InitializeBody>(API_PATHS.initialize);
  return result.success ? (result.body?.cart ?? null) : undefined;
};
