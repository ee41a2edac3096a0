import type { Product } from '@shop/contract';
import { useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { useLoaderResult } from '@/lib/route-data';

type ProductState = { status: 'success'; product: Product } | { status: 'error'; message: string; code: number } | null;

/**
 * The product of the page (`id`), from its route's loader. Loaded again (`retry`, the route's data again,
 * e.g. after a review changed its figures), it keeps showing the product it had until the new answer is
 * here, instead of the page's skeleton.
 */
export const useProduct = (id: string, answer: LoaderResult<ApiResult<Product>>) => {
  const { state, retry } = useLoaderResult(answer);
  const [last, setLast] = useState<Product | null>(null);
  if (state.status === 'success' && state.data !== last) setLast(state.data);
  const kept = state.status === 'loading' && last?._id === id ? last : null;
  const productState: ProductState =
    state.status === 'success'
      ? { status: 'success', product: state.data }
      : kept
        ? { status: 'success', product: kept }
        : state.status === 'error'
          ? { status: 'error', message: state.message, code: state.code }
          : null;
  return { state: productState, retry };
};
