/**
 * Stock as both sides speak of it. A product with a `stock` (a whole number >= 0) is tracked and sells
 * at most that many units; a product without one is not tracked and is always available. The counting
 * itself happens on the server only (functions/src/rules/stock.ts).
 */

/** "Only N left" from this many units down to 1; the admin's "Low stock" list. */
export const LOW_STOCK_MAX = 5;
/** The most units an admin may enter for one product. */
export const STOCK_MAX = 1_000_000;
export const STOCK_MESSAGE = 'Stock must be a whole number, 0 or more';
export const ADD_UNITS_MESSAGE = 'Add units must be a whole number (negative writes units off)';

/** GET /api/products?stock=: low (1 to LOW_STOCK_MAX left) or out (sold out). */
export const STOCK_FILTERS = ['low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  low: `Low stock (${LOW_STOCK_MAX} or fewer)`,
  out: 'Sold out',
};

/** The units each filter lists, inclusive (what "low" and "out" mean, in one place). */
export const STOCK_FILTER_RANGES: Record<StockFilter, { min: number; max: number }> = {
  low: { min: 1, max: LOW_STOCK_MAX },
  out: { min: 0, max: 0 },
};

export const SOLD_OUT = 'Sold out';

export const isSoldOut = (stock: number | undefined): boolean => stock === 0;

/** What a shopper reads about a product's stock: untracked products are always in stock. */
export const stockText = (stock: number | undefined): string => {
  if (stock === undefined || stock > LOW_STOCK_MAX) return 'In stock';
  return stock === 0 ? SOLD_OUT : `Only ${stock} left`;
};

/** Why a cart or an order cannot have more of a product than is left (the API's 409 message). */
export const onlyLeftMessage = (left: number): string =>
  left === 0 ? 'This product is sold out' : `Only ${left} left in stock`;

/**
 * A saved product form that still carries the stock it was opened with, while orders sold units since:
 * the save changes nothing and says what is there now (restocking adds units instead, see addUnits).
 */
export const stockChangedMessage = (now: number): string =>
  `The stock changed since you opened this product: it is now ${now}. Use Add units to restock.`;

/**
 * Add units sent with the stock the form saw, which is no longer the live count: the same restock sent
 * twice (a double submit, a resend after a lost answer) or after a sale. Nothing is added.
 */
export const STOCK_CHANGED_RELOAD = 'Stock changed, reload';

/** Writing off more units than are left (addUnits below minus the stock). */
export const writeOffTooManyMessage = (now: number): string =>
  `Only ${now} ${now === 1 ? 'unit is' : 'units are'} in stock: you cannot write off more than that.`;

/** Add units on a product whose stock is not counted. */
export const ADD_UNITS_UNTRACKED = "This product's stock is not tracked: enter a Stock to start counting it.";

/** Add units together with a Stock of null (stop counting) or a Stock for an untracked product. */
export const ADD_UNITS_WITH_STOCK = 'Send either Stock or Add units, not both.';
