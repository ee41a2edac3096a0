import type { Category } from '@shop/contract';
import { useMatches } from 'react-router-dom';
import type { ApiResult } from './api-client';

/** One API request a page shows: `key` names it (the same key, the same answer), `load` makes it. */
export interface PageQuery<R extends ApiResult<unknown> = ApiResult<unknown>> {
  key: string;
  load: (signal: AbortSignal) => Promise<R>;
}

/** An answer a route's loader hands the page: on the server awaited, in the browser still on its way. */
export type PageAnswer = ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** What a route's loader returns: the page's answers by query key. */
export interface PageAnswers {
  answers: Record<string, PageAnswer>;
}

/**
 * A route loader's body: starts the page's queries. The server awaits them, so the HTML shows their
 * answers and the router hands them to the browser with the page; a navigation in the browser returns
 * them still on their way, so the page shows its loading state (skeletons) instead of waiting.
 */
export const loadPageAnswers = async (queries: PageQuery[], signal: AbortSignal): Promise<PageAnswers> => {
  const started = queries.map(({ key, load }) => [key, load(signal)] as const);
  if (!import.meta.env.SSR) return { answers: Object.fromEntries(started) };
  const answers = await Promise.all(started.map(([, answer]) => answer));
  return { answers: Object.fromEntries(started.map(([key], index) => [key, answers[index] as ApiResult<unknown>])) };
};

/** The answer the matched routes' loaders have for `key`, if any of them asked for it. */
export const usePageAnswer = (key: string): PageAnswer | undefined => {
  for (const { data } of useMatches()) {
    const answers = (data as Partial<PageAnswers> | undefined)?.answers;
    if (answers && Object.hasOwn(answers, key)) return answers[key];
  }
  return undefined;
};

export const isSettled = (answer: PageAnswer): answer is ApiResult<unknown> => !(answer instanceof Promise);

/** What the server renderer gives every loader: the shop's categories, asked for once per page. */
export interface ServerLoadContext {
  categories: Promise<Category[]>;
}
