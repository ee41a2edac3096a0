/**
 * Whether a variant is still in an open cart or an unshipped order: cart and order documents list the
 * `_id` of each of their variant lines (VARIANT_LINE_IDS_FIELD), so each question is one array-contains
 * query of at most one document, asked inside the product's transaction (a product's save reads them
 * before it decides to delete or hide a variant it leaves out).
 */
import { cartLineId, COLLECTIONS } from '@shop/contract';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { ORDER_STATUSES_HOLDING_VARIANTS, VARIANT_LINE_IDS_FIELD } from '../rules/variants';

const OPEN_CART = 'open';

/** The composite index each of the two queries needs in production (the emulator checks none). */
export const VARIANT_LINE_INDEXES = [COLLECTIONS.carts, COLLECTIONS.orders].map((collectionGroup) => ({
  collectionGroup,
  queryScope: 'COLLECTION' as const,
  fields: [
    { fieldPath: VARIANT_LINE_IDS_FIELD, arrayConfig: 'CONTAINS' as const },
    { fieldPath: 'status', order: 'ASCENDING' as const },
  ],
}));

const namesLine = async (tx: Transaction, lineId: string): Promise<boolean> => {
  const [carts, orders] = await Promise.all([
    tx.get(
      db
        .collection(COLLECTIONS.carts)
        .where(VARIANT_LINE_IDS_FIELD, 'array-contains', lineId)
        .where('status', '==', OPEN_CART)
        .limit(1)
        .select(),
    ),
    tx.get(
      db
        .collection(COLLECTIONS.orders)
        .where(VARIANT_LINE_IDS_FIELD, 'array-contains', lineId)
        .where('status', 'in', [...ORDER_STATUSES_HOLDING_VARIANTS])
        .limit(1)
        .select(),
    ),
  ]);
  return !carts.empty || !orders.empty;
};

/** The ids among `variantIds` of the product's variants that an open cart or an unshipped order names. */
export const variantsStillNamedInTx = async (
  tx: Transaction,
  productId: string,
  variantIds: readonly string[],
): Promise<Set<string>> => {
  const named = await Promise.all(
    variantIds.map(async (variantId) => ((await namesLine(tx, cartLineId(productId, variantId))) ? [variantId] : [])),
  );
  return new Set(named.flat());
};
