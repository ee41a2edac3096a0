import type { Product } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { useLoaderResult } from '@/lib/route-data';

type ProductState = { status: 'success'; product: Product } | { status: 'error'; message: string; code: number } | null;

/**
 * The product of the page, from its route's loader. Loaded again (`retry`, the route's data again, e.g.
 * after a review changed its figures), it keeps showing the product it had until the new answer is here,
 * instead of the page's skeleton: useLoaderResult keeps a result while its own address loads again.
 */
export const useProduct = (answer: LoaderResult<ApiResult<Product>>) => {
  const { state, retry } = useLoaderResult(answer);
  const productState: ProductState =
    state.status === 'success'
      ? { status: 'success', product: state.data }
      : state.status === 'error'
        ? { status: 'error', message: state.message, code: state.code }
        : null;
  return { state: productState, retry };
};
