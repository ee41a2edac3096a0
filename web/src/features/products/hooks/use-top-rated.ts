import { useLoaderData } from 'react-router-dom';
import { useApiQuery } from '@/hooks/use-api-query';
import { resultState, isSettled } from '@/lib/route-data';
import { topRatedQuery } from '../api/product-list-queries';
import type { productsLoader } from '../routes/products-loader';

/**
 * The shop's best rated products (Top rated), what a search that found nothing offers instead: on the
 * server the loader asks for them with the empty list; in the browser this asks for them itself.
 */
export const useTopRated = () => {
  const loaded = useLoaderData<typeof productsLoader>().topRated;
  const fromLoader = loaded && isSettled(loaded) ? resultState(loaded) : null;
  const { state: own } = useApiQuery(topRatedQuery.key, topRatedQuery.load, { enabled: !fromLoader });
  const state = fromLoader ?? own;
  return state.status === 'success' ? state.data.products : [];
};
