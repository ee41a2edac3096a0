import type { Cart, CartQuantityBody, CartWithUser, InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /cart: one more of the product (of that shade or size, when given) in the caller's open cart (the
 * server opens one when needed).
 */
export const postCartItem = (productId: string, variantId?: string | null) =>
  apiClient.post<Cart>(API_PATHS.cart, variantId ? { productId, variantId } : { productId });

/** PUT /cart/{cartId}: sets a line's quantity (its `_id`: the product's, or cartLineId for a variant); 0 removes it. */
export const putCartQuantity = (cartId: string, lineId: string, quantity: number) =>
  apiClient.put<CartQuantityBody>(API_PATHS.cartById(cartId), { id: lineId, quantity });

/** The caller's open cart as the server holds it now, its userId the user (null when they have none). */
export const getOpenCart = async (): Promise<CartWithUser | null | undefined> => {
  const result = await apiClient.get<InitializeBody>(API_PATHS.initialize);
  return result.success ? (result.body?.cart ?? null) : undefined;
};
