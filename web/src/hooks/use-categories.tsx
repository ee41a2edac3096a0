import type { Category } from '@shop/contract';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useAppStore } from '@/stores/app';

const PageCategories = createContext<Category[]>([]);

/** The categories a server-rendered page was rendered with (the stores show their first state then). */
export const PageCategoriesProvider = ({ categories, children }: { categories: Category[]; children: ReactNode }) => (
  <PageCategories.Provider value={categories}>{children}</PageCategories.Provider>
);

/** The shop's categories: the app store's once loaded, before that those the page came with. */
export const useCategories = (): Category[] => {
  const loaded = useAppStore((state) => state.categories);
  const fromPage = useContext(PageCategories);
  return loaded.length ? loaded : fromPage;
};
