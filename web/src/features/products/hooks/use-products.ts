import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useLoaderResult } from '@/lib/route-data';
import type { productsLoader } from '../routes/products-loader';

/**
 * The page of products the URL's filter asks for (the route's loader asks for it). The filter options'
 * counts of the last answer stay while the next one loads.
 */
export const useProducts = () => {
  const { state, retry } = useLoaderResult(useLoaderData<typeof productsLoader>().list);
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
