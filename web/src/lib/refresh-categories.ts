import type { Category } from '@shop/contract';
import { API_PATHS, MAX_LIST_LIMIT } from '@shop/contract';
import { apiClient } from './api-client';
import { browserCategories } from './categories';

/**
 * After an admin changed a category: the shop's categories again (GET /api/categories; a failed request
 * keeps those known), and the root loader runs again with them, so every screen showing them follows.
 * Apart from lib/categories, which every page loads: only the admin asks.
 */
export const refreshCategories = async (): Promise<void> => {
  const before = browserCategories.known;
  browserCategories.known = apiClient
    .get<Category[]>(API_PATHS.categories, { query: { page: 1, limit: MAX_LIST_LIMIT } })
    .then((result) => (result.success && result.body ? result.body : before));
  await browserCategories.router?.revalidate();
};
