/*
 * The Firestore side of the stock rules in rules/stock.ts: reading a product's units (its document or
 * its shards), writing what an order, a cancel or a restock changes, guarded by what was read, and the
 * live count for the answers that need it (liveStockOf).
 */
import { LOW_STOCK_MAX } from '@shop/contract';
import {
  AggregateField,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import {
  layoutFieldsOf,
  SHARD_UNITS_FIELD,
  shardCountOf,
  shardUnitsOf,
  STOCK_SHARDS,
  STOCK_SHARDS_COLLECTION,
  stockOf,
  type StockChange,
  type StockLayout,
  type StockState,
} from '../rules/stock';

const productDoc = (productId: string): DocumentReference => db.collection('products').doc(productId);
const shardsOf = (productId: string) => productDoc(productId).collection(STOCK_SHARDS_COLLECTION);
export const stockShardRef = (productId: string, k: number): DocumentReference => shardsOf(productId).doc(String(k));

/** A tracked product's stock as one attempt read it, with the update times its writes are guarded by. */
export interface ReadStock {
  productId: string;
  state: StockState;
  productTime: Timestamp;
  shardTimes: ReadonlyMap<number, Timestamp>;
}

/** The product's document and its shards were read on either side of a collapse or a sharding: read again. */
const staleRead = (productId: string): Error =>
  Object.assign(new Error(`The stock of ${productId} changed while it was read`), { code: 9 });

/**
 * The stock of the tracked products among `products` (snapshots read outside any transaction): the
 * sharded ones' shards in one getAll. Answers by product id; untracked and missing products are left out.
 */
export const readStocks = async (products: readonly DocumentSnapshot[]): Promise<Map<string, ReadStock>> => {
  const tracked = products.filter((snap) => snap.exists && snap.updateTime && stockOf(snap.data()) !== undefined);
  const shardRefs = tracked.flatMap((snap) =>
    Array.from({ length: shardCountOf(snap.data()) }, (_, k) => stockShardRef(snap.id, k)),
  );
  const shardSnaps = shardRefs.length ? await db.getAll(...shardRefs) : [];
  const shardsByProduct = new Map<string, DocumentSnapshot[]>();
  for (const snap of shardSnaps) {
    const productId = snap.ref.parent.parent?.id ?? '';
    shardsByProduct.set(productId, [...(shardsByProduct.get(productId) ?? []), snap]);
  }
  const stocks = new Map<string, ReadStock>();
  for (const snap of tracked) {
    const productTime = snap.updateTime as Timestamp;
    const shards = shardsByProduct.get(snap.id) ?? [];
    if (!shards.length) {
      stocks.set(snap.id, {
        productId: snap.id,
        state: { mode: 'single', stock: stockOf(snap.data()) ?? 0 },
        productTime,
        shardTimes: new Map(),
      });
      continue;
    }
    if (shards.some((shard) => !shard.exists || !shard.updateTime)) throw staleRead(snap.id);
    stocks.set(snap.id, {
      productId: snap.id,
      state: {
        mode: 'sharded',
        shards: shards.map((shard) => ({ k: Number(shard.id), units: shardUnitsOf(shard.data()) })),
      },
      productTime,
      shardTimes: new Map(shards.map((shard) => [Number(shard.id), shard.updateTime as Timestamp])),
    });
  }
  return stocks;
};

const timeOf = (times: ReadonlyMap<number, Timestamp>, k: number): Timestamp => {
  const time = times.get(k);
  if (!time) throw new Error(`Shard ${k} was not read`);
  return time;
};

/**
 * Queues one product's stock change in the caller's batch, every write preconditioned on the update
 * time it was read at: if anything changed since, the batch fails whole (FAILED_PRECONDITION) and the
 * caller reads again.
 */
export const writeStockChange = (batch: WriteBatch, read: ReadStock, change: StockChange): void => {
  const product = productDoc(read.productId);
  if (change.kind === 'product') {
    batch.update(product, { stock: change.stock }, { lastUpdateTime: read.productTime });
    return;
  }
  if (change.kind === 'shards') {
    for (const { k, units } of change.shards)
      batch.update(
        stockShardRef(read.productId, k),
        { [SHARD_UNITS_FIELD]: units },
        { lastUpdateTime: timeOf(read.shardTimes, k) },
      );
    return;
  }
  for (const k of change.deleted)
    batch.delete(stockShardRef(read.productId, k), { lastUpdateTime: timeOf(read.shardTimes, k) });
  batch.update(product, layoutFieldsOf({ stock: change.stock, shards: [] }), { lastUpdateTime: read.productTime });
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
