import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCategories } from '@/hooks/use-categories';
import { useShopFilterStore } from '@/stores/shop-filter';
import { parseShopQuery } from '../lib/shop-query';

/**
 * The search, category, sort and page size the filters show: the shop-filter store's, which a change
 * moves at once (the URL follows), and the URL's while the store is in its first state (on the server
 * and while hydrating, where a zustand subscription reads that state). So the server's HTML shows the
 * URL's filter, and the store taking it as the page becomes interactive changes no answer: the filters
 * are not rendered again.
 */
export const useShownFilter = () => {
  const [params] = useSearchParams();
  const categories = useCategories();
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const applied = useMemo(() => parseShopQuery(params, slugs), [params, slugs]);
  const first = useShopFilterStore.getInitialState();
  const q = useShopFilterStore((state) => (state === first ? applied.q : state.q));
  const category = useShopFilterStore((state) => (state === first ? applied.category : state.category));
  const sort = useShopFilterStore((state) => (state === first ? applied.sort : state.sort));
  const order = useShopFilterStore((state) => (state === first ? applied.order : state.order));
  const limit = useShopFilterStore((state) => (state === first ? applied.limit : state.limit));
  return { q, category, sort, order, limit, categories };
};
