import {
  cartLineId,
  defaultVariant,
  findVariant,
  hasVariants,
  MAX_CART_QUANTITY,
  parseCartLineId,
  type CartItem,
  type OrderLine,
  type PricedCartItem,
  type ProductVariant,
} from '@shop/contract';

/** Money is dollars with cents; round every computed amount to the cent. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

export const lineTotal = (price: number, quantity: number): number => roundMoney(price * quantity);

export const orderTotal = (lines: readonly { totalPriceItem: number }[]): number =>
  roundMoney(lines.reduce((sum, line) => sum + line.totalPriceItem, 0));

/** What a line sells: a product, or one of its variants (then the price and stock are the variant's). */
export interface PricedProduct {
  /** The product's id. */
  _id: string;
  title: string;
  price: number;
  /** Units left, when the product's (or the variant's) stock is tracked. */
  stock?: number;
  /** The variant the line holds. */
  variant?: Pick<ProductVariant, '_id' | 'name' | 'kind'>;
}

/** A product as read for a line, its variants (hidden ones included) with it. */
export interface ProductWithVariants extends Omit<PricedProduct, 'variant'> {
  variants?: ProductVariant[];
}

const variantSource = (product: ProductWithVariants, variant: ProductVariant | undefined): PricedProduct | null => {
  if (!variant || variant.hidden) return null;
  const { variants: _all, ...own } = product;
  return {
    _id: own._id,
    title: own.title,
    price: variant.price,
    ...(variant.stock === undefined ? {} : { stock: variant.stock }),
    variant: { _id: variant._id, name: variant.name, kind: variant.kind },
  };
};

const plainSource = ({ variants: _all, ...own }: ProductWithVariants): PricedProduct => own;

/**
 * What an add puts in the cart: the variant asked for, or, with none asked, a product with variants on
 * sale sells its default variant and any other product itself. null: that variant is not sold (unknown
 * or hidden, or the product has no variants).
 */
export const sourceToAdd = (
  product: ProductWithVariants,
  variantId: string | null | undefined,
): PricedProduct | null => {
  if (variantId) return variantSource(product, findVariant(product, variantId));
  return hasVariants(product) ? variantSource(product, defaultVariant(product)) : plainSource(product);
};

/**
 * What a line with this id sells now: its variant while on sale; a product's own line only while the
 * product has no variants on sale. null: no longer sold.
 */
export const sourceOfLine = (product: ProductWithVariants, lineId: string): PricedProduct | null => {
  const { variantId } = parseCartLineId(lineId);
  if (variantId) return variantSource(product, findVariant(product, variantId));
  return hasVariants(product) ? null : plainSource(product);
};

/** The product a line is of (its own id, or the product part of a variant's line id). */
export const productIdOfLine = (line: Pick<CartItem, '_id' | 'productId'>): string =>
  line.productId ?? parseCartLineId(line._id).productId;

/** The ids of a cart's or an order's variant lines (its document's `variantLineIds`). */
export const variantLineIdsOf = (lines: readonly Pick<CartItem, '_id' | 'variantId'>[]): string[] =>
  lines.filter((line) => line.variantId).map((line) => line._id);

export class QuantityLimitError extends Error {}

/**
 * `quantity` of a product (or of one of its variants) at its current title and price: a cart line, or an
 * order line (same fields). A variant's line is named cartLineId(productId, variantId) and names its variant.
 */
export const productLine = (product: PricedProduct, quantity: number): CartItem => ({
  _id: cartLineId(product._id, product.variant?._id),
  title: product.title,
  price: product.price,
  quantity,
  totalPriceItem: lineTotal(product.price, quantity),
  ...(product.variant
    ? {
        productId: product._id,
        variantId: product.variant._id,
        variantName: product.variant.name,
        variantKind: product.variant.kind,
      }
    : {}),
});

/**
 * Adds one of a product: an existing line gets quantity + 1 and the product's current title and price,
 * otherwise a new line of 1 is appended. Throws QuantityLimitError past MAX_CART_QUANTITY.
 */
export const addProduct = (items: readonly CartItem[], product: PricedProduct): CartItem[] => {
  const lineId = cartLineId(product._id, product.variant?._id);
  const existing = items.find((item) => item._id === lineId);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (quantity > MAX_CART_QUANTITY) throw new QuantityLimitError();
  const line = productLine(product, quantity);
  return existing ? items.map((item) => (item === existing ? line : item)) : [...items, line];
};

/** Sets a line's quantity (0 removes it); null when the cart has no line with that id. */
export const setQuantity = (items: readonly CartItem[], lineId: string, quantity: number): CartItem[] | null => {
  if (!items.some((item) => item._id === lineId)) return null;
  if (quantity === 0) return items.filter((item) => item._id !== lineId);
  return items.map((item) =>
    item._id === lineId ? { ...item, quantity, totalPriceItem: lineTotal(item.price, quantity) } : item,
  );
};

/** An order line priced from the product as it is now, with the cart's quantity. */
export const orderLine = (product: PricedProduct, quantity: number): OrderLine => productLine(product, quantity);

/** A cart line priced from what it sells as it is now (sourceOfLine); null means it is no longer sold. */
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
