/*
 * Every stock count of the shop happens here: what a product document holds, the cart's check, buy now
 * taking units, a cancel putting them back, an admin's restock and the seed. The Firestore reads and
 * writes of these rules are in repositories/stock-shards.ts.
 *
 * products/{id}.stock is a whole number >= 0 when the product is tracked; a product without it is not
 * tracked and always available. Stock never goes below 0: an order that asks for more than is left is
 * refused whole, and nothing else takes units.
 *
 * A tracked product with more than LOW_STOCK_MAX units keeps them in stock shards,
 * products/{id}/stockShards/{k} = { units } (k < stockShards on the product), so orders of one product
 * write different documents; the product's `stock` then holds the total when it was sharded (always
 * above LOW_STOCK_MAX, so the low and sold-out lists stay exact) and readers add the shards up. The
 * order that would leave LOW_STOCK_MAX or fewer collapses the shards into the product's `stock`, so the
 * last units sell through the product document (one document: single mode).
 *
 * No Firestore client here (references come from the caller), so the seed can import this module
 * without starting the function's Firebase app; and no HTTP errors: a rule that says no returns why,
 * and its caller answers with it.
 */
import {
  ADD_UNITS_UNTRACKED,
  ADD_UNITS_WITH_STOCK,
  LOW_STOCK_MAX,
  onlyLeftMessage,
  STOCK_FILTER_RANGES,
  STOCK_MAX,
  stockChangedMessage,
  writeOffTooManyMessage,
  type StockFilter,
} from '@shop/contract';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';

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

/** The inclusive range of units a list filter (low, out) asks for. */
export const stockRangeOf = (filter: StockFilter): { min: number; max: number } => STOCK_FILTER_RANGES[filter];

/** Why a stock rule says no: `conflict` when the stock is not what the request needs or saw, `invalid` when the request cannot be met as sent. */
export interface StockRefusal {
  kind: 'conflict' | 'invalid';
  message: string;
}

/** Adding to the cart or raising a quantity: a conflict when the line would hold more than is left, else null. */
export const cartQuantityRefusal = (stock: number | undefined, quantity: number): StockRefusal | null =>
  stock !== undefined && quantity > stock ? { kind: 'conflict', message: onlyLeftMessage(stock) } : null;

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

/** An order's stored record of what it took (anything malformed is left out). */
export const stockTakenOf = (value: unknown): StockTaken => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
    ),
  );
};

// ---- Stock shards -------------------------------------------------------------------------------------

/** The most shards a product's units are spread over. */
export const STOCK_SHARDS = 10;
/** The product field that says how many shards hold its units (absent: single mode). */
export const STOCK_SHARDS_FIELD = 'stockShards';
/** The subcollection of a product that holds its shards, each { units }. */
export const STOCK_SHARDS_COLLECTION = 'stockShards';
export const SHARD_UNITS_FIELD = 'units';

/** The path of a product's shard k (the seed writes with paths; the API with references). */
export const stockShardPath = (productId: string, k: number): string =>
  `products/${productId}/${STOCK_SHARDS_COLLECTION}/${k}`;

/** How many shards a product document says it has: 0 (single mode) unless a whole number in 1..STOCK_SHARDS. */
export const shardCountOf = (data: DocumentData | undefined): number => {
  const value: unknown = data?.[STOCK_SHARDS_FIELD];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STOCK_SHARDS ? value : 0;
};

/** Units a shard document holds (a stray value counts as a whole number >= 0). */
export const shardUnitsOf = (data: DocumentData | undefined): number => {
  const value: unknown = data?.[SHARD_UNITS_FIELD];
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
};

/**
 * How `units` are kept: above LOW_STOCK_MAX spread evenly over min(STOCK_SHARDS, units) shards (each
 * starts with at least one unit), otherwise on the product document alone (shards empty).
 */
export interface StockLayout {
  stock: number;
  shards: number[];
}

export const stockLayoutOf = (units: number): StockLayout => {
  if (units <= LOW_STOCK_MAX) return { stock: units, shards: [] };
  const count = Math.min(STOCK_SHARDS, units);
  const base = Math.floor(units / count);
  const extra = units % count;
  return { stock: units, shards: Array.from({ length: count }, (_, k) => base + (k < extra ? 1 : 0)) };
};

/** The product fields of a layout: `stock`, and `stockShards` when sharded (removed when not). */
export const layoutFieldsOf = (layout: StockLayout): { stock: number; stockShards: number | FieldValue } => ({
  stock: layout.stock,
  stockShards: layout.shards.length ? layout.shards.length : FieldValue.delete(),
});

/** The same fields for a document written whole (a new product, the seed): no `stockShards` in single mode. */
export const newLayoutFieldsOf = (layout: StockLayout): { stock: number; stockShards?: number } =>
  layout.shards.length ? { stock: layout.stock, stockShards: layout.shards.length } : { stock: layout.stock };

/** One product's stock as read: on its document (single) or in its shards (k and units of each). */
export type StockState =
  { mode: 'single'; stock: number } | { mode: 'sharded'; shards: readonly { k: number; units: number }[] };

export const unitsOfState = (state: StockState): number =>
  state.mode === 'single' ? state.stock : state.shards.reduce((sum, shard) => sum + shard.units, 0);

/**
 * What taking or returning units writes, each write guarded by the read it was computed from:
 * the product's stock (single mode), some shards' units, or a collapse (every shard deleted and the
 * units left written on the product, which leaves sharding).
 */
export type StockChange =
  | { kind: 'product'; stock: number }
  | { kind: 'shards'; shards: { k: number; units: number }[] }
  | { kind: 'collapse'; stock: number; deleted: number[] };

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

/**
 * Selling `quantity` units (the caller refused a short order first): from the product in single mode;
 * from one random shard that has enough, or several when none has; and when the total would fall to
 * LOW_STOCK_MAX or fewer, a collapse, so the last units sell through the product document.
 */
export const planTake = (state: StockState, quantity: number, random: () => number = Math.random): StockChange => {
  const left = unitsAfterTaking(unitsOfState(state), quantity);
  if (state.mode === 'single') return { kind: 'product', stock: left };
  if (left <= LOW_STOCK_MAX) return { kind: 'collapse', stock: left, deleted: state.shards.map(({ k }) => k) };
  const enough = state.shards.filter((shard) => shard.units >= quantity);
  const one = enough[Math.floor(random() * enough.length)];
  if (one) return { kind: 'shards', shards: [{ k: one.k, units: one.units - quantity }] };
  const taken: { k: number; units: number }[] = [];
  let wanted = quantity;
  for (const shard of shuffled(state.shards, random)) {
    if (wanted === 0) break;
    if (shard.units === 0) continue;
    const take = Math.min(wanted, shard.units);
    taken.push({ k: shard.k, units: shard.units - take });
    wanted -= take;
  }
  return { kind: 'shards', shards: taken };
};

/** A cancel's units back: onto the product in single mode, into one random shard when sharded. */
export const planReturn = (state: StockState, quantity: number, random: () => number = Math.random): StockChange => {
  if (state.mode === 'single') return { kind: 'product', stock: unitsAfterReturning(state.stock, quantity) };
  const shard = state.shards[Math.floor(random() * state.shards.length)];
  if (!shard) throw new Error('A sharded product without shards');
  return { kind: 'shards', shards: [{ k: shard.k, units: unitsAfterReturning(shard.units, quantity) }] };
};

/** What buy now does to the stock: a refusal naming each short product, or what it takes and writes. */
export type StockPlan =
  { refusal: StockRefusal } | { refusal: null; taken: StockTaken; changes: Map<string, StockChange> };

/**
 * Buy now, with `lines` carrying each product's live stock as the attempt read it and `states` how it
 * is kept: refuses a short order whole (nothing to write), otherwise what each tracked product's stock
 * becomes and what the order took. Every change is written guarded by what was read, so two orders
 * that read the same units cannot both commit: the loser reads again.
 */
export const planStockTakes = (
  lines: readonly StockLine[],
  states: ReadonlyMap<string, StockState>,
  random: () => number = Math.random,
): StockPlan => {
  const shortages = shortagesOf(lines);
  if (shortages.length) return { refusal: { kind: 'conflict', message: notEnoughStockMessage(shortages) } };
  const taken: StockTaken = {};
  const changes = new Map<string, StockChange>();
  for (const [id, { quantity }] of wantedOf(lines)) {
    const state = states.get(id);
    if (!state) continue;
    changes.set(id, planTake(state, quantity, random));
    taken[id] = quantity;
  }
  return { refusal: null, taken, changes };
};

/** What an admin's save asks of a product's stock (both optional; see the product schema). */
export interface StockEdit {
  stock?: number | null;
  addUnits?: number;
}

/** An admin's save and the stock: the units after it, or why it is refused (nothing changes then). */
export type EditedUnits = { units: number | null | undefined; refusal: null } | { refusal: StockRefusal };

const units = (value: number | null | undefined): EditedUnits => ({ units: value, refusal: null });
const invalid = (message: string): EditedUnits => ({ refusal: { kind: 'invalid', message } });

/**
 * The units a tracked or untracked product has after an admin's save, from `live` (undefined: not
 * tracked), or null to stop tracking; undefined: the save leaves the stock as it is.
 * A tracked product's stock is changed by adding units only: a `stock` other than the live count
 * (the form's number from before a sale) is a conflict; writing off more than is left is invalid.
 */
export const unitsAfterEdit = (live: number | undefined, { stock, addUnits }: StockEdit): EditedUnits => {
  const adding = addUnits !== undefined && addUnits !== 0;
  if (stock === null) {
    if (adding) return invalid(ADD_UNITS_WITH_STOCK);
    return units(live === undefined ? undefined : null);
  }
  if (live === undefined) {
    if (adding) return invalid(stock === undefined ? ADD_UNITS_UNTRACKED : ADD_UNITS_WITH_STOCK);
    return units(stock);
  }
  if (stock !== undefined && stock !== live)
    return { refusal: { kind: 'conflict', message: stockChangedMessage(live) } };
  if (!adding) return units(undefined);
  const after = live + addUnits;
  if (after < 0) return invalid(writeOffTooManyMessage(live));
  if (after > STOCK_MAX) return invalid(`Stock must be ${STOCK_MAX.toLocaleString('en-US')} at most`);
  return units(after);
};
