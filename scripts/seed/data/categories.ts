import type { Category } from '@shop/contract';

export type CategoryId = 'gifts' | 'makeup' | 'skincare' | 'fragrance' | 'body';

export interface SeedCategory extends Category {
  _id: CategoryId;
}

/** The shop's categories; the document id is the slug. */
export const CATEGORIES: readonly SeedCategory[] = [
  { _id: 'gifts', title: 'Gifts & Sets', slug: 'gifts' },
  { _id: 'makeup', title: 'Women Make Up', slug: 'makeup' },
  { _id: 'skincare', title: 'Women Skincare', slug: 'skincare' },
  { _id: 'fragrance', title: 'Fragrance', slug: 'fragrance' },
  { _id: 'body', title: 'Body Care', slug: 'body' },
];

export const categoryById = (id: CategoryId): SeedCategory => {
  const category = CATEGORIES.find((c) => c._id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
};
