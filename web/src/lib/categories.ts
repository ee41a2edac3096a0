import type { Category } from '@shop/contract';
import { API_PATHS, MAX_LIST_LIMIT } from '@shop/contract';
import { useAppStore } from '@/stores/app';
import { apiClient } from './api-client';

/**
 * Reloads the shop's categories into the app store, the one place the client keeps them (filters,
 * selects and menus read it through useCategories): after an admin changed one, everyone here sees it.
 */
export const refreshCategories = async (): Promise<void> => {
  const result = await apiClient.get<Category[]>(API_PATHS.categories, { query: { page: 1, limit: MAX_LIST_LIMIT } });
  if (result.success && result.body) useAppStore.getState().setCategories(result.body);
};
