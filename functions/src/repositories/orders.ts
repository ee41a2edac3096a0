import {
  COLLECTIONS,
  INITIAL_ORDER_STATUS,
  isOrderStatus,
  type LineVariant,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderStatusChange,
} from '@shop/contract';
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { variantLineIdsOf } from '../rules/cart-lines';
import { VARIANT_LINE_IDS_FIELD } from '../rules/variants';
import { lineVariantOf, lineVariantToFirestore } from './carts';
import { iso, list, num, str } from './convert';
import { orderQueryShape, type OrderFilter } from './order-query';

const toLine = (data: DocumentData): OrderLine => ({
  _id: str(data, '_id'),
  title: str(data, 'title'),
  quantity: num(data, 'quantity'),
  price: num(data, 'price'),
  totalPriceItem: num(data, 'totalPriceItem'),
  ...lineVariantOf(data),
});

const transactionNumberOf = (data: DocumentData): string => {
  const value: unknown = data.transactionNumber;
  return typeof value === 'number' ? String(value) : str(data, 'transactionNumber');
};

const statusOf = (data: DocumentData): OrderStatus => (isOrderStatus(data.status) ? data.status : INITIAL_ORDER_STATUS);

const toChange = (data: DocumentData): OrderStatusChange => ({
  status: isOrderStatus(data.status) ? data.status : INITIAL_ORDER_STATUS,
  at: iso(data, 'at'),
  by: str(data, 'by'),
});

/** The history as stored; an order written before statuses existed was placed when it was created. */
const historyOf = (data: DocumentData): OrderStatusChange[] => {
  const changes = list(data, 'history').map(toChange);
  return changes.length ? changes : [{ status: INITIAL_ORDER_STATUS, at: iso(data, 'createdAt'), by: '' }];
};

export const changeToFirestore = ({ status, at, by }: OrderStatusChange) => ({
  status,
  at: Timestamp.fromDate(new Date(at)),
  by,
});

/**
 * An order as the API writes it: with what it took from tracked products' stock, by product id, so a
 * cancel puts back exactly that. Stored beside the order's fields, never part of its answers.
 */
export interface NewOrder extends Order {
  stockTaken?: Record<string, number>;
}

/** The units an order's document says it took (raw; rules/stock.ts reads it). */
export const STOCK_TAKEN_FIELD = 'stockTaken';

export const orderConverter: FirestoreDataConverter<NewOrder> = {
  toFirestore: ({
    userId,
    cartId,
    shops,
    transactionNumber,
    totalPriceOrder,
    createdAt,
    status,
    history,
    stockTaken,
  }: NewOrder) => ({
    userId,
    cartId,
    shops: shops.map(({ _id, title, quantity, price, totalPriceItem, ...variant }) => ({
      _id,
      title,
      quantity,
      price,
      totalPriceItem,
      ...lineVariantToFirestore(variant),
    })),
    [VARIANT_LINE_IDS_FIELD]: variantLineIdsOf(shops),
    transactionNumber,
    totalPriceOrder,
    createdAt: Timestamp.fromDate(new Date(createdAt)),
    status,
    history: history.map(changeToFirestore),
    ...(stockTaken && Object.keys(stockTaken).length ? { [STOCK_TAKEN_FIELD]: stockTaken } : {}),
  }),
  fromFirestore: (snap: QueryDocumentSnapshot): Order => {
    const data = snap.data();
    return {
      _id: snap.id,
      userId: str(data, 'userId'),
      cartId: str(data, 'cartId'),
      shops: list(data, 'shops').map(toLine),
      transactionNumber: transactionNumberOf(data),
      totalPriceOrder: num(data, 'totalPriceOrder'),
      createdAt: iso(data, 'createdAt'),
      status: statusOf(data),
      history: historyOf(data),
    };
  },
};

export const ordersCollection = () => db.collection(COLLECTIONS.orders).withConverter(orderConverter);

/** Orders made by the API use the cart's id as their own, so one cart can only ever make one order. */
export const orderOfCartRef = (cartId: string) => ordersCollection().doc(cartId);

/** A user's orders, newest first (composite index: userId asc, createdAt desc, see order-query.ts). */
export const listOrdersOf = async (userId: string): Promise<Order[]> => {
  const snap = await filtered({ userId }).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => d.data());
};

/** The order made from a cart: by id first, then by its cartId field (orders written by other tools). */
export const findOrderOfCart = async (cartId: string): Promise<Order | null> => {
  const snap = await orderOfCartRef(cartId).get();
  if (snap.exists) return snap.data() ?? null;
  const query = await ordersCollection().where('cartId', '==', cartId).limit(1).get();
  return query.docs[0]?.data() ?? null;
};

export const orderRef = (id: string) => ordersCollection().doc(id);

export type { OrderFilter } from './order-query';

/** The admin's order query, newest first (its indexes: order-query.ts). */
const filtered = (filter: OrderFilter): Query<Order> => {
  let query: Query<Order> = ordersCollection();
  for (const [field, value] of orderQueryShape(filter).equals) query = query.where(field, '==', value);
  return query;
};

/** One page of the filtered orders, newest first, and how many match (a count aggregation). */
export const pageOrders = async (
  filter: OrderFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ orders: Order[]; total: number }> => {
  const query = filtered(filter);
  const [snap, count] = await Promise.all([
    query.orderBy('createdAt', 'desc').offset(offset).limit(limit).get(),
    query.count().get(),
  ]);
  return { orders: snap.docs.map((d) => d.data()), total: count.data().count };
};

/** How many orders have a status: a count aggregation (one read per 1,000 matches, the status's single-field index). */
export const countOrdersWithStatus = async (status: OrderStatus): Promise<number> =>
  (await db.collection(COLLECTIONS.orders).where('status', '==', status).count().get()).data().count;

export const latestOrders = async (limit: number): Promise<Order[]> =>
  (await ordersCollection().orderBy('createdAt', 'desc').limit(limit).get()).docs.map((d) => d.data());

/**
 * Who may review a product: a customer with an order, not cancelled, with a line of it (its own line, or
 * a line of one of its variants). The query is one equality on userId (the automatic index) reading only
 * each order's status, lines and date; a review's transaction reads it too (repositories/reviews.ts),
 * so a cancel cannot slip in before the review.
 */
export const buyerOrdersQuery = (userId: string): Query =>
  db.collection(COLLECTIONS.orders).where('userId', '==', userId).select('status', 'shops', 'createdAt');

type OrderDoc = { data: () => DocumentData };

const isLineOf = (line: DocumentData, productId: string): boolean =>
  str(line, '_id') === productId || str(line, 'productId') === productId;

const linesOf = (orders: readonly OrderDoc[], productId: string) =>
  orders
    .map((doc) => doc.data())
    .filter((data) => statusOf(data) !== 'cancelled')
    .map((data) => ({
      at: iso(data, 'createdAt'),
      lines: list(data, 'shops').filter((line) => isLineOf(line, productId)),
    }))
    .filter((order) => order.lines.length > 0);

export const ordersHaveProduct = (orders: readonly OrderDoc[], productId: string): boolean =>
  linesOf(orders, productId).length > 0;

/**
 * The variant of the product the buyer bought: from the latest placed order (not cancelled) with a
 * line of it, that order's first line of a variant; none when they bought the product's own line.
 */
export const boughtVariantOf = (orders: readonly OrderDoc[], productId: string): LineVariant => {
  const latest = linesOf(orders, productId).sort((a, b) => b.at.localeCompare(a.at))[0];
  const line = latest?.lines.find((candidate) => str(candidate, 'variantId'));
  return line ? lineVariantOf(line) : {};
};

export const hasOrderedProduct = async (userId: string, productId: string): Promise<boolean> =>
  ordersHaveProduct((await buyerOrdersQuery(userId).get()).docs, productId);
