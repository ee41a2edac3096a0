import type { CartItem } from '@shop/contract';
import { MAX_CART_QUANTITY } from '@shop/contract';

export type QuantityChange = 'increase' | 'decrease' | 'remove';

/** A server cart line's _id: the product's id, or cartLineId(productId, variantId) for a shade or size. */
export const findLine = (shops: readonly CartItem[], lineId: string): CartItem | undefined =>
  shops.find((line) => line._id === lineId);

/** Plus adds 1 (up to the most a line may hold), minus lowers by 1 (at 1 it goes to 0), trash is 0. */
export const nextQuantity = (current: number, change: QuantityChange): number => {
  if (change === 'remove') return 0;
  if (change === 'increase') return Math.min(current + 1, MAX_CART_QUANTITY);
  return Math.max(current - 1, 0);
};

export const canIncrease = (line: CartItem): boolean => line.quantity < MAX_CART_QUANTITY;

/** The lines with one line's quantity set; 0 removes it. */
export const withQuantity = (shops: readonly CartItem[], lineId: string, quantity: number): CartItem[] =>
  quantity <= 0
    ? shops.filter((line) => line._id !== lineId)
    : shops.map((line) =>
        line._id === lineId ? { ...line, quantity, totalPriceItem: line.price * quantity } : line,
      );
