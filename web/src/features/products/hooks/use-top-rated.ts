import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getProducts } from '../api/get-products';
import type { ShopQuery } from '../lib/shop-query';
import { defaultShopQuery } from '../lib/shop-query';

/** How many of the best rated products a search that found nothing shows. */
export const TOP_RATED_COUNT = 4;

const TOP_RATED: ShopQuery = { ...defaultShopQuery, sort: 'rating', order: 'desc', limit: TOP_RATED_COUNT };

/** The shop's best rated products (Top rated), what a search that found nothing offers instead. */
export const useTopRated = () => {
  const load = useCallback((signal: AbortSignal) => getProducts(TOP_RATED, signal), []);
  const { state } = useApiQuery(`products?top-rated=${TOP_RATED_COUNT}`, load);
  return state.status === 'success' ? state.data.products : [];
};
