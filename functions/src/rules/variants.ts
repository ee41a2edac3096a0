/*
 * A product with variants (shades or sizes) keeps every variant, its units included, in its own document
 * (`variants`), and never has stock shards: a take, a cancel or a restock of a variant is one write of the
 * product document, guarded by what was read. Whatever writes `variants` writes, in the same write, the
 * product fields derived from them (variantFieldsOf), so lists, filters and SPEC clients that know
 * nothing of variants see the right price and stock.
 *
 * No Firestore and no HTTP errors here (like rules/stock.ts): the seed imports it too.
 */
import {
  LOW_STOCK_MAX,
  lowestVariantPrice,
  SHADE_FAMILIES,
  summedVariantStock,
  type ProductVariant,
  type ShadeFamily,
} from '@shop/contract';

export const VARIANTS_FIELD = 'variants';

/** The product fields that follow from its variants; write them with every change of `variants`. */
export interface VariantFields {
  variants: ProductVariant[];
  /** The lowest price of a variant on sale (null: none on sale; the product keeps its own price). */
  price: number | null;
  /** The units of the variants on sale, summed; null when none of them is tracked (delete the field). */
  stock: number | null;
  /** The colour families of the shades on sale, in SHADE_FAMILIES order (`?colour=` filters on it). */
  colourFamilies: ShadeFamily[];
  /** How many variants on sale have 1 to LOW_STOCK_MAX units left (the admin's low-stock view). */
  lowVariants: number;
  /** How many variants on sale are sold out (the admin's sold-out view). */
  soldOutVariants: number;
}

export const variantFieldsOf = (variants: readonly ProductVariant[]): VariantFields => {
  const onSale = variants.filter((variant) => !variant.hidden);
  const families = new Set(onSale.map((variant) => variant.family).filter((family) => family !== undefined));
  return {
    variants: [...variants],
    price: lowestVariantPrice(onSale) ?? null,
    stock: summedVariantStock(onSale) ?? null,
    colourFamilies: SHADE_FAMILIES.filter((family) => families.has(family)),
    lowVariants: onSale.filter(
      (variant) => variant.stock !== undefined && variant.stock > 0 && variant.stock <= LOW_STOCK_MAX,
    ).length,
    soldOutVariants: onSale.filter((variant) => variant.stock === 0).length,
  };
};
