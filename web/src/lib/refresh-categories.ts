import type { Category } from '@shop/contract';
import { API_PATHS, MAX_LIST_LIMIT } from '@shop/contract';
import { apiClient } from './api-client';
import { reloadCategories } from './categories';

/**
 * After an admin changed a category: the shop's categories again (GET /api/categories), for every screen
 * that shows them (the root loader's data). Apart from lib/categories, which every page loads: only the
 * admin asks.
 */
export const refreshCategories = (): Promise<void> =>
  reloadCategories(
    apiClient
      .get<Category[]>(API_PATHS.categories, { query: { page: 1, limit: MAX_LIST_LIMIT } })
      .then((result) => (result.success && result.body ? result.body : null)),
  );
