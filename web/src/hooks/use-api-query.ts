import { startTransition, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import type { PageQuery } from '@/lib/page-query';
import { resultState } from '@/lib/route-data';

interface Settled<R> {
  key: string;
  attempt: number;
  result: R;
}

export interface ApiQueryOptions {
  /** false: not asked for yet (content far below the fold waits until it nears the screen). */
  enabled?: boolean;
}

/**
 * A component's own request, not its route's page data (that comes from the route's loader): the answer
 * to the query `key` (made by `load`), asked again after `retry`. A request that is no longer wanted is
 * aborted. Only a new `key` asks again: `load` may be a new function each render.
 */
export const useApiQuery = <R extends ApiResult<unknown>>(
  key: string,
  load: PageQuery<R>['load'],
  { enabled = true }: ApiQueryOptions = {},
) => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<R> | null>(null);
  const latestLoad = useRef(load);

  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void latestLoad.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      // A transition: React draws the answer in small slices, so the page keeps answering input.
      startTransition(() => setSettled({ key, attempt, result }));
    });
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const current = settled?.key === key && settled.attempt === attempt ? settled.result : undefined;
  return { state: resultState(current), retry: () => setAttempt((count) => count + 1) };
};
