import type { Category } from '@shop/contract';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useAppStore } from '@/stores/app';

const PageCategories = createContext<Category[]>([]);

/** The categories a server-rendered page was rendered with (the stores show their first state then). */
export const PageCategoriesProvider = ({ categories, children }: { categories: Category[]; children: ReactNode }) => (
  <PageCategories.Provider value={categories}>{children}</PageCategories.Provider>
);

/**
 * The shop's categories: the app store's once loaded, before that those the page came with. Selected as
 * one value: when the store takes the very list the page came with, as the page becomes interactive,
 * the answer stays the same and the component (a whole page, for the products page) is not rendered again.
 */
export const useCategories = (): Category[] => {
  const fromPage = useContext(PageCategories);
  return useAppStore((state) => (state.categories.length ? state.categories : fromPage));
};
