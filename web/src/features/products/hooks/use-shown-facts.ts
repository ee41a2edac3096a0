import type { ProductFactFilter } from '@shop/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ShopFilterState, useShopFilterStore } from '@/stores/shop-filter';
import { parseFacts, sameFacts } from '../lib/shop-query';

/**
 * The facts the fact filters and chips show: the URL's, or the shop-filter store's while they differ
 * from it (a tick changes the store at once; the URL follows 10 ms later).
 *
 * The URL's answer is returned as long as the store agrees with it, and for the store's first state (what
 * a zustand subscription reads on the server and while hydrating). So when the parts hydrate, after the
 * store has taken the URL's filter, the answer is the same object before and after, and React does not
 * render every checkbox again as the page becomes interactive.
 */
export const useShownFacts = (): ProductFactFilter => {
  const [params] = useSearchParams();
  const applied = useMemo(() => parseFacts(params), [params]);
  const shown = useCallback(
    (state: ShopFilterState) =>
      state === useShopFilterStore.getInitialState() || sameFacts(state.facts, applied) ? applied : state.facts,
    [applied],
  );
  return useShopFilterStore(shown);
};
