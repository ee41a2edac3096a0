import type { CartItem } from '@shop/contract';
import { MAX_CART_QUANTITY, parseCartLineId } from '@shop/contract';

export type QuantityChange = 'increase' | 'decrease' | 'remove';

/**
 * The line a control names: a server cart line's _id is the product's id, or cartLineId(productId,
 * variantId) for a shade or size. A plain product id of a product in shades (controls that know no
 * variant: the server adds its default one) names the product's first line.
 */
export const findLine = (shops: readonly CartItem[], lineId: string): CartItem | undefined =>
  shops.find((line) => line._id === lineId) ??
  (parseCartLineId(lineId).variantId === null ? shops.find((line) => line.productId === lineId) : undefined);

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
