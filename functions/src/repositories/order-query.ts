/**
 * The shapes of the orders' Firestore queries and the composite indexes each needs (pure: no Firestore
 * client, so the index test can import it).
 *
 * Every list is newest first (`createdAt desc`): a customer's own orders (`userId ==`) and the admin's
 * list, filtered by any of transaction number, customer and status (one equality each). Each filter has
 * its own index with `createdAt desc`, and a query with several merges them (as the products' fact
 * filters do, decision 033; decision 055): three indexes serve every combination.
 */
import type { OrderStatus } from '@shop/contract';
import type { IndexField } from './product-query';

export const ORDERS = 'orders';
export const ORDER_CREATED_FIELD = 'createdAt';

export interface OrderFilter {
  status?: OrderStatus;
  /** Only this customer's orders. */
  userId?: string;
  /** Only the order with this transaction number. */
  transactionNumber?: string;
}

export type OrderFilterField = 'transactionNumber' | 'userId' | 'status';

export interface OrderQueryShape {
  equals: [field: OrderFilterField, value: string][];
}

export const orderQueryShape = ({ status, userId, transactionNumber }: OrderFilter): OrderQueryShape => {
  const equals: OrderQueryShape['equals'] = [];
  if (transactionNumber !== undefined) equals.push(['transactionNumber', transactionNumber]);
  if (userId !== undefined) equals.push(['userId', userId]);
  if (status !== undefined) equals.push(['status', status]);
  return { equals };
};

export interface OrderIndexSpec {
  collectionGroup: typeof ORDERS;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/** The composite indexes a query shape needs in production (the emulator checks none). */
export const orderIndexesFor = (shape: OrderQueryShape): OrderIndexSpec[] =>
  shape.equals.map(([fieldPath]) => ({
    collectionGroup: ORDERS,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath, order: 'ASCENDING' },
      { fieldPath: ORDER_CREATED_FIELD, order: 'DESCENDING' },
    ],
  }));
