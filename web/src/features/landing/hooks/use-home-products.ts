import { useApiQuery } from '@/hooks/use-api-query';
import { homeProductsQuery } from '../api/home-queries';
import type { HomeProduct } from '../data/home-products';

/**
 * A block's curated products with their current title, price, category and picture, rendered on the
 * server; a product the API no longer has is left out. While loading or when the API cannot answer,
 * the curated copies show.
 */
export const useHomeProducts = (curated: readonly HomeProduct[]): readonly HomeProduct[] => {
  const { key, load } = homeProductsQuery(curated);
  const { state } = useApiQuery(key, load);
  if (state.status !== 'success') return curated;
  return curated.flatMap(({ id }) => {
    const product = state.data[id];
    return product ? [product] : [];
  });
};
