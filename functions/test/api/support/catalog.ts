import type { Category, ProductFacts } from '@shop/contract';
import { toProductDocument, type ProductFields } from '../../../src/repositories/product-document';
import { adminDb } from './admin';

/** Fixtures for the catalog tests, written as the seed writes them. */
export const putCategory = async (id: string, title: string, slug: string): Promise<Category> => {
  await adminDb.doc(`categories/${id}`).set({ title, slug });
  return { _id: id, title, slug };
};

/** What a fixture holds unless it says otherwise: a treatment with no other facts. */
export const PLAIN_FACTS: ProductFacts = {
  skinTypes: [],
  concerns: [],
  routineStep: 'treat',
  freeFrom: [],
  keyIngredients: [],
  ingredients: '',
  size: '',
};

export interface ProductFixture extends Partial<ProductFields> {
  title: string;
  /** createdAt and updatedAt; products made in one test get distinct, increasing dates by default. */
  at?: Date;
}

let clock = Date.UTC(2024, 0, 1);
/** A distinct, increasing date per call, so "newest first" has one right answer. */
export const nextDate = (): Date => new Date((clock += 60_000));

export const putProduct = async (id: string, fixture: ProductFixture, category: Category): Promise<void> => {
  const { at, ...fields } = fixture;
  const doc = toProductDocument(
    { description: 'A lovely product for the tests', price: 20, image: '', ...PLAIN_FACTS, ...fields },
    category,
    at ?? nextDate(),
  );
  await adminDb.doc(`products/${id}`).set(doc);
};

/** Many products in one batch (at most 500). */
export const putProducts = async (
  category: Category,
  count: number,
  make: (i: number) => ProductFixture,
  idOf = (i: number) => `p${String(i).padStart(4, '0')}`,
): Promise<void> => {
  const batch = adminDb.batch();
  for (let i = 0; i < count; i += 1) {
    const { at, ...fields } = make(i);
    batch.set(
      adminDb.doc(`products/${idOf(i)}`),
      toProductDocument(
        { description: 'A lovely product for the tests', price: 20, image: '', ...PLAIN_FACTS, ...fields },
        category,
        at ?? nextDate(),
      ),
    );
  }
  await batch.commit();
};

export const blogInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ten minute morning routine',
  slug: 'morning-routine',
  description: 'How to care for your skin in ten minutes every morning.',
  subject: 'Skincare',
  author: 'Nora Lane',
  items: [{ titleItem: 'Cleanse', descItem: 'Use a gentle cleanser.' }],
  image: '',
  ...overrides,
});
