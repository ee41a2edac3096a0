/*
 * When a "Notify me" alert is released: its product (or its shade or size) was sold out and has units
 * again. Pure: the repository reads the alerts only when something came back, and releases those this
 * names.
 */
import type { ProductVariant } from '@shop/contract';
import type { ProductStock, StockChange } from './stock';

/** A product's units as one side of a change sees them: its own (undefined: not tracked) and its variants'. */
export interface StockSides {
  units: number | null | undefined;
  variants: readonly ProductVariant[];
}

/** Whether a shopper can buy it: untracked, or units left. */
const available = (units: number | null | undefined): boolean => units === undefined || units === null || units > 0;

const soldOut = (units: number | null | undefined): boolean => units === 0;

const variantOf = (variants: readonly ProductVariant[], id: string) => variants.find((variant) => variant._id === id);

/** What an alert waits for: its product's units, or one variant's (a hidden or removed one never comes back). */
export interface AlertTarget {
  variantId: string | null;
}

/** Whether the change brings back what the alert waits for: sold out before, buyable after. */
export const cameBackFor = ({ variantId }: AlertTarget, before: StockSides, after: StockSides): boolean => {
  if (!variantId) return soldOut(before.units) && available(after.units);
  const was = variantOf(before.variants, variantId);
  const is = variantOf(after.variants, variantId);
  return Boolean(was && is && !is.hidden && soldOut(was.stock) && available(is.stock));
};

/** Whether anything the product's alerts may wait for came back (else they are not even read). */
export const anythingCameBack = (before: StockSides, after: StockSides): boolean =>
  cameBackFor({ variantId: null }, before, after) ||
  after.variants.some((variant) => cameBackFor({ variantId: variant._id }, before, after));

/**
 * A cancel's return as the two sides: a product sold through its document, or its variants. A sharded
 * product always has units left, so it never brings anything back.
 */
export const sidesOfReturn = (
  state: ProductStock,
  change: StockChange,
): { before: StockSides; after: StockSides } | null => {
  if (state.mode === 'variants' && change.kind === 'variants')
    return {
      before: { units: undefined, variants: state.variants },
      after: { units: undefined, variants: change.variants },
    };
  if (state.mode === 'single' && change.kind === 'product')
    return { before: { units: state.stock, variants: [] }, after: { units: change.stock, variants: [] } };
  return null;
};
