import { FILTER_DELAY_MS, STORAGE_KEYS } from '@shop/contract';
import { paths } from '@/config/paths';
import { parseShopQuery } from '@/features/products/lib/shop-query';
import type { ServerPageState } from '@/lib/hydration-state';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useShopFilterStore } from '@/stores/shop-filter';
import { readStorage } from '@/stores/storage';

/**
 * After reading the page, the browser's stores take the categories it came with and, on the products
 * page, the filter its URL asks for. (zustand renders a store's first state on the server and while
 * hydrating, so hydration matches; components that need these values during that render read them
 * from the page, as useCategories does.)
 */
export const applyPageState = (url: URL, { categories }: ServerPageState): void => {
  useAppStore.getState().setCategories(categories);
  if (url.pathname === paths.products.getHref()) {
    const slugs = categories.map((category) => category.slug);
    useShopFilterStore.getState().setFilter({ ...parseShopQuery(url.searchParams, slugs), delay: FILTER_DELAY_MS });
  }
};

/** The cart this browser kept (`shopping`); the server renders an empty one. */
export const restoreStoredCart = (): void => {
  useCartStore.getState().syncFromStorage(readStorage(STORAGE_KEYS.shopping));
};
