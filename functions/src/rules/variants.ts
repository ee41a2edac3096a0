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
  lowestVariantPrice,
  SHADE_FAMILIES,
  summedVariantStock,
  variantStockCounts,
  VARIANT_KINDS,
  type OrderStatus,
  type ProductVariant,
  type ShadeFamily,
  type StockFilter,
  type WithVariants,
} from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';

export const VARIANTS_FIELD = 'variants';

/** The product fields that follow from its variants; write them with every change of `variants`. */
export interface VariantFields {
  variants: ProductVariant[];
  /** The lowest price of a variant on sale (null: none on sale; the product keeps its own price). */
  price: number | null;
  /**
   * The units of the variants on sale, summed; null when none of them is tracked (delete the field).
   * With no variant on sale at all the product sells as one without variants: its own price and stock
   * hold, and the catalogue's writers leave both as they are (price and stock are null here then).
   */
  stock: number | null;
  /** The colour families of the shades on sale, in SHADE_FAMILIES order (`?colour=` filters on it). */
  colourFamilies: ShadeFamily[];
  /** How many variants on sale have 1 to LOW_STOCK_MAX units left (the admin's low-stock view). */
  lowVariants: number;
  /** How many variants on sale are sold out (the admin's sold-out view). */
  soldOutVariants: number;
  /**
   * The admin's stock lists the product is in through a variant: 'low' while lowVariants > 0, 'out'
   * while soldOutVariants > 0. The lists ask `stock` OR this field with equalities only (see
   * repositories/product-query.ts), which a count and a page can serve exactly.
   */
  variantStockLists: StockFilter[];
}

/** Every product field variantFieldsOf writes but price and stock (a product left with no variant loses them). */
export const VARIANT_ONLY_FIELDS = [
  VARIANTS_FIELD,
  'colourFamilies',
  'lowVariants',
  'soldOutVariants',
  'variantStockLists',
] as const satisfies readonly (keyof VariantFields)[];

export const VARIANT_STOCK_LISTS_FIELD = 'variantStockLists' satisfies keyof VariantFields;
export const COLOUR_FAMILIES_FIELD = 'colourFamilies' satisfies keyof VariantFields;

export const variantFieldsOf = (variants: readonly ProductVariant[]): VariantFields => {
  const onSale = variants.filter((variant) => !variant.hidden);
  const families = new Set(onSale.map((variant) => variant.family).filter((family) => family !== undefined));
  const { low: lowVariants, soldOut: soldOutVariants } = variantStockCounts(onSale);
  return {
    variants: [...variants],
    price: lowestVariantPrice(onSale) ?? null,
    stock: summedVariantStock(onSale) ?? null,
    colourFamilies: SHADE_FAMILIES.filter((family) => families.has(family)),
    lowVariants,
    soldOutVariants,
    variantStockLists: [...(lowVariants > 0 ? ['low' as const] : []), ...(soldOutVariants > 0 ? ['out' as const] : [])],
  };
};

/**
 * The update of a product document that writes `fields` (variantFieldsOf): every field as it is, the
 * price only when a variant is on sale (else `ownPrice`, or the stored one when none is given), and
 * `stock` deleted when no variant on sale is tracked.
 */
export const variantFieldsUpdate = (
  { price, stock, ...fields }: VariantFields,
  ownPrice?: number,
): Record<string, unknown> => {
  const priceNow = price ?? ownPrice;
  return { ...fields, ...(priceNow === undefined ? {} : { price: priceNow }), stock: stock ?? FieldValue.delete() };
};

/**
 * Cart and order documents list the `_id` of each of their variant lines (cartLineId(productId,
 * variantId)) here, so a removed variant that an open cart or an unshipped order names is found with
 * one array-contains query (and hidden instead of deleted).
 */
export const VARIANT_LINE_IDS_FIELD = 'variantLineIds';

/** Orders not yet delivered or cancelled: a variant they name stays in its product (hidden). */
export const ORDER_STATUSES_HOLDING_VARIANTS: readonly OrderStatus[] = ['placed', 'shipped'];

const VARIANT_ID_LENGTH = 8;
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new variant's id: VARIANT_ID_LENGTH random letters and digits, none of `taken`. */
export const newVariantId = (taken: ReadonlySet<string>, randomIndex: (size: number) => number): string => {
  for (;;) {
    const id = Array.from({ length: VARIANT_ID_LENGTH }, () => ID_CHARACTERS[randomIndex(ID_CHARACTERS.length)]).join(
      '',
    );
    if (!taken.has(id)) return id;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** One stored variant, or undefined when it is malformed (left out of every answer). */
const variantOf = (value: unknown): ProductVariant | undefined => {
  if (!isRecord(value)) return undefined;
  const _id = text(value._id);
  const name = text(value.name);
  const kind = VARIANT_KINDS.find((known) => known === value.kind);
  const { price, stock } = value;
  if (!_id || !name || !kind || typeof price !== 'number' || !Number.isFinite(price)) return undefined;
  const image = text(value.image);
  const swatch = text(value.swatch);
  const family = SHADE_FAMILIES.find((known) => known === value.family);
  const size = text(value.size);
  return {
    _id,
    name,
    kind,
    price,
    ...(typeof stock === 'number' && Number.isFinite(stock) ? { stock: Math.max(0, Math.floor(stock)) } : {}),
    ...(image ? { image } : {}),
    ...(swatch ? { swatch } : {}),
    ...(family ? { family } : {}),
    ...(size ? { size } : {}),
    ...(value.hidden === true ? { hidden: true } : {}),
  };
};

/** A product document's variants as stored, hidden ones included, in order (malformed entries left out). */
export const variantsOf = (data: { [VARIANTS_FIELD]?: unknown } | undefined): ProductVariant[] => {
  const stored = data?.[VARIANTS_FIELD];
  return Array.isArray(stored) ? stored.flatMap((value) => variantOf(value) ?? []) : [];
};

/** A product as a shopper sees it: the variants on sale only (none: no `variants` field). */
export const withVariantsOnSale = <T extends WithVariants>(product: T): T => {
  if (!product.variants) return product;
  const { variants, ...rest } = product;
  const onSale = variants.filter((variant) => !variant.hidden);
  return (onSale.length ? { ...rest, variants: onSale } : rest) as T;
};
