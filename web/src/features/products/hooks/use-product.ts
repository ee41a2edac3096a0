import type { Product } from '@shop/contract';
import { useState } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { productQuery } from '../api/get-product';

type ProductState = { status: 'success'; product: Product } | { status: 'error'; message: string; code: number } | null;

/**
 * The product of the page. Loaded again (`retry`, e.g. after a review changed its figures), it keeps
 * showing the product it had until the new answer is here, instead of the page's skeleton.
 */
export const useProduct = (id: string) => {
  const { key, load } = productQuery(id);
  const { state, retry } = useApiQuery(key, load);
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
