import type { ApiResult } from '@/lib/api-client';
import type { LoaderAnswer } from '@/lib/route-data';
import { useLoaderAnswer } from '@/lib/route-data';
import type { HomeProductAnswers } from '../api/get-home-products';
import type { HomeProduct } from '../data/home-products';

/**
 * A block's curated products with their current title, price, category and picture (the loader's
 * answer, rendered on the server); a product the API no longer has is left out. While loading or when
 * the API cannot answer, the curated copies show.
 */
export const useHomeProducts = (
  curated: readonly HomeProduct[],
  answer: LoaderAnswer<ApiResult<HomeProductAnswers>>,
): readonly HomeProduct[] => {
  const { state } = useLoaderAnswer(answer);
  if (state.status !== 'success') return curated;
  return curated.flatMap(({ id }) => {
    const product = state.data[id];
    return product ? [product] : [];
  });
};
