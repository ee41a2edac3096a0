/**
 * Shades and sizes. A product may come in variants, all of one kind: shades (a lipstick in six colours)
 * or sizes (a serum in 30 and 50 ml). Each variant has its own price, stock and picture; the product's
 * own `price` is then the lowest price of a variant on sale and its `stock` the sum of its variants'
 * units, so every client that knows nothing of variants keeps working.
 */

import { STOCK_FILTER_RANGES } from './stock';

export const VARIANT_KINDS = ['shade', 'size'] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export const VARIANT_KIND_LABELS: Record<VariantKind, string> = { shade: 'Shade', size: 'Size' };

/** Colour families a shade belongs to: the shop's "Colour" filter (`?colour=`), in the filter's order. */
export const SHADE_FAMILIES = [
  'red',
  'pink',
  'coral',
  'berry',
  'plum',
  'nude',
  'brown',
  'fair',
  'light',
  'medium',
  'tan',
  'deep',
] as const;
export type ShadeFamily = (typeof SHADE_FAMILIES)[number];

export const SHADE_FAMILY_LABELS: Record<ShadeFamily, string> = {
  red: 'Red',
  pink: 'Pink',
  coral: 'Coral',
  berry: 'Berry',
  plum: 'Plum',
  nude: 'Nude',
  brown: 'Brown',
  fair: 'Fair',
  light: 'Light',
  medium: 'Medium',
  tan: 'Tan',
  deep: 'Deep',
};

/** The most variants one product may have (they live in the product's document). */
export const VARIANTS_MAX = 30;
export const VARIANT_NAME_MAX_LENGTH = 30;
/** A size as written on the pack (a product's `size` fact, a size variant's `size`). */
export const SIZE_MAX_LENGTH = 20;
/** The most swatches a product card shows; the rest are counted in "N shades". */
export const CARD_SWATCHES_MAX = 5;

/** PUT /api/products/:id naming a variant `_id` the product does not have (422, nothing changes). */
export const VARIANT_ID_UNKNOWN = 'This shade or size is not one of this product’s: reload the product';
/** The same variant `_id` sent twice in one save (422). */
export const VARIANT_ID_TWICE = 'Each shade or size can be sent once';
/** Add units for the product itself while its units are counted per variant (422). */
export const VARIANT_UNITS_ONLY = 'This product’s stock is counted per shade or size: add units to each one';
/** Variants sent and removed ones kept hidden (still in a cart or an order) beyond VARIANTS_MAX (422). */
export const variantsOverMaxMessage = (hidden: number): string =>
  `A product has ${VARIANTS_MAX} shades or sizes at most, ${hidden} hidden ${hidden === 1 ? 'one' : 'ones'} included (still in a cart or an unshipped order)`;

/** A swatch colour as the API stores it: `#rrggbb`, lower case. */
export const SWATCH_PATTERN = /^#[0-9a-f]{6}$/;

export interface ProductVariant {
  /** Made by the server when the variant is created; stable across renames and reorders. */
  _id: string;
  name: string;
  kind: VariantKind;
  price: number;
  /** Units left; absent when the variant's stock is not tracked (always available). */
  stock?: number;
  /** The variant's picture; the product's when absent. */
  image?: string;
  /** A shade's colour, `#rrggbb`. */
  swatch?: string;
  /** A shade's colour family. */
  family?: ShadeFamily;
  /** A size as written on the pack, e.g. "30 ml". */
  size?: string;
  /**
   * Taken off sale: not shown, not addable, not counted in the product's price or stock. A removed variant
   * that an open cart or an unshipped order still names is hidden instead of deleted.
   */
  hidden?: boolean;
}

/** What a product with variants carries besides its own fields. */
export interface WithVariants {
  variants?: ProductVariant[];
}

/** The variants a shopper can see and choose, in the admin's order. */
export const variantsOnSale = (product: WithVariants): ProductVariant[] =>
  (product.variants ?? []).filter((variant) => !variant.hidden);

export const hasVariants = (product: WithVariants): boolean => variantsOnSale(product).length > 0;

export const findVariant = (product: WithVariants, variantId: string): ProductVariant | undefined =>
  (product.variants ?? []).find((variant) => variant._id === variantId);

/** The variant a shopper who chose none gets: the first on sale with units left (or untracked), else the first. */
export const defaultVariant = (product: WithVariants): ProductVariant | undefined => {
  const onSale = variantsOnSale(product);
  return onSale.find((variant) => variant.stock === undefined || variant.stock > 0) ?? onSale[0];
};

/** The product's own price for variants on sale: the lowest of theirs. */
export const lowestVariantPrice = (variants: readonly ProductVariant[]): number | undefined =>
  variants.length ? Math.min(...variants.map((variant) => variant.price)) : undefined;

/** Whether a card says "from $X": the variants on sale do not all cost the same. */
export const hasPriceRange = (product: WithVariants): boolean =>
  new Set(variantsOnSale(product).map((variant) => variant.price)).size > 1;

/**
 * The product's own stock for variants on sale: the sum of their units; untracked when none of them is
 * tracked (a variant that is not tracked adds nothing to the sum).
 */
export const summedVariantStock = (variants: readonly ProductVariant[]): number | undefined => {
  const tracked = variants.filter((variant) => variant.stock !== undefined);
  return tracked.length ? tracked.reduce((sum, variant) => sum + (variant.stock ?? 0), 0) : undefined;
};

/**
 * How many variants on sale run low (1 to LOW_STOCK_MAX units, the Low stock list's range) and how many
 * are sold out: the admin's stock views and the product fields they are listed by count the same way.
 */
export const variantStockCounts = (variants: readonly ProductVariant[]): { low: number; soldOut: number } => {
  const tracked = variants.filter((variant) => !variant.hidden && variant.stock !== undefined);
  const { min, max } = STOCK_FILTER_RANGES.low;
  return {
    low: tracked.filter((variant) => (variant.stock ?? 0) >= min && (variant.stock ?? 0) <= max).length,
    soldOut: tracked.filter((variant) => variant.stock === 0).length,
  };
};

/** "Shade: Ruby", "Size: 50 ml": how a line, an order or a review names its variant. */
export const variantLabel = (variant: Pick<ProductVariant, 'kind' | 'name'>): string =>
  `${VARIANT_KIND_LABELS[variant.kind]}: ${variant.name}`;

/** "6 shades", "2 sizes": what a card says of a product's variants. */
export const variantCountLabel = (kind: VariantKind, count: number): string =>
  `${count} ${kind === 'shade' ? (count === 1 ? 'shade' : 'shades') : count === 1 ? 'size' : 'sizes'}`;

/**
 * A cart line's id: the product's id for a product without variants (what SPEC clients send), else the
 * product's and the variant's ids joined by `~` (a character no Firestore auto id or variant id holds).
 */
export const CART_LINE_SEPARATOR = '~';

export const cartLineId = (productId: string, variantId?: string | null): string =>
  variantId ? `${productId}${CART_LINE_SEPARATOR}${variantId}` : productId;

export const parseCartLineId = (lineId: string): { productId: string; variantId: string | null } => {
  const at = lineId.indexOf(CART_LINE_SEPARATOR);
  return at < 0
    ? { productId: lineId, variantId: null }
    : { productId: lineId.slice(0, at), variantId: lineId.slice(at + 1) };
};

/** An unknown or removed variant (404). */
export const VARIANT_NOT_FOUND = 'This shade or size is not sold';
