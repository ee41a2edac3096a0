import {
  SWATCH_PATTERN,
  VARIANT_KIND_LABELS,
  variantStockCounts,
  type ProductVariant,
  type ShadeFamily,
  type VariantInput,
  type VariantKind,
} from '@shop/contract';

/** The form's choice of kind: '' is None (the product has no shades or sizes). */
export type VariantKindChoice = VariantKind | '';

/** One shade or size as the form holds it (numbers as typed, '' while empty). */
export interface VariantValues {
  /** The server's id of a saved variant; absent on a row added in this form. */
  _id?: string;
  /** The row's identity while the form is open (the saved id, or one made for a new row); never sent. */
  rowKey: string;
  name: string;
  kind: VariantKind;
  price: number | '';
  /** '' while empty: the variant's stock is not tracked. On a saved variant, the count as opened. */
  stock: number | '';
  /** A saved variant's units to add when the form is saved ('' or 0: none; negative writes units off). */
  addUnits: number | '';
  image: string;
  /** A shade's colour as `#rrggbb` ('' until chosen). */
  swatch: string;
  family: ShadeFamily | '';
  size: string;
  /** Off sale: the server kept a removed variant that an open cart or an unshipped order still names. */
  hidden: boolean;
}

/** What the product form holds for its shades and sizes. */
export interface VariantFormValues {
  variantKind: VariantKindChoice;
  variants: VariantValues[];
}

let newRows = 0;

/** A new, empty row of the kind chosen. */
export const emptyVariant = (kind: VariantKind): VariantValues => ({
  rowKey: `new-${(newRows += 1)}`,
  name: '',
  kind,
  price: '',
  stock: '',
  addUnits: '',
  image: '',
  swatch: '',
  family: '',
  size: '',
  hidden: false,
});

/** The form's values of a saved product's variants. */
export const variantFormValues = (variants: readonly ProductVariant[] | undefined): VariantFormValues => ({
  variantKind: variants?.[0]?.kind ?? '',
  variants: (variants ?? []).map((variant) => ({
    _id: variant._id,
    rowKey: variant._id,
    name: variant.name,
    kind: variant.kind,
    price: variant.price,
    stock: variant.stock ?? '',
    addUnits: '',
    image: variant.image ?? '',
    swatch: variant.swatch ?? '',
    family: variant.family ?? '',
    size: variant.size ?? '',
    hidden: variant.hidden === true,
  })),
});

/** Whether a row is a variant the server already holds (its stock then changes only by added units). */
export const isSaved = (row: Pick<VariantValues, '_id'>): boolean => Boolean(row._id);

/**
 * One row as the API takes it. A new row sends the stock typed (left out: not tracked). A saved row sends
 * no stock unless units are added: then the units with the stock the form saw (a variant not counted yet
 * starts at them), so the server adds them only while that is still the count, as the product's own Add
 * units does.
 */
const variantPayload = (row: VariantValues, seen: VariantValues | undefined): VariantInput => {
  const base: VariantInput = {
    ...(row._id ? { _id: row._id } : {}),
    name: row.name,
    kind: row.kind,
    price: row.price as number,
    image: row.image,
    ...(row.kind === 'shade' ? { swatch: row.swatch, family: row.family as ShadeFamily } : { size: row.size }),
    ...(row.hidden ? { hidden: true } : {}),
  };
  if (!row._id || !seen) return row.stock === '' ? base : { ...base, stock: row.stock };
  if (row.addUnits === '' || row.addUnits === 0) return base;
  return seen.stock === '' ? { ...base, stock: row.addUnits } : { ...base, stock: seen.stock, addUnits: row.addUnits };
};

/**
 * The `variants` a save sends: every row in the form's order, or [] when the admin removed every
 * variant of a product that had some; left out for a product that has none and gets none.
 */
export const variantsPayload = (
  rows: readonly VariantValues[],
  loaded: readonly VariantValues[],
): { variants?: VariantInput[] } => {
  if (!rows.length) return loaded.length ? { variants: [] } : {};
  const seen = new Map(loaded.map((row) => [row._id, row]));
  return { variants: rows.map((row) => variantPayload(row, row._id ? seen.get(row._id) : undefined)) };
};

/**
 * The product's own price and stock while it has variants, as the server will set them: the lowest
 * price and the summed units of the variants on sale (of all of them when none is). `price` is undefined
 * while no row has a price typed; `stock` '' when no row is tracked.
 */
export const derivedFigures = (rows: readonly VariantValues[]): { price?: number; stock: number | '' } => {
  const onSale = rows.filter((row) => !row.hidden);
  const counted = onSale.length ? onSale : rows;
  const prices = counted.flatMap((row) => (typeof row.price === 'number' ? [row.price] : []));
  const stocks = onSale.flatMap((row) => (typeof row.stock === 'number' ? [row.stock] : []));
  return {
    price: prices.length ? Math.min(...prices) : undefined,
    stock: stocks.length ? stocks.reduce((sum, units) => sum + units, 0) : '',
  };
};

/** The rows with the one at `index` swapped with its neighbour above or below (as they are at an end). */
export const moveRow = <T>(rows: readonly T[], index: number, direction: 'up' | 'down'): T[] => {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= rows.length || index < 0 || index >= rows.length) return [...rows];
  return rows.map((row, at) => (at === index ? rows[to] : at === to ? rows[index] : row) as T);
};

/** How a row is named on its controls: its name, or "shade 2" while it has none. */
export const rowName = (row: Pick<VariantValues, 'name' | 'kind'>, index: number): string =>
  row.name.trim() || `${VARIANT_KIND_LABELS[row.kind].toLowerCase()} ${index + 1}`;

/** A row's swatch once it is a whole `#rrggbb` colour. */
export const swatchColour = (swatch: string): string | undefined => {
  const colour = swatch.trim().toLowerCase();
  return SWATCH_PATTERN.test(colour) ? colour : undefined;
};

/** The colour a picker shows for a row: its swatch, black until that is a whole colour. */
export const pickerColour = (swatch: string): string => swatchColour(swatch) ?? '#000000';

/** What is typed in a hex field, kept to `#` and up to six hex digits, in lower case (as the API stores it). */
export const cleanHex = (typed: string): string => {
  const digits = typed
    .replace(/[^0-9a-fA-F]/g, '')
    .slice(0, 6)
    .toLowerCase();
  return typed.trim() === '' ? '' : `#${digits}`;
};

/** The kind's plural, for the section's texts: "shades", "sizes". */
export const kindPlural = (kind: VariantKind): string => (kind === 'shade' ? 'shades' : 'sizes');

/**
 * "2 low, 1 sold out": the variants on sale running low (as the Low stock filter counts them) and sold
 * out; '' when none is.
 */
export const variantStockNote = (variants: readonly ProductVariant[]): string => {
  const { low, soldOut } = variantStockCounts(variants);
  return [low ? `${low} low` : '', soldOut ? `${soldOut} sold out` : ''].filter(Boolean).join(', ');
};
