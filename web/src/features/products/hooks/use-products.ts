import { useState } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { productsQuery } from '../api/product-list-queries';
import type { ShopQuery } from '../lib/shop-query';

/**
 * Loads the page of products the applied filter asks for. The filter options' counts of the last answer
 * stay while the next one loads.
 */
export const useProducts = (query: ShopQuery) => {
  const { key, load } = productsQuery(query);
  const { state, retry } = useApiQuery(key, load);
  const page = state.status === 'success' ? state.data : null;
  const [keptCounts, setKeptCounts] = useState(page?.facetCounts);
  if (page && page.facetCounts !== keptCounts) setKeptCounts(page.facetCounts);

  return {
    loading: state.status === 'loading',
    error: state.status === 'error' ? state.message : null,
    products: page?.products ?? [],
    filtered: page?.totals.filtered ?? 0,
    facetCounts: page ? page.facetCounts : keptCounts,
    didYouMean: page?.didYouMean,
    retry,
  };
};
