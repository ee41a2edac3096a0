import type { CartItem } from '@shop/contract';

/** What the cart holds, as one string: a new one means the priced cart must be asked for again. */
export const cartSignature = (cartId: string | null, shops: readonly CartItem[]): string =>
  `${cartId ?? ''}|${shops.map((line) => `${line._id}:${line.quantity}`).join(',')}`;
