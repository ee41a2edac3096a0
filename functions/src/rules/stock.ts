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
 * write different documents. The invariant every write keeps: each shard of a sharded product holds at
 * least 1 unit, and a product is laid out over min(STOCK_SHARDS, units) shards only when it has more
 * than LOW_STOCK_MAX units. So a sharded product always holds at least as many units as shards, more
 * than LOW_STOCK_MAX: it is never low and never sold out, and the product's `stock` (which, while
 * sharded, means the units at its last layout: written by create, restock and rebalance) tells the
 * low and sold-out lists and the dashboard's counts exactly what they need. Readers that show the
 * number add the shards up. An order takes from one shard only when that shard keeps a unit; otherwise
 * it lays the product's units out anew, guarding every shard and the product (planTake), which
 * collapses them onto the document at LOW_STOCK_MAX or fewer, so the last units sell through the
 * product document (single mode).
 *
 * No Firestore client here (references come from the caller), so the seed can import this module
 * without starting the function's Firebase app; and no HTTP errors: a rule that says no returns why,
 * and its caller answers with it.
 */
import {
  cartLineId,
  parseCartLineId,
  ADD_UNITS_UNTRACKED,
  ADD_UNITS_WITH_STOCK,
  LOW_STOCK_MAX,
  onlyLeftMessage,
  STOCK_FILTER_RANGES,
  STOCK_CHANGED_RELOAD,
  STOCK_MAX,
  stockChangedMessage,
  SUBCOLLECTIONS,
  writeOffTooManyMessage,
  type ProductVariant,
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

/** A line to buy (its product's stock comes from the reads, ProductStock); a variant's line names it. */
export interface StockLine {
  _id: string;
  title: string;
  quantity: number;
  productId?: string;
  variantId?: string;
  variantName?: string;
}

export interface Shortage {
  title: string;
  left: number;
}

export const notEnoughStockMessage = (shortages: readonly Shortage[]): string =>
  `Not enough stock: ${shortages.map(({ title, left }) => `${title} (${left} left)`).join(', ')}`;

/** Units left after selling `quantity`; selling more than is left is a bug the callers' checks rule out. */
export const unitsAfterTaking = (stock: number, quantity: number): number => {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > stock)
    throw new Error(`Cannot take ${quantity} of ${stock} units`);
  return stock - quantity;
};

export const unitsAfterReturning = (stock: number, quantity: number): number => stock + Math.max(0, quantity);

/**
 * What an order took, by product id, or for a variant by its line id (cartLineId): kept on the order,
 * so a cancel puts back exactly that.
 */
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
export const STOCK_SHARDS_COLLECTION = SUBCOLLECTIONS.stockShards;
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

/** One shard as read: its number and its units. */
export interface ShardRead {
  k: number;
  units: number;
}

/**
 * One product's stock as read: on its document (single), or in its shards: how many the product
 * declares and those read, which is one chosen at random in the common case and all of them in a
 * whole read.
 */
export type StockState =
  { mode: 'single'; stock: number } | { mode: 'sharded'; shardCount: number; shards: readonly ShardRead[] };

/**
 * A product's stock as buy now and a cancel read it: a product with variants keeps each variant's units
 * in its own document (never sharded), every other product as StockState says.
 */
export type ProductStock = StockState | { mode: 'variants'; variants: ProductVariant[] };

/** Whether the read saw every unit of the product (its document, or every shard it declares). */
export const isWholeRead = (state: StockState): boolean =>
  state.mode === 'single' || state.shards.length >= state.shardCount;

/** The units a read saw: every unit of the product when it is a whole read. */
export const unitsOfState = (state: StockState): number =>
  state.mode === 'single' ? state.stock : state.shards.reduce((sum, shard) => sum + shard.units, 0);

/**
 * What taking or returning units writes, each write guarded by the read it was computed from:
 * - `product`: the document's stock (single mode);
 * - `shard`: one shard's units, which stay at least 1 when units are taken;
 * - `layout`: the product's units laid out anew (stockLayoutOf) from a whole read: every shard read is
 *   rewritten or deleted and the missing ones created, and the product gets `stock` = the units and
 *   `stockShards` = the new count (a rebalance), or loses its shards at LOW_STOCK_MAX or fewer (a
 *   collapse). As it guards every shard, no take of a single shard can commit beside it.
 */
export type StockChange =
  | { kind: 'product'; stock: number }
  | { kind: 'shard'; k: number; units: number }
  | { kind: 'layout'; layout: StockLayout }
  | VariantsChange;

/** A product with variants: its variants with their units after the take or return (write variantFieldsOf of them). */
export interface VariantsChange {
  kind: 'variants';
  variants: ProductVariant[];
}

/** Selling from what was read: a change, `short` (fewer units than asked), or `read-all` (the shards read cannot tell). */
export type TakePlan = StockChange | { kind: 'short'; left: number } | { kind: 'read-all' };

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];

/**
 * Selling `quantity` units of one product, keeping every shard of a sharded product at 1 unit or more:
 * from its document in single mode; from one shard read that keeps at least 1 unit after it (a random
 * one of those); otherwise, from a whole read, a new layout of the units left (a collapse at
 * LOW_STOCK_MAX or fewer), or `short`; from a partial read, `read-all`.
 */
export const planTake = (state: StockState, quantity: number, random: () => number = Math.random): TakePlan => {
  const units = unitsOfState(state);
  if (state.mode === 'single')
    return quantity > units
      ? { kind: 'short', left: units }
      : { kind: 'product', stock: unitsAfterTaking(units, quantity) };
  const whole = isWholeRead(state);
  const left = units - quantity;
  // A sharded product whose units already fell to LOW_STOCK_MAX (data written by hand) collapses.
  const mustCollapse = whole && left <= LOW_STOCK_MAX;
  const giver = mustCollapse
    ? undefined
    : pick(
        state.shards.filter((shard) => shard.units - quantity >= 1),
        random,
      );
  if (giver) return { kind: 'shard', k: giver.k, units: giver.units - quantity };
  if (!whole) return { kind: 'read-all' };
  if (left < 0) return { kind: 'short', left: units };
  return { kind: 'layout', layout: stockLayoutOf(unitsAfterTaking(units, quantity)) };
};

/** A cancel's units back: onto the document in single mode, into one shard read when sharded (it only grows). */
export const planReturn = (state: StockState, quantity: number, random: () => number = Math.random): StockChange => {
  if (state.mode === 'single') return { kind: 'product', stock: unitsAfterReturning(state.stock, quantity) };
  const shard = pick(state.shards, random);
  if (!shard) throw new Error('A sharded product read without a shard');
  return { kind: 'shard', k: shard.k, units: unitsAfterReturning(shard.units, quantity) };
};

/**
 * What buy now does to the stock: `read-all` names the products whose every shard must be read before
 * it can decide; `refused` names each short product; `take` is what it takes and writes.
 */
export type StockPlan =
  | { kind: 'read-all'; productIds: string[] }
  | { kind: 'refused'; refusal: StockRefusal }
  | { kind: 'take'; taken: StockTaken; changes: Map<string, StockChange> };

interface Wanted {
  title: string;
  quantity: number;
  state: ProductStock;
  /** A product with variants: units wanted per variant id, with the name a refusal gives it. */
  variants: Map<string, { title: string; quantity: number }>;
}

/** How a refusal names a variant's line: "Velvet Lipstick (Ruby)". */
export const variantLineTitle = (title: string, variantName: string | undefined): string =>
  variantName ? `${title} (${variantName})` : title;

/**
 * Units wanted per tracked product (lines of one product added up), in the lines' order; for a product
 * with variants, per variant (a line without a variant takes nothing of it).
 */
const wantedOf = (lines: readonly StockLine[], states: ReadonlyMap<string, ProductStock>) => {
  const wanted = new Map<string, Wanted>();
  for (const { _id, title, quantity, productId = _id, variantId, variantName } of lines) {
    const state = states.get(productId);
    if (!state) continue;
    const entry = wanted.get(productId) ?? { title, quantity: 0, state, variants: new Map() };
    if (state.mode !== 'variants') entry.quantity += quantity;
    else if (variantId) {
      const variant = entry.variants.get(variantId) ?? { title: variantLineTitle(title, variantName), quantity: 0 };
      variant.quantity += quantity;
      entry.variants.set(variantId, variant);
    }
    wanted.set(productId, entry);
  }
  return wanted;
};

/** Selling from a product's variants: each tracked variant's units after the take, or the variants short. */
const planVariantsTake = (
  variants: readonly ProductVariant[],
  wanted: ReadonlyMap<string, { title: string; quantity: number }>,
): { change: VariantsChange; taken: Map<string, number>; shortages: Shortage[] } => {
  const taken = new Map<string, number>();
  const shortages: Shortage[] = [];
  const after = variants.map((variant) => {
    const want = wanted.get(variant._id);
    if (!want || variant.stock === undefined) return variant;
    if (want.quantity > variant.stock) {
      shortages.push({ title: want.title, left: variant.stock });
      return variant;
    }
    taken.set(variant._id, want.quantity);
    return { ...variant, stock: unitsAfterTaking(variant.stock, want.quantity) };
  });
  return { change: { kind: 'variants', variants: after }, taken, shortages };
};

/**
 * A cancel's units back onto a product's variants (`returned`: units by variant id), hidden ones
 * included; a variant gone since, or no longer tracked, gets nothing. null when nothing changes.
 */
export const planVariantsReturn = (
  variants: readonly ProductVariant[],
  returned: ReadonlyMap<string, number>,
): VariantsChange | null => {
  let changed = false;
  const after = variants.map((variant) => {
    const units = returned.get(variant._id);
    if (!units || variant.stock === undefined) return variant;
    changed = true;
    return { ...variant, stock: unitsAfterReturning(variant.stock, units) };
  });
  return changed ? { kind: 'variants', variants: after } : null;
};

/** An order's record of what it took, by product: its own units, and its variants' by variant id. */
export const takenByProduct = (taken: StockTaken): Map<string, { units: number; variants: Map<string, number> }> => {
  const byProduct = new Map<string, { units: number; variants: Map<string, number> }>();
  for (const [key, units] of Object.entries(taken)) {
    const { productId, variantId } = parseCartLineId(key);
    const entry = byProduct.get(productId) ?? { units: 0, variants: new Map<string, number>() };
    if (variantId) entry.variants.set(variantId, (entry.variants.get(variantId) ?? 0) + units);
    else entry.units += units;
    byProduct.set(productId, entry);
  }
  return byProduct;
};

/**
 * Buy now, with `states` each tracked product's stock as the attempt read it (untracked products have
 * none): until every product is decided, the ones to read whole; then a short order refused whole,
 * naming each short product (a variant as "Title (Name)") in the lines' order (nothing to write);
 * otherwise each tracked product's change and what the order took. A product with variants changes
 * once, however many of its variants the lines hold. Every change is written guarded by what was read,
 * so two orders that read the same units cannot both commit: the loser reads again.
 */
export const planStockTakes = (
  lines: readonly StockLine[],
  states: ReadonlyMap<string, ProductStock>,
  random: () => number = Math.random,
): StockPlan => {
  const readAll: string[] = [];
  const shortages: Shortage[] = [];
  const taken: StockTaken = {};
  const changes = new Map<string, StockChange>();
  for (const [id, { title, quantity, state, variants }] of wantedOf(lines, states)) {
    if (state.mode === 'variants') {
      const plan = planVariantsTake(state.variants, variants);
      shortages.push(...plan.shortages);
      if (!plan.taken.size) continue;
      changes.set(id, plan.change);
      for (const [variantId, units] of plan.taken) taken[cartLineId(id, variantId)] = units;
      continue;
    }
    const plan = planTake(state, quantity, random);
    if (plan.kind === 'read-all') readAll.push(id);
    else if (plan.kind === 'short') shortages.push({ title, left: plan.left });
    else {
      changes.set(id, plan);
      taken[id] = quantity;
    }
  }
  if (readAll.length) return { kind: 'read-all', productIds: readAll };
  if (shortages.length)
    return { kind: 'refused', refusal: { kind: 'conflict', message: notEnoughStockMessage(shortages) } };
  return { kind: 'take', taken, changes };
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
 * (the form's number from before a sale) is a conflict, and with `addUnits` it makes a restock count
 * once (the same request sent again finds the count it added); writing off more than is left is invalid.
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
    return {
      refusal: { kind: 'conflict', message: addUnits === undefined ? stockChangedMessage(live) : STOCK_CHANGED_RELOAD },
    };
  if (!adding) return units(undefined);
  const after = live + addUnits;
  if (after < 0) return invalid(writeOffTooManyMessage(live));
  if (after > STOCK_MAX) return invalid(`Stock must be ${STOCK_MAX.toLocaleString('en-US')} at most`);
  return units(after);
};
