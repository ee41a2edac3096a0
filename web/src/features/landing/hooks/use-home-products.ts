import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { useLoaderResult } from '@/lib/route-data';
import type { HomeProductAnswers } from '../api/get-home-products';
import type { HomeProduct } from '../data/home-products';

/**
 * A block's curated products with their current title, price, category and picture (the loader's
 * answer, rendered on the server); a product the API no longer has is left out. While loading or when
 * the API cannot answer, the curated copies show.
 */
export const useHomeProducts = (
  curated: readonly HomeProduct[],
  answer: LoaderResult<ApiResult<HomeProductAnswers>>,
): readonly HomeProduct[] => {
  const { state } = useLoaderResult(answer);
  if (state.status !== 'success') return curated;
  return curated.flatMap(({ id }) => {
    const product = state.data[id];
    return product ? [product] : [];
  });
};
