import { startTransition, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import type { PageQuery } from '@/lib/page-query';
import { isSettled, usePageAnswer } from '@/lib/page-query';

type Body<R extends ApiResult<unknown>> = NonNullable<R['body']>;

export type QueryState<R extends ApiResult<unknown>> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: number }
  | { status: 'success'; data: Body<R>; result: R };

interface Settled<R> {
  key: string;
  attempt: number;
  result: R;
}

export interface ApiQueryOptions {
  /** false: not asked for yet (content far below the fold waits until it nears the screen). */
  enabled?: boolean;
}

const toState = <R extends ApiResult<unknown>>(result: R | undefined): QueryState<R> => {
  if (!result) return { status: 'loading' };
  if (!result.success || result.body === undefined || result.body === null)
    return { status: 'error', message: result.message, code: result.status };
  return { status: 'success', data: result.body as Body<R>, result };
};

/**
 * The answer to the query `key` (made by `load`). The route's loader may have it (the server rendered the page with it, or a
 * navigation started it); otherwise, and again after `retry`, the query is made here. A request that
 * is no longer wanted is aborted. Only a new `key` asks again: `load` may be a new function each render.
 */
export const useApiQuery = <R extends ApiResult<unknown>>(
  key: string,
  load: PageQuery<R>['load'],
  { enabled = true }: ApiQueryOptions = {},
) => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<R> | null>(null);
  const loaded = usePageAnswer(key) as R | Promise<R> | undefined;
  const fromLoader = attempt === 0 ? loaded : undefined;
  const latestLoad = useRef(load);

  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  useEffect(() => {
    if (!enabled || (fromLoader && isSettled(fromLoader))) return;
    const controller = new AbortController();
    void (fromLoader ?? latestLoad.current(controller.signal)).then((result) => {
      if (controller.signal.aborted) return;
      // A transition: React draws the answer in small slices, so the page keeps answering input.
      startTransition(() => setSettled({ key, attempt, result }));
    });
    return () => controller.abort();
  }, [key, attempt, enabled, fromLoader]);

  const current =
    fromLoader && isSettled(fromLoader)
      ? fromLoader
      : settled?.key === key && settled.attempt === attempt
        ? settled.result
        : undefined;
  return { state: toState(current), retry: () => setAttempt((count) => count + 1) };
};
