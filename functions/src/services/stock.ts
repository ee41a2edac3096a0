/*
 * Every stock count of the shop happens here: what a product document holds, the cart's check, buy now
 * taking units in the order's transaction, a cancel putting them back, the admin's saves and the seed.
 *
 * products/{id}.stock is a whole number >= 0 when the product is tracked; a product without it is not
 * tracked and always available. Stock never goes below 0: an order that asks for more than is left is
 * refused whole, and nothing else takes units.
 *
 * No Firestore client here (references come from the caller), so the seed can import this module
 * without starting the function's Firebase app.
 */
import { STOCK_FILTER_RANGES, type StockFilter } from '@shop/contract';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { conflict } from '../http/errors';

export const STOCK_FIELD = 'stock';

/** The stock a product document holds: undefined when not tracked; a stray negative or fraction counts down to a whole number >= 0. */
export const stockOf = (data: DocumentData | undefined): number | undefined => {
  const value: unknown = data?.[STOCK_FIELD];
  if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
  return Math.max(0, Math.floor(value));
};

/** The stock field of a new product document: none when it is not tracked. */
export const stockOnCreate = (stock: number | null | undefined): { stock?: number } =>
  typeof stock === 'number' ? { stock } : {};

/** What an admin's save does to the stock: left out keeps it, null stops tracking, a number sets it. */
export const stockOnUpdate = (stock: number | null | undefined): { stock?: number | FieldValue } => {
  if (stock === undefined) return {};
  return { stock: stock === null ? FieldValue.delete() : stock };
};

/** The inclusive range of units a list filter (low, out) asks for. */
export const stockRangeOf = (filter: StockFilter): { min: number; max: number } => STOCK_FILTER_RANGES[filter];

export const onlyLeftMessage = (left: number): string =>
  left === 0 ? 'This product is sold out' : `Only ${left} left in stock`;

/** Adding to the cart or raising a quantity: 409 when the line would hold more than is left. */
export const checkCartQuantity = (stock: number | undefined, quantity: number): void => {
  if (stock !== undefined && quantity > stock) throw conflict(onlyLeftMessage(stock));
};

/** A line to buy, with its product's stock as read in the order's transaction (undefined: not tracked). */
export interface StockLine {
  _id: string;
  title: string;
  quantity: number;
  stock?: number;
}

export interface Shortage {
  title: string;
  left: number;
}

/** Units wanted per tracked product (lines of one product added up), with the stock read. */
const wantedOf = (lines: readonly StockLine[]): Map<string, { title: string; quantity: number; stock: number }> => {
  const wanted = new Map<string, { title: string; quantity: number; stock: number }>();
  for (const { _id, title, quantity, stock } of lines) {
    if (stock === undefined) continue;
    const entry = wanted.get(_id) ?? { title, quantity: 0, stock };
    entry.quantity += quantity;
    wanted.set(_id, entry);
  }
  return wanted;
};

/** The tracked products the lines ask more of than is left, in the lines' order. */
export const shortagesOf = (lines: readonly StockLine[]): Shortage[] =>
  [...wantedOf(lines).values()]
    .filter(({ quantity, stock }) => quantity > stock)
    .map(({ title, stock }) => ({ title, left: stock }));

export const notEnoughStockMessage = (shortages: readonly Shortage[]): string =>
  `Not enough stock: ${shortages.map(({ title, left }) => `${title} (${left} left)`).join(', ')}`;

/** Units left after selling `quantity`; selling more than is left is a bug the callers' checks rule out. */
export const unitsAfterTaking = (stock: number, quantity: number): number => {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > stock)
    throw new Error(`Cannot take ${quantity} of ${stock} units`);
  return stock - quantity;
};

export const unitsAfterReturning = (stock: number, quantity: number): number => stock + Math.max(0, quantity);

/** What an order took, by product id: kept on the order, so a cancel puts back exactly that. */
export type StockTaken = Record<string, number>;

/** Buy now's check, before anything is written: 409 naming each short product and how many are left. */
export const refuseShortStock = (lines: readonly StockLine[]): void => {
  const shortages = shortagesOf(lines);
  if (shortages.length) throw conflict(notEnoughStockMessage(shortages));
};

type ProductRefOf = (productId: string) => DocumentReference;

/**
 * Buy now, in the order's own transaction, with `lines` carrying each product's stock as that
 * transaction read it: refuses a short order (nothing written), otherwise writes each tracked
 * product's new stock and answers what was taken. Two orders that read the same stock cannot both
 * commit: the transaction that loses runs again and reads what the other left.
 */
export const takeStock = (tx: Transaction, refOf: ProductRefOf, lines: readonly StockLine[]): StockTaken => {
  refuseShortStock(lines);
  const taken: StockTaken = {};
  for (const [id, { quantity, stock }] of wantedOf(lines)) {
    tx.update(refOf(id), { [STOCK_FIELD]: unitsAfterTaking(stock, quantity) });
    taken[id] = quantity;
  }
  return taken;
};

/** An order's stored record of what it took (anything malformed is left out). */
export const stockTakenOf = (value: unknown): StockTaken => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
    ),
  );
};

/**
 * A cancel, in the status change's transaction before its own writes: reads the products the order
 * took units from and puts them back. A product deleted since, or no longer tracked, gets nothing.
 */
export const returnStock = async (tx: Transaction, refOf: ProductRefOf, taken: StockTaken): Promise<void> => {
  const ids = Object.keys(taken);
  if (!ids.length) return;
  const snaps: DocumentSnapshot[] = await tx.getAll(...ids.map(refOf));
  snaps.forEach((snap, i) => {
    const id = ids[i] ?? '';
    const stock = stockOf(snap.data());
    if (!snap.exists || stock === undefined) return;
    tx.update(snap.ref, { [STOCK_FIELD]: unitsAfterReturning(stock, taken[id] ?? 0) });
  });
};
