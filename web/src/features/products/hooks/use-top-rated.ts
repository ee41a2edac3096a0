import { useApiQuery } from '@/hooks/use-api-query';
import { topRatedQuery } from '../api/product-list-queries';

/** The shop's best rated products (Top rated), what a search that found nothing offers instead. */
export const useTopRated = () => {
  const { state } = useApiQuery(topRatedQuery.key, topRatedQuery.load);
  return state.status === 'success' ? state.data.products : [];
};
