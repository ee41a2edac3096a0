import type { Cart } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { useCartStore } from '@/stores/cart';
import { getOpenCart, postCartItem, putCartQuantity } from '../api/cart-api';
import type { QuantityChange } from './cart-lines';
import { findLine, nextQuantity, withQuantity } from './cart-lines';

export interface CartActionResult {
  success: boolean;
  message: string;
  /** True when nothing was sent: a call for this product was still in flight, or nothing had to change. */
  skipped?: boolean;
}

export const CART_NOT_FOUND_MESSAGE = 'Your cart could not be found';

const inFlight = new Set<string>();

/** One call per product at a time: a second click while the first is in flight sends nothing. */
const exclusive = async (productId: string, run: () => Promise<CartActionResult>): Promise<CartActionResult> => {
  if (inFlight.has(productId)) return { success: false, message: '', skipped: true };
  inFlight.add(productId);
  try {
    return await run();
  } finally {
    inFlight.delete(productId);
  }
};

/** Takes a cart the server answered (its id and lines; whatever its userId holds) into the store. */
const applyCart = (cart: Pick<Cart, '_id' | 'items'>) =>
  useCartStore.getState().setCart({ items: cart.items, cartId: cart._id });

const outcome = ({ success, message }: ApiResult<unknown>): CartActionResult => ({ success, message });

/** The store's cart id, or the open cart the server holds (another tab may have opened it). */
const resolveCartId = async (): Promise<string | null> => {
  const { cartId } = useCartStore.getState();
  if (cartId) return cartId;
  const cart = await getOpenCart();
  if (cart) applyCart(cart);
  return cart?._id ?? null;
};

const sendAdd = async (productId: string): Promise<CartActionResult> => {
  const result = await postCartItem(productId);
  if (result.success && result.body) applyCart(result.body);
  return outcome(result);
};

/** Adds one of the product; the store changes only once the server has answered. */
export const addToCart = (productId: string): Promise<CartActionResult> =>
  exclusive(productId, () => sendAdd(productId));

const changeQuantity = (productId: string, change: QuantityChange): Promise<CartActionResult> =>
  exclusive(productId, async () => {
    const line = findLine(useCartStore.getState().shops, productId);
    if (!line) return { success: true, message: '', skipped: true };
    const quantity = nextQuantity(line.quantity, change);
    if (quantity === line.quantity) return { success: true, message: '', skipped: true };
    const cartId = await resolveCartId();
    if (!cartId)
      return change === 'increase' ? sendAdd(productId) : { success: false, message: CART_NOT_FOUND_MESSAGE };
    const result = await putCartQuantity(cartId, productId, quantity);
    if (result.success) {
      if (result.body) applyCart(result.body);
      else useCartStore.getState().setShops(withQuantity(useCartStore.getState().shops, productId, quantity));
    }
    return outcome(result);
  });

export const increaseQuantity = (productId: string) => changeQuantity(productId, 'increase');
export const decreaseQuantity = (productId: string) => changeQuantity(productId, 'decrease');
export const removeFromCart = (productId: string) => changeQuantity(productId, 'remove');
