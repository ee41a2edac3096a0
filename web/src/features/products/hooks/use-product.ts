import type { Product } from '@shop/contract';
import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getProduct } from '../api/get-product';

type ProductState = { status: 'success'; product: Product } | { status: 'error'; message: string; code: number } | null;

export const useProduct = (id: string) => {
  const load = useCallback((signal: AbortSignal) => getProduct(id, signal), [id]);
  const { state, retry } = useApiQuery(`product/${id}`, load);
  const productState: ProductState =
    state.status === 'success'
      ? { status: 'success', product: state.data }
      : state.status === 'error'
        ? { status: 'error', message: state.message, code: state.code }
        : null;
  return { state: productState, retry };
};
