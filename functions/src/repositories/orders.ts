import type { Order, OrderLine } from '@shop/contract';
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { iso, list, num, str } from './convert';

const toLine = (data: DocumentData): OrderLine => ({
  _id: str(data, '_id'),
  title: str(data, 'title'),
  quantity: num(data, 'quantity'),
  price: num(data, 'price'),
  totalPriceItem: num(data, 'totalPriceItem'),
});

const transactionNumberOf = (data: DocumentData): string => {
  const value: unknown = data.transactionNumber;
  return typeof value === 'number' ? String(value) : str(data, 'transactionNumber');
};

export const orderConverter: FirestoreDataConverter<Order> = {
  toFirestore: ({ userId, cartId, shops, transactionNumber, totalPriceOrder, createdAt }: Order) => ({
    userId,
    cartId,
    shops: shops.map(({ _id, title, quantity, price, totalPriceItem }) => ({
      _id,
      title,
      quantity,
      price,
      totalPriceItem,
    })),
    transactionNumber,
    totalPriceOrder,
    createdAt: Timestamp.fromDate(new Date(createdAt)),
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
    };
  },
};

export const ordersCollection = () => db.collection('orders').withConverter(orderConverter);

/** Orders made by the API use the cart's id as their own, so one cart can only ever make one order. */
export const orderOfCartRef = (cartId: string) => ordersCollection().doc(cartId);

/** A user's orders, newest first (composite index: userId asc, createdAt desc). */
export const listOrdersOf = async (userId: string): Promise<Order[]> => {
  const snap = await ordersCollection().where('userId', '==', userId).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => d.data());
};

/** The order made from a cart: by id first, then by its cartId field (orders written by other tools). */
export const findOrderOfCart = async (cartId: string): Promise<Order | null> => {
  const snap = await orderOfCartRef(cartId).get();
  if (snap.exists) return snap.data() ?? null;
  const query = await ordersCollection().where('cartId', '==', cartId).limit(1).get();
  return query.docs[0]?.data() ?? null;
};
