import { startTransition, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { answerFor, wantAnswer } from '@/lib/page-data';

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
  /** false: the server leaves it to the browser (below-the-fold content); its loading state renders. */
  serverRender?: boolean;
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
 * Runs `load` for `key` (a name for the request: the same key means the same answer) and again when the
 * key changes or `retry` is called; a request that is no longer wanted is aborted. An answer the server
 * rendered the page with is used as it is.
 */
export const useApiQuery = <R extends ApiResult<unknown>>(
  key: string,
  load: (signal: AbortSignal) => Promise<R>,
  { serverRender = true, enabled = true }: ApiQueryOptions = {},
) => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<R> | null>(() => {
    if (!serverRender) return null;
    const answer = answerFor(key) as R | undefined;
    if (answer) return { key, attempt: 0, result: answer };
    wantAnswer(key, load);
    return null;
  });
  const latestLoad = useRef(load);
  const rendered = useRef(settled);

  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  useEffect(() => {
    if (!enabled) return;
    const initial = rendered.current;
    rendered.current = null;
    if (initial?.key === key && initial.attempt === attempt) return;
    const controller = new AbortController();
    void latestLoad.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      // A transition: React draws the answer in small slices, so the page keeps answering input.
      startTransition(() => setSettled({ key, attempt, result }));
    });
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const current = settled?.key === key && settled.attempt === attempt ? settled.result : undefined;
  return { state: toState(current), retry: () => setAttempt((count) => count + 1) };
};
