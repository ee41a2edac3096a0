import { startTransition, useEffect, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { useAppStore } from '@/stores/app';
import type { ApiResult } from './api-client';

/**
 * One request a route's loader makes for its page: awaited on the server, so the HTML shows it and the
 * router hands it to the browser with the page; still on its way after a navigation in the browser, so
 * the page shows its loading state (skeletons) at once instead of waiting on the old page.
 */
export type LoaderResult<R extends ApiResult<unknown>> = R | Promise<R>;

type LoaderResults<T extends Record<string, Promise<ApiResult<unknown>>>> = {
  [K in keyof T]: LoaderResult<Awaited<T[K]>>;
};

/** A loader's body: its page's requests by name, awaited on the server only (see LoaderResult). */
export const loaderResults = async <T extends Record<string, Promise<ApiResult<unknown>>>>(
  requests: T,
): Promise<LoaderResults<T>> => {
  if (!import.meta.env.SSR) return requests as LoaderResults<T>;
  const names = Object.keys(requests);
  const settled = await Promise.all(Object.values(requests));
  return Object.fromEntries(names.map((name, index) => [name, settled[index]])) as LoaderResults<T>;
};

export const isSettled = <R extends ApiResult<unknown>>(answer: LoaderResult<R>): answer is R =>
  !(answer instanceof Promise);

type Body<R extends ApiResult<unknown>> = NonNullable<R['body']>;

export type ResultState<R extends ApiResult<unknown>> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: number }
  | { status: 'success'; data: Body<R>; result: R };

export const resultState = <R extends ApiResult<unknown>>(result: R | undefined): ResultState<R> => {
  if (!result) return { status: 'loading' };
  if (!result.success || result.body === undefined || result.body === null)
    return { status: 'error', message: result.message, code: result.status };
  return { status: 'success', data: result.body as Body<R>, result };
};

/**
 * What a page shows for one of its loader's results (from `useLoaderData`): loading until it arrives,
 * then its body or its error. `retry` runs the route's loaders again (the router's revalidation).
 * While the same address loads again (a retry after a success, a revalidation after a write elsewhere,
 * the menu link of the screen one is on), the result shown stays until the new one arrives: the screen
 * and what its user is doing in it (a form's message, its fields) stay in place. Another address (a
 * filter, a page, another record) shows its loading state at once.
 */
export const useLoaderResult = <R extends ApiResult<unknown>>(answer: LoaderResult<R>) => {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const [arrived, setArrived] = useState<{ answer: Promise<R>; result: R } | null>(null);
  // The result the screen showed before `answer` replaced its previous one, kept for the same address.
  const [previous, setPrevious] = useState<{ answer: LoaderResult<R>; address: string; kept?: R }>({
    answer,
    address,
  });
  const own = (of: LoaderResult<R>): R | undefined =>
    isSettled(of) ? of : arrived?.answer === of ? arrived.result : undefined;
  if (previous.answer !== answer) {
    const shown = own(previous.answer) ?? previous.kept;
    setPrevious({ answer, address, kept: previous.address === address && shown?.success ? shown : undefined });
  }

  useEffect(() => {
    if (isSettled(answer)) return;
    let wanted = true;
    void answer.then((result) => {
      // A transition: React draws the answer in small slices, so the page keeps answering input.
      if (wanted) startTransition(() => setArrived({ answer, result }));
    });
    return () => {
      wanted = false;
    };
  }, [answer]);

  const result = own(answer) ?? (previous.answer === answer ? previous.kept : undefined);
  return { state: resultState(result), retry: () => void revalidator.revalidate() };
};

/**
 * Resolves once the shop has started (the session is known): loaders of the screens that need the
 * signed-in customer or admin wait for it before asking the API.
 */
export const afterStartup = (): Promise<void> =>
  new Promise((resolve) => {
    if (useAppStore.getState().initialized) return resolve();
    const stop = useAppStore.subscribe(({ initialized }) => {
      if (!initialized) return;
      stop();
      resolve();
    });
  });
