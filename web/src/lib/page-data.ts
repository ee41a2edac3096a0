import type { Category } from '@shop/contract';
import { PAGE_STATE_ID } from '@shop/contract';
import type { ApiResult } from './api-client';
import { jsonForScript } from './json-for-script';

/**
 * Answers fetched by the server while it rendered the page (server-side rendering), so the browser's
 * first render shows the same content and hydrates without fetching it again.
 *
 * On the server one render pass asks for answers (`wantAnswer`), the renderer fetches them, and the
 * next pass reads them (`answerFor`). In the browser the answers come from the page and are read
 * until hydration ends. Renders are synchronous, so one module-level session is safe on the server.
 */
export type PageAnswers = Record<string, ApiResult<unknown>>;
export type AnswerLoad = (signal: AbortSignal) => Promise<ApiResult<unknown>>;

export interface PageDataSession {
  answers: PageAnswers;
  /** Only on the server: what the render asked for. */
  wanted?: Map<string, AnswerLoad>;
  /** Only on the server: the answers the last render read (the ones the page travels with). */
  read?: Set<string>;
}

let session: PageDataSession | null = null;

export const answerFor = (key: string): ApiResult<unknown> | undefined => {
  if (!session || !Object.hasOwn(session.answers, key)) return undefined;
  session.read?.add(key);
  return session.answers[key];
};

export const wantAnswer = (key: string, load: AnswerLoad): void => {
  session?.wanted?.set(key, load);
};

/** Server: runs one synchronous render pass inside a session. */
export const renderWithPageData = <T>(current: PageDataSession, render: () => T): T => {
  const previous = session;
  session = current;
  current.read = new Set();
  try {
    return render();
  } finally {
    session = previous;
  }
};

/** Browser: the page's answers serve the hydrating render; endHydration forgets them. */
export const beginHydration = (answers: PageAnswers): void => {
  session = { answers };
};

export const endHydration = (): void => {
  session = null;
};

/**
 * Browser: whether the page on screen is still the one the server drew (from hydration until the first
 * navigation). A plain read, not a subscription: a page component that subscribed to the hydration
 * state would render again, synchronously and with everything below it, as soon as it is interactive.
 */
export const isServerDrawnPage = (): boolean => session !== null;

/** What a server-rendered page hands to the browser so its first render matches the HTML. */
export interface ServerPageState {
  answers: PageAnswers;
  categories: Category[];
}

/** Server: the answers the last render read; one an earlier render asked for but no longer shows is left out. */
export const answersRead = (current: PageDataSession): PageAnswers =>
  Object.fromEntries(Object.entries(current.answers).filter(([key]) => current.read?.has(key) ?? true));

/** The page state as a <script type="application/json">'s text (no text in it can close the element). */
export const serializePageState = (state: ServerPageState): string => jsonForScript(state);

export const readPageState = (doc: Document): ServerPageState | null => {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageState;
  } catch {
    return null;
  }
};
