import type { Category } from '@shop/contract';
import { notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { CATEGORY_NOT_FOUND, countCategories, findCategory, listCategories } from '../repositories/categories';

export { createCategory, deleteCategory, listAllCategories, updateCategory } from '../repositories/categories';

/** GET /api/categories: a page of categories by title, with how many there are. */
export const pageCategories = async (paging: Paging): Promise<{ categories: Category[]; all: number }> => {
  const total = countCategories();
  const [categories, all] = await Promise.all([listCategories(paging, total), total]);
  return { categories, all };
};

/** GET /api/categories/{id}: the category; 404 when there is none. */
export const readCategory = async (id: string): Promise<Category> => {
  const category = await findCategory(id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
};
