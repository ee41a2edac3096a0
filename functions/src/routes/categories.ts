import { ADMIN_PAGE_SIZE, type CategoryListAnswer } from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { publicCache, send, sendList } from '../http/envelope';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { createCategory, deleteCategory, pageCategories, readCategory, updateCategory } from '../services/categories';
import { categoryInput } from './catalog-inputs';

export const categoriesRouter = Router();

/**
 * GET /api/categories?page&limit (public): by title, limit 5 by default (at most 1000).
 * Answer: { success, message, body: Category[], totalCategories: { all } } (CategoryListAnswer).
 */
categoriesRouter.get('/', async (req, res) => {
  const paging = readPaging(req.query, ADMIN_PAGE_SIZE);
  const { categories, all } = await pageCategories(paging);
  publicCache(res);
  sendList<CategoryListAnswer>(res, { body: categories, totalCategories: { all } });
});

/** GET /api/categories/{id} (public). */
categoriesRouter.get('/:id', async (req, res) => {
  const category = await readCategory(docId(req.params.id, 'category id'));
  publicCache(res);
  send(res, category);
});

/** POST /api/categories (admin): slugs are unique (409). */
categoriesRouter.post('/', async (req, res) => {
  requireAdmin(req);
  const input = await categoryInput(req.body);
  send(res, await createCategory(input), 'New Category Created Successfully', 201);
});

/** PUT /api/categories/{id} (admin): also renames the copy its products hold. */
categoriesRouter.put('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'category id');
  const input = await categoryInput(req.body);
  send(res, await updateCategory(id, input), 'The category updated successfully');
});

/** DELETE /api/categories/{id} (admin): only an empty category (409 otherwise). */
categoriesRouter.delete('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'category id');
  send(res, await deleteCategory(id), 'The category deleted successfully');
});
