import type { CartItem } from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** A catalogue product as the catalogue routes store it (only the fields carts and orders read matter). */
export const addProduct = async (id: string, title: string, price: number): Promise<void> => {
  const now = FieldValue.serverTimestamp();
  await adminDb.doc(`products/${id}`).set({
    title,
    description: `${title} for every day`,
    price,
    category: { _id: 'skin', title: 'Women Skincare', slug: 'skincare' },
    image: '/uploads/x.png',
    createdAt: now,
    updatedAt: now,
  });
};

export const line = (id: string, title: string, price: number, quantity: number): CartItem => ({
  _id: id,
  title,
  price,
  quantity,
  totalPriceItem: Math.round(price * quantity * 100) / 100,
});

/** An open cart stored directly (as the seed would), answering its id. */
export const addOpenCart = async (userId: string, items: CartItem[], id?: string): Promise<string> => {
  const ref = id ? adminDb.doc(`carts/${id}`) : adminDb.collection('carts').doc();
  await ref.set({ userId, items, status: 'open', updatedAt: FieldValue.serverTimestamp() });
  return ref.id;
};

export const cartDoc = async (id: string) => (await adminDb.doc(`carts/${id}`).get()).data();
