import type { Category } from '@shop/contract';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { str } from './convert';

export const categoryConverter: FirestoreDataConverter<Category> = {
  toFirestore: ({ title, slug }: Category) => ({ title, slug }),
  fromFirestore: (snap: QueryDocumentSnapshot): Category => {
    const data = snap.data();
    return { _id: snap.id, title: str(data, 'title'), slug: str(data, 'slug') };
  },
};

export const categoriesCollection = () => db.collection('categories').withConverter(categoryConverter);

export const listAllCategories = async (): Promise<Category[]> => {
  const snap = await categoriesCollection().orderBy('title').get();
  return snap.docs.map((d) => d.data());
};
