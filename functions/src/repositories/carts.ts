import type { Cart, CartItem } from '@shop/contract';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { list, num, str } from './convert';

export type CartStatus = 'open' | 'ordered';

const toItem = (data: DocumentData): CartItem => ({
  _id: str(data, '_id'),
  title: str(data, 'title'),
  price: num(data, 'price'),
  quantity: num(data, 'quantity'),
  totalPriceItem: num(data, 'totalPriceItem'),
});

export const cartConverter: FirestoreDataConverter<Cart> = {
  toFirestore: ({ userId, items }: Cart) => ({ userId, items }),
  fromFirestore: (snap: QueryDocumentSnapshot): Cart => {
    const data = snap.data();
    return { _id: snap.id, userId: str(data, 'userId'), items: list(data, 'items').map(toItem) };
  },
};

export const cartsCollection = () => db.collection('carts').withConverter(cartConverter);

/** The caller's open cart, or null when they have none. */
export const findOpenCart = async (userId: string): Promise<Cart | null> => {
  const snap = await cartsCollection().where('userId', '==', userId).where('status', '==', 'open').limit(1).get();
  return snap.docs[0]?.data() ?? null;
};
