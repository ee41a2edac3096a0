// The seeded products' stock laid out as the api function lays it out (rules/stock.ts): above
// LOW_STOCK_MAX units in shards, the product document saying how many (documents.ts productDoc). A
// product with variants never has shards: its variants' units are in its own document.
import type { Firestore } from 'firebase-admin/firestore';
import {
  newLayoutFieldsOf,
  SHARD_UNITS_FIELD,
  STOCK_SHARDS,
  stockLayoutOf,
  stockShardPath,
} from '../../functions/src/rules/stock';
import type { BatchWriter } from './batch';
import { seedStockOf } from './data/product-stock';
import { seedVariantsOf } from './data/variants';

/** The seeded product's stock fields: `stock`, and `stockShards` when sharded. */
export const seedStockFieldsOf = (productId: string): { stock: number; stockShards?: number } =>
  newLayoutFieldsOf(stockLayoutOf(seedStockOf(productId)));

/**
 * Queues the product's shards (each { units }), and the deletion of every other shard it may have from a
 * session (sold down and collapsed, or restocked) or from before it had variants, so a seed puts its
 * stock back exactly.
 */
export const queueStockShards = (writer: BatchWriter, db: Firestore, productId: string): void => {
  const shards = seedVariantsOf(productId).length ? [] : stockLayoutOf(seedStockOf(productId)).shards;
  for (let k = 0; k < STOCK_SHARDS; k += 1) {
    const ref = db.doc(stockShardPath(productId, k));
    const units = shards[k];
    if (units === undefined) writer.delete(ref);
    else writer.set(ref, { [SHARD_UNITS_FIELD]: units });
  }
};
