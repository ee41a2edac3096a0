import type { Cart } from '@shop/contract';
import { parseCartLineId } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { useCartStore } from '@/features/cart/stores/cart';
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

/**
 * One call per cart line at a time (a line is a product, or one shade or size of it: the functions below
 * take the line's id): a second click while the first is in flight sends nothing.
 */
const exclusive = async (lineId: string, run: () => Promise<CartActionResult>): Promise<CartActionResult> => {
  if (inFlight.has(lineId)) return { success: false, message: '', skipped: true };
  inFlight.add(lineId);
  try {
    return await run();
  } finally {
    inFlight.delete(lineId);
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

/** Adds one to a line: its id names the product and, for a shade or size, the variant. */
const sendAdd = async (lineId: string): Promise<CartActionResult> => {
  const { productId, variantId } = parseCartLineId(lineId);
  const result = await postCartItem(productId, variantId);
  if (result.success && result.body) applyCart(result.body);
  return outcome(result);
};

/** Adds one to the line (a product, or one shade or size of it); the store changes only once the server has answered. */
export const addToCart = (lineId: string): Promise<CartActionResult> =>
  exclusive(lineId, () => sendAdd(lineId));

const changeQuantity = (lineId: string, change: QuantityChange): Promise<CartActionResult> =>
  exclusive(lineId, async () => {
    const line = findLine(useCartStore.getState().shops, lineId);
    if (!line) return { success: true, message: '', skipped: true };
    const quantity = nextQuantity(line.quantity, change);
    if (quantity === line.quantity) return { success: true, message: '', skipped: true };
    const cartId = await resolveCartId();
    if (!cartId)
      return change === 'increase' ? sendAdd(lineId) : { success: false, message: CART_NOT_FOUND_MESSAGE };
    const result = await putCartQuantity(cartId, line._id, quantity);
    if (result.success) {
      if (result.body) applyCart(result.body);
      else useCartStore.getState().setShops(withQuantity(useCartStore.getState().shops, line._id, quantity));
    }
    return outcome(result);
  });

export const increaseQuantity = (lineId: string) => changeQuantity(lineId, 'increase');
export const decreaseQuantity = (lineId: string) => changeQuantity(lineId, 'decrease');
export const removeFromCart = (lineId: string) => changeQuantity(lineId, 'remove');
