import type { Product, ProductFactFilter } from '@shop/contract';
import type { RELEVANCE_SORT } from '@shop/contract';
import { DEFAULT_SHOP_PAGE_SIZE, FILTER_DELAY_MS, NO_FACT_FILTER } from '@shop/contract';
import { create } from 'zustand';

/**
 * The shop's sorts: date and price, Top rated (rating: highest first, whatever the order) and,
 * while a search is typed, best match (relevance).
 */
export type ShopSort = 'updatedAt' | 'price' | 'rating' | typeof RELEVANCE_SORT;
export type SortOrder = 'asc' | 'desc';

export interface ShopFilter {
  page: number;
  q: string;
  limit: number;
  category: string;
  sort: ShopSort;
  order: SortOrder;
  /** Skin types, concerns, routine steps and free-from claims chosen (every one narrows the list). */
  facts: ProductFactFilter;
  /** Milliseconds to wait before applying the filter (search typing waits longer). */
  delay: number;
}

export const defaultShopFilter: ShopFilter = {
  page: 1,
  q: '',
  limit: DEFAULT_SHOP_PAGE_SIZE,
  category: '',
  sort: 'updatedAt',
  order: 'desc',
  facts: NO_FACT_FILTER,
  delay: FILTER_DELAY_MS,
};

export interface ProductTotals {
  all: number;
  filtered: number;
}

export interface ShopFilterState extends ShopFilter {
  products: Product[];
  totalProducts: ProductTotals;
  /** Replaces page, q, limit, category, sort, order, facts and delay together. */
  setFilter: (filter: ShopFilter) => void;
  setProducts: (products: Product[], totalProducts: ProductTotals) => void;
  resetFilter: () => void;
}

export const useShopFilterStore = create<ShopFilterState>()((set) => ({
  ...defaultShopFilter,
  products: [],
  totalProducts: { all: 0, filtered: 0 },
  setFilter: ({ page, q, limit, category, sort, order, facts, delay }) =>
    set({ page, q, limit, category, sort, order, facts, delay }),
  setProducts: (products, totalProducts) => set({ products, totalProducts }),
  resetFilter: () => set(defaultShopFilter),
}));
