import { COLLECTIONS } from '@shop/contract';
import type { Category, CategoryInput, CategoryRef } from '@shop/contract';
import {
  FieldPath,
  Timestamp,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { logs } from '../logs';
import { str } from './convert';
import { readPage } from './pages';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SLUG_TAKEN = 'This slug already exists!';
export const CATEGORY_NOT_EMPTY = 'This Category is not empty!';

export const categoryConverter: FirestoreDataConverter<Category> = {
  toFirestore: ({ title, slug }: Category) => ({ title, slug }),
  fromFirestore: (snap: QueryDocumentSnapshot): Category => {
    const data = snap.data();
    return { _id: snap.id, title: str(data, 'title'), slug: str(data, 'slug') };
  },
};

export const categoriesCollection = () => db.collection(COLLECTIONS.categories).withConverter(categoryConverter);

export const listAllCategories = async (): Promise<Category[]> => {
  const snap = await categoriesCollection().orderBy('title').get();
  return snap.docs.map((d) => d.data());
};

/** A page of categories by title (admin list and the shop's filter). */
export const listCategories = async ({ offset, limit }: Paging, total?: Promise<number>): Promise<Category[]> =>
  readPage({
    collection: 'categories',
    key: 'title-asc',
    query: categoriesCollection().orderBy('title', 'asc').orderBy(FieldPath.documentId(), 'asc'),
    sortField: 'title',
    offset,
    limit,
    total,
  });

export const countCategories = async (): Promise<number> =>
  (await db.collection(COLLECTIONS.categories).count().get()).data().count;

export const findCategory = async (id: string): Promise<Category | null> =>
  (await categoriesCollection().doc(id).get()).data() ?? null;

const slugQuery = (slug: string) => categoriesCollection().where('slug', '==', slug).limit(2);

/** Products hold a copy of their category: these are the products of one category. */
const productsOf = (categoryId: string) => db.collection(COLLECTIONS.products).where('category._id', '==', categoryId);

export const createCategory = async (input: CategoryInput): Promise<Category> => {
  const ref = categoriesCollection().doc();
  const category: Category = { _id: ref.id, title: input.title, slug: input.slug };
  await db.runTransaction(async (tx) => {
    const sameSlug = await tx.get(slugQuery(input.slug));
    if (!sameSlug.empty) throw conflict(SLUG_TAKEN);
    tx.create(ref, category);
  });
  return category;
};

/**
 * Renames a category; when its title or slug changes, the copy its products hold is rewritten in
 * batches in the same request (after the category itself, so a product made meanwhile reads the new one),
 * each product stamped with a new updatedAt: the shop list's freshness check (the newest updatedAt) then
 * waits for the search engine to hold the new copy instead of answering a filter by the new slug from the old.
 */
export const updateCategory = async (id: string, input: CategoryInput): Promise<Category> => {
  const ref = categoriesCollection().doc(id);
  const category: Category = { _id: id, title: input.title, slug: input.slug };
  const before = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const old = current.data();
    if (!old) throw notFound(CATEGORY_NOT_FOUND);
    const sameSlug = await tx.get(slugQuery(input.slug));
    if (sameSlug.docs.some((d) => d.id !== id)) throw conflict(SLUG_TAKEN);
    tx.set(ref, category);
    return old;
  });
  if (before.title !== category.title || before.slug !== category.slug) await copyToProducts(category);
  return category;
};

const BATCH_SIZE = 400;

const copyToProducts = async (category: CategoryRef): Promise<void> => {
  const copy = { _id: category._id, title: category.title, slug: category.slug };
  let updated = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = productsOf(category._id).orderBy(FieldPath.documentId()).select().limit(BATCH_SIZE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) break;
    const batch = db.batch();
    const updatedAt = Timestamp.now();
    for (const doc of snap.docs) batch.update(doc.ref, { category: copy, updatedAt });
    await batch.commit();
    updated += snap.size;
    last = snap.docs[snap.size - 1];
    if (snap.size < BATCH_SIZE) break;
  }
  if (updated) {
    logs.categoryCopiesUpdated(category._id, updated);
  }
};

/** Deletes an empty category; one that still has products is refused. */
export const deleteCategory = async (id: string): Promise<Category> => {
  const ref = categoriesCollection().doc(id);
  const deleted = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const category = current.data();
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const products = await tx.get(productsOf(id).select().limit(1));
    if (!products.empty) throw conflict(CATEGORY_NOT_EMPTY);
    tx.delete(ref);
    return category;
  });
  return deleted;
};
