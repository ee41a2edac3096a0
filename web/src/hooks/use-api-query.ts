import { useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';

type Body<R extends ApiResult<unknown>> = NonNullable<R['body']>;

export type QueryState<R extends ApiResult<unknown>> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: number }
  | { status: 'success'; data: Body<R>; result: R };

interface Settled<R> {
  load: (signal: AbortSignal) => Promise<R>;
  attempt: number;
  result: R;
}

const toState = <R extends ApiResult<unknown>>(result: R | undefined): QueryState<R> => {
  if (!result) return { status: 'loading' };
  if (!result.success || result.body === undefined || result.body === null)
    return { status: 'error', message: result.message, code: result.status };
  return { status: 'success', data: result.body as Body<R>, result };
};

/**
 * Runs `load` (keep it stable with useCallback) and again whenever it changes or `retry` is called;
 * a request that is no longer wanted is aborted.
 */
export const useApiQuery = <R extends ApiResult<unknown>>(load: (signal: AbortSignal) => Promise<R>) => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<R> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (!controller.signal.aborted) setSettled({ load, attempt, result });
    });
    return () => controller.abort();
  }, [load, attempt]);

  const current = settled?.load === load && settled.attempt === attempt ? settled.result : undefined;
  return { state: toState(current), retry: () => setAttempt((count) => count + 1) };
};
