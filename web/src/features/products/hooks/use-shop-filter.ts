import { FILTER_DELAY_MS } from '@shop/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCategories } from '@/hooks/use-categories';
import type { ShopFilterChange } from '../lib/shop-changes';
import { nextShopFilter, toShopSearchParams } from '../lib/shop-changes';
import type { ShopQuery } from '../lib/shop-query';
import { defaultShopQuery, parseShopQuery } from '../lib/shop-query';

/**
 * The URL query is the list's one truth: a shared link or the back button restores it. A change shows in
 * the filters at once (`shown`) and reaches the URL after its delay (2000 ms while typing a search, 10 ms
 * otherwise); a later change within that time replaces the waiting one, and any navigation drops it.
 */
export const useShopFilter = (onApply?: () => void) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useCategories();
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const applied = useMemo(() => parseShopQuery(searchParams, slugs), [searchParams, slugs]);
  const appliedKey = toShopSearchParams(applied).toString();

  // The change waiting for its delay, for this URL query only (a navigation forgets it as it renders).
  const [waiting, setWaiting] = useState<{ on: string; query: ShopQuery } | null>(null);
  if (waiting && waiting.on !== appliedKey) setWaiting(null);
  const shown = waiting?.on === appliedKey ? waiting.query : applied;

  const timer = useRef<number | undefined>(undefined);
  const committed = useRef<string | null>(null);
  // What the callbacks build on: several changes in one turn (early input) each see the one before.
  const latest = useRef({ applied, appliedKey, waiting: null as ShopQuery | null });
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
    latest.current = { applied, appliedKey, waiting: null };
    // applied is derived from appliedKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = useCallback((change: ShopFilterChange, delay?: number) => {
    const { applied: current, appliedKey: on, waiting: before } = latest.current;
    const { delay: changeDelay, ...query } = nextShopFilter(before ?? current, change);
    latest.current = { applied: current, appliedKey: on, waiting: query };
    setWaiting({ on, query });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const params = toShopSearchParams(query);
      committed.current = params.toString();
      setParams.current(params, { preventScrollReset: true });
      applyListener.current?.();
    }, delay ?? changeDelay);
  }, []);

  const change = useCallback((filterChange: ShopFilterChange) => schedule(filterChange), [schedule]);

  const clear = useCallback(() => schedule(defaultShopQuery, FILTER_DELAY_MS), [schedule]);

  return { applied, shown, change, clear };
};
