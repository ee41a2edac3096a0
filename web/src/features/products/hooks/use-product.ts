import type { Product } from '@shop/contract';
import { useCallback, useEffect, useState } from 'react';
import { getProduct } from '../api/get-product';

type Outcome =
  | { key: string; status: 'success'; product: Product }
  | { key: string; status: 'error'; message: string; code: number };

export const useProduct = (id: string) => {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const requestKey = `${id}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    void getProduct(id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success && result.body) setOutcome({ key: requestKey, status: 'success', product: result.body });
      else setOutcome({ key: requestKey, status: 'error', message: result.message, code: result.status });
    });
    return () => controller.abort();
    // id is part of requestKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: outcome?.key === requestKey ? outcome : null, retry };
};
