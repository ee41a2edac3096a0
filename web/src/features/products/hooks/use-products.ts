import { useCallback, useEffect, useState } from 'react';
import { useShopFilterStore } from '@/stores/shop-filter';
import { getProducts } from '../api/get-products';
import type { ShopQuery } from '../lib/shop-query';

type Outcome = { key: string; status: 'success' } | { key: string; status: 'error'; message: string };

/** Loads the page of products the applied filter asks for into the shop-filter store. */
export const useProducts = (query: ShopQuery, queryKey: string) => {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const requestKey = `${queryKey}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    void getProducts(query, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success && result.body) {
        useShopFilterStore.getState().setProducts(result.body.products, result.body.totals);
        setOutcome({ key: requestKey, status: 'success' });
      } else setOutcome({ key: requestKey, status: 'error', message: result.message });
    });
    return () => controller.abort();
    // query is derived from queryKey, which requestKey contains.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = outcome?.key === requestKey ? outcome : null;

  return {
    loading: current === null,
    error: current?.status === 'error' ? current.message : null,
    retry,
  };
};
