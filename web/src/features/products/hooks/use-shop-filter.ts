import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_DELAY_MS } from '@shop/contract';
import { useCategories } from '@/hooks/use-categories';
import type { ShopFilter } from '@/stores/shop-filter';
import { defaultShopFilter, useShopFilterStore } from '@/stores/shop-filter';
import type { ShopFilterChange } from '../lib/shop-changes';
import { nextShopFilter, toShopSearchParams } from '../lib/shop-changes';
import type { ShopQuery } from '../lib/shop-query';
import { parseShopQuery } from '../lib/shop-query';

const currentFilter = (): ShopQuery => {
  const { page, q, limit, category, sort, order, facts } = useShopFilterStore.getState();
  return { page, q, limit, category, sort, order, facts };
};

/**
 * The URL query is the list's truth: a shared link or the back button restores it. The controls
 * change the shop-filter store at once, and the URL follows after the store's delay (2000 ms while
 * typing a search, 10 ms otherwise); a later change within that time replaces the pending one.
 */
export const useShopFilter = (onApply?: () => void) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useCategories();
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const applied = useMemo(() => parseShopQuery(searchParams, slugs), [searchParams, slugs]);
  const appliedKey = toShopSearchParams(applied).toString();

  const timer = useRef<number | undefined>(undefined);
  const committed = useRef<string | null>(null);
  const setParams = useRef(setSearchParams);
  const applyListener = useRef(onApply);
  useLayoutEffect(() => {
    setParams.current = setSearchParams;
    applyListener.current = onApply;
  }, [setSearchParams, onApply]);

  useLayoutEffect(() => {
    // A navigation that is not our own (back button, a link) drops a change still waiting.
    if (committed.current !== appliedKey) window.clearTimeout(timer.current);
    committed.current = null;
    useShopFilterStore.getState().setFilter({ ...applied, delay: FILTER_DELAY_MS });
    // applied is derived from appliedKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = useCallback((next: ShopFilter) => {
    useShopFilterStore.getState().setFilter(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const params = toShopSearchParams(next);
      committed.current = params.toString();
      setParams.current(params, { preventScrollReset: true });
      applyListener.current?.();
    }, next.delay);
  }, []);

  const change = useCallback(
    (filterChange: ShopFilterChange) => schedule(nextShopFilter(currentFilter(), filterChange)),
    [schedule],
  );

  const clear = useCallback(() => {
    const { delay: _delay, ...defaults } = defaultShopFilter;
    schedule({ ...nextShopFilter(currentFilter(), defaults), delay: FILTER_DELAY_MS });
  }, [schedule]);

  return { applied, appliedKey, change, clear };
};
