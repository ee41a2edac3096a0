import type { Category } from '@shop/contract';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useAppStore } from '@/stores/app';

const PageCategories = createContext<Category[]>([]);

/** The categories a server-rendered page was rendered with (the stores show their first state then). */
export const PageCategoriesProvider = ({ categories, children }: { categories: Category[]; children: ReactNode }) => (
  <PageCategories.Provider value={categories}>{children}</PageCategories.Provider>
);

/** The categories the page came with from the server: none on a screen the browser drew alone. */
export const usePageCategories = (): Category[] => useContext(PageCategories);

/** Whether two lists hold the same categories, field for field (a handful, read as the startup answers). */
const sameCategories = (a: Category[], b: Category[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The shop's categories: the app store's once loaded, before that those the page came with. While the
 * store holds the same categories as the page (it takes them as the page becomes interactive, then again
 * from the startup's answer), the answer is the page's very list: a component using it (a whole page,
 * for the products page) is not rendered again for a list that did not change.
 */
export const useCategories = (): Category[] => {
  const fromPage = usePageCategories();
  return useAppStore((state) =>
    !state.categories.length || sameCategories(state.categories, fromPage) ? fromPage : state.categories,
  );
};
