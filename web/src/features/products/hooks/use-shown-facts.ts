import type { ProductFactFilter } from '@shop/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShopFilterStore } from '@/stores/shop-filter';
import { parseFacts } from '../lib/shop-query';

const noChanges = () => () => undefined;
const isBrowser = () => true;
const isServerOrHydrating = () => false;

/**
 * The facts the fact filters and chips show: the URL's on the server and while hydrating (a zustand
 * store still renders its first state then), the shop-filter store's from then on, which a tick
 * changes at once (the URL follows 10 ms later).
 */
export const useShownFacts = (): ProductFactFilter => {
  const [params] = useSearchParams();
  const applied = useMemo(() => parseFacts(params), [params]);
  const pending = useShopFilterStore((state) => state.facts);
  const hydrated = useSyncExternalStore(noChanges, isBrowser, isServerOrHydrating);
  return hydrated ? pending : applied;
};
