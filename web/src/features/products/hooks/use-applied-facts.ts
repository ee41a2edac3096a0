import type { ProductFactFilter } from '@shop/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFacts } from '../lib/shop-query';

/**
 * The facts the URL filters by. The fact filters and chips show these rather than the shop-filter store:
 * the URL is right on the server and while hydrating, when a store still renders its first state.
 */
export const useAppliedFacts = (): ProductFactFilter => {
  const [params] = useSearchParams();
  return useMemo(() => parseFacts(params), [params]);
};
