/*
 * The Firestore side of the stock rules in rules/stock.ts: reading a product's units (its document or
 * its shards), writing what an order, a cancel or a restock changes, guarded by what was read, and the
 * live count for the answers that need it (liveStockOf).
 */
import { COLLECTIONS, hasVariants, LOW_STOCK_MAX } from '@shop/contract';
import {
  AggregateField,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { variantFieldsOf, variantFieldsUpdate, variantsOf } from '../rules/variants';
import {
  isWholeRead,
  layoutFieldsOf,
  SHARD_UNITS_FIELD,
  shardCountOf,
  shardUnitsOf,
  STOCK_SHARDS,
  STOCK_SHARDS_COLLECTION,
  stockOf,
  type ProductStock,
  type StockChange,
  type StockLayout,
} from '../rules/stock';

const productDoc = (productId: string): DocumentReference => db.collection(COLLECTIONS.products).doc(productId);
const shardsOf = (productId: string) => productDoc(productId).collection(STOCK_SHARDS_COLLECTION);
export const stockShardRef = (productId: string, k: number): DocumentReference => shardsOf(productId).doc(String(k));

/** A tracked product's stock as one attempt read it, with the update times its writes are guarded by. */
export interface ReadStock {
  productId: string;
  state: ProductStock;
  productTime: Timestamp;
  shardTimes: ReadonlyMap<number, Timestamp>;
}

/** The product's document and its shards were read on either side of a new layout: read again. */
const staleRead = (productId: string): Error =>
  Object.assign(new Error(`The stock of ${productId} changed while it was read`), { code: 9 });

/**
 * A product with a variant on sale: its units are its variants' (tracked when any variant is). With none
 * on sale (all hidden) it sells as a product without variants, its own stock (and shards) holding.
 */
const variantsRead = (snap: DocumentSnapshot) => {
  const variants = variantsOf(snap.data());
  return hasVariants({ variants }) ? variants : null;
};

const isTracked = (snap: DocumentSnapshot): boolean => {
  if (!snap.exists || snap.updateTime === undefined) return false;
  const variants = variantsRead(snap);
  return variants ? variants.some((variant) => variant.stock !== undefined) : stockOf(snap.data()) !== undefined;
};

/** A product's stock from its snapshot and the shards read of it (none: single mode; never for variants). */
const readStockOf = (product: DocumentSnapshot, shards: readonly DocumentSnapshot[]): ReadStock => {
  const productTime = product.updateTime as Timestamp;
  const variants = variantsRead(product);
  if (variants)
    return { productId: product.id, state: { mode: 'variants', variants }, productTime, shardTimes: new Map() };
  const shardCount = shardCountOf(product.data());
  if (!shardCount)
    return {
      productId: product.id,
      state: { mode: 'single', stock: stockOf(product.data()) ?? 0 },
      productTime,
      shardTimes: new Map(),
    };
  if (shards.some((shard) => !shard.exists || !shard.updateTime)) throw staleRead(product.id);
  return {
    productId: product.id,
    state: {
      mode: 'sharded',
      shardCount,
      shards: shards.map((shard) => ({ k: Number(shard.id), units: shardUnitsOf(shard.data()) })),
    },
    productTime,
    shardTimes: new Map(shards.map((shard) => [Number(shard.id), shard.updateTime as Timestamp])),
  };
};

const byProduct = (shards: readonly DocumentSnapshot[]): Map<string, DocumentSnapshot[]> => {
  const grouped = new Map<string, DocumentSnapshot[]>();
  for (const shard of shards) {
    const productId = shard.ref.parent.parent?.id ?? '';
    grouped.set(productId, [...(grouped.get(productId) ?? []), shard]);
  }
  return grouped;
};

/**
 * The stock of the tracked products among `products` (snapshots read outside any transaction), as
 * buy now and a cancel first read it: for each sharded one ONE shard chosen at random, all in one
 * getAll (planTake asks for a whole read, readWholeStocks, only when that shard cannot give the units
 * and keep one). Answers by product id; untracked and missing products are left out.
 */
export const readStocks = async (
  products: readonly DocumentSnapshot[],
  random: () => number = Math.random,
): Promise<Map<string, ReadStock>> => {
  const tracked = products.filter(isTracked);
  const shardRefs = tracked.flatMap((snap) => {
    const count = variantsRead(snap) ? 0 : shardCountOf(snap.data());
    return count ? [stockShardRef(snap.id, Math.floor(random() * count))] : [];
  });
  const shards = byProduct(shardRefs.length ? await db.getAll(...shardRefs) : []);
  return new Map(tracked.map((snap) => [snap.id, readStockOf(snap, shards.get(snap.id) ?? [])]));
};

/**
 * Whole reads of products first read by readStocks: each product again with every shard it declared,
 * all in one getAll, so the layout and the shards are read together. A product whose layout changed
 * since, or that is gone or untracked now, is a stale read: the caller's attempt starts again.
 */
export const readWholeStocks = async (reads: readonly ReadStock[]): Promise<Map<string, ReadStock>> => {
  const counts = reads.map((read) => (read.state.mode === 'sharded' ? read.state.shardCount : 0));
  const refs = reads.flatMap((read, i) => [
    productDoc(read.productId),
    ...Array.from({ length: counts[i] ?? 0 }, (_, k) => stockShardRef(read.productId, k)),
  ]);
  const snaps = await db.getAll(...refs);
  const wholes = new Map<string, ReadStock>();
  let at = 0;
  reads.forEach((read, i) => {
    const count = counts[i] ?? 0;
    const product = snaps[at] as DocumentSnapshot;
    const shards = snaps.slice(at + 1, at + 1 + count);
    at += 1 + count;
    if (!isTracked(product) || shardCountOf(product.data()) !== count) throw staleRead(read.productId);
    wholes.set(read.productId, readStockOf(product, shards));
  });
  return wholes;
};

/**
 * The product fields of its variants as one update: a price only while a variant is on sale (else the
 * product keeps its own), the summed stock, or no stock field when no variant on sale is tracked.
 */
const timeOf = (times: ReadonlyMap<number, Timestamp>, k: number): Timestamp => {
  const time = times.get(k);
  if (!time) throw new Error(`Shard ${k} was not read`);
  return time;
};

/**
 * Queues one product's stock change in the caller's batch, every write preconditioned on the update
 * time it was read at: if anything changed since, the batch fails whole (FAILED_PRECONDITION, or
 * NOT_FOUND for a shard deleted meanwhile) and the caller reads again. A new layout needs a whole
 * read: it rewrites or deletes every shard read, writes those the product did not have, and sets the
 * product's layout fields guarded by its update time.
 */
export const writeStockChange = (batch: WriteBatch, read: ReadStock, change: StockChange): void => {
  const product = productDoc(read.productId);
  if (change.kind === 'variants') {
    batch.update(product, variantFieldsUpdate(variantFieldsOf(change.variants)), { lastUpdateTime: read.productTime });
    return;
  }
  if (change.kind === 'product') {
    batch.update(product, { stock: change.stock }, { lastUpdateTime: read.productTime });
    return;
  }
  if (change.kind === 'shard') {
    batch.update(
      stockShardRef(read.productId, change.k),
      { [SHARD_UNITS_FIELD]: change.units },
      { lastUpdateTime: timeOf(read.shardTimes, change.k) },
    );
    return;
  }
  if (read.state.mode === 'variants' || !isWholeRead(read.state))
    throw new Error(`A new layout of ${read.productId} needs every shard read`);
  const { shards } = change.layout;
  shards.forEach((units, k) => {
    const ref = stockShardRef(read.productId, k);
    const time = read.shardTimes.get(k);
    if (time) batch.update(ref, { [SHARD_UNITS_FIELD]: units }, { lastUpdateTime: time });
    // A shard beyond those the product declared is written only by writers that also guard (or, a
    // restock, lock) the product document, so the product's guard below covers it.
    else batch.set(ref, { [SHARD_UNITS_FIELD]: units });
  });
  for (const [k, time] of read.shardTimes)
    if (k >= shards.length) batch.delete(stockShardRef(read.productId, k), { lastUpdateTime: time });
  batch.update(product, layoutFieldsOf(change.layout), { lastUpdateTime: read.productTime });
};

/**
 * A product's units as a restock reads them, inside the admin's transaction (which reads the product
 * first): the shards' total when sharded, otherwise the document's stock (undefined: not tracked).
 */
export const readLiveStockInTx = async (
  tx: Transaction,
  product: DocumentSnapshot,
): Promise<{ live: number | undefined; shardCount: number }> => {
  const data = product.data();
  const shardCount = shardCountOf(data);
  const stock = stockOf(data);
  if (stock === undefined || !shardCount) return { live: stock, shardCount };
  const shards = await tx.getAll(...Array.from({ length: shardCount }, (_, k) => stockShardRef(product.id, k)));
  return { live: shards.reduce((sum, shard) => sum + shardUnitsOf(shard.data()), 0), shardCount };
};

/**
 * Writes a product's units laid out anew (stockLayoutOf) in the caller's transaction: the shards the
 * layout has, and the deletion of any the product had beyond them; the product's own fields are the
 * caller's (layoutFieldsOf), written with its other changes.
 */
export const writeShardsInTx = (tx: Transaction, productId: string, layout: StockLayout, hadShards: number): void => {
  layout.shards.forEach((units, k) => tx.set(stockShardRef(productId, k), { [SHARD_UNITS_FIELD]: units }));
  for (let k = layout.shards.length; k < hadShards; k += 1) tx.delete(stockShardRef(productId, k));
};

/** A deleted product's shards go with it (every shard a product may have; deleting a missing one is a no-op). */
export const deleteShardsInTx = (tx: Transaction, productId: string): void => {
  for (let k = 0; k < STOCK_SHARDS; k += 1) tx.delete(stockShardRef(productId, k));
};

/** A product's units summed over its shards: one aggregation (one read); null when it has no shards. */
const shardTotalOf = async (productId: string): Promise<number | null> => {
  const snap = await shardsOf(productId)
    .aggregate({ units: AggregateField.sum(SHARD_UNITS_FIELD), shards: AggregateField.count() })
    .get();
  const { units, shards } = snap.data();
  return shards > 0 ? Math.max(0, Math.floor(units)) : null;
};

/**
 * The exact stock of each product, where an answer needs more than the document's field (the product
 * page, the admin's list, a cart line's check of a larger quantity): a sharded product's document holds
 * the units at its last layout (always above LOW_STOCK_MAX), so each product whose field is above that
 * gets its shards summed (one aggregation each, in parallel); the others keep the field, which is exact.
 */
export const liveStockOf = async <T extends { _id: string; stock?: number }>(items: readonly T[]): Promise<T[]> =>
  Promise.all(
    items.map(async (item) => {
      if (item.stock === undefined || item.stock <= LOW_STOCK_MAX) return item;
      const total = await shardTotalOf(item._id);
      return total === null ? item : { ...item, stock: total };
    }),
  );
