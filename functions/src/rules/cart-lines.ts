import { MAX_CART_QUANTITY, type CartItem, type OrderLine, type PricedCartItem } from '@shop/contract';

/** Money is dollars with cents; round every computed amount to the cent. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

export const lineTotal = (price: number, quantity: number): number => roundMoney(price * quantity);

export const orderTotal = (lines: readonly { totalPriceItem: number }[]): number =>
  roundMoney(lines.reduce((sum, line) => sum + line.totalPriceItem, 0));

export interface PricedProduct {
  _id: string;
  title: string;
  price: number;
  /** Units left, when the product's stock is tracked. */
  stock?: number;
}

export class QuantityLimitError extends Error {}

/** `quantity` of a product at its current title and price: a cart line, or an order line (same fields). */
export const productLine = (product: PricedProduct, quantity: number): CartItem => ({
  _id: product._id,
  title: product.title,
  price: product.price,
  quantity,
  totalPriceItem: lineTotal(product.price, quantity),
});

/**
 * Adds one of a product: an existing line gets quantity + 1 and the product's current title and price,
 * otherwise a new line of 1 is appended. Throws QuantityLimitError past MAX_CART_QUANTITY.
 */
export const addProduct = (items: readonly CartItem[], product: PricedProduct): CartItem[] => {
  const existing = items.find((item) => item._id === product._id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (quantity > MAX_CART_QUANTITY) throw new QuantityLimitError();
  const line = productLine(product, quantity);
  return existing ? items.map((item) => (item === existing ? line : item)) : [...items, line];
};

/** Sets a line's quantity (0 removes it); null when the cart has no line for that product. */
export const setQuantity = (items: readonly CartItem[], productId: string, quantity: number): CartItem[] | null => {
  if (!items.some((item) => item._id === productId)) return null;
  if (quantity === 0) return items.filter((item) => item._id !== productId);
  return items.map((item) =>
    item._id === productId ? { ...item, quantity, totalPriceItem: lineTotal(item.price, quantity) } : item,
  );
};

/** An order line priced from the product as it is now, with the cart's quantity. */
export const orderLine = (product: PricedProduct, quantity: number): OrderLine => productLine(product, quantity);

/** A cart line priced from the product as it is now; null means the product is no longer sold. */
export const priceCartLine = (item: CartItem, product: PricedProduct | null): PricedCartItem => {
  if (!product) return { ...item, available: false };
  return {
    ...orderLine(product, item.quantity),
    ...(product.price !== item.price ? { addedPrice: item.price } : {}),
    available: true,
    ...(product.stock === undefined ? {} : { stock: product.stock }),
  };
};

/** What the priced lines cost together; lines no longer sold cannot be bought and count for nothing. */
export const pricedTotal = (lines: readonly PricedCartItem[]): number =>
  orderTotal(lines.filter((line) => line.available));
