import type { PricedCartItem } from '@shop/contract';

/** A line asking for more than its product has left: buy now would be refused until it is lowered. */
export const isAboveStock = (line: PricedCartItem): line is PricedCartItem & { stock: number } =>
  line.available && line.stock !== undefined && line.quantity > line.stock;
