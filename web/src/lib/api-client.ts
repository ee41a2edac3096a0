import { RETRY_AFTER_REPEATS, type ApiEnvelope } from '@shop/contract';

/** The API's envelope plus the HTTP status (0 when the request never got an answer). */
export interface ApiResult<T> extends ApiEnvelope<T> {
  status: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded unless it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

interface ApiClientDeps {
  getIdToken: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
  /** Waits before a retry (replaced in tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const MAX_RETRY_WAIT_MS = 5000;

/**
 * The wait a "try again" answer asks for: a busy cart or a short outage (409 or 503 with Retry-After,
 * which the server sends only when nothing was changed), or null when the answer is final.
 */
export const retryDelayMs = (response: Response): number | null => {
  if (response.status !== 409 && response.status !== 503) return null;
  const header = response.headers.get('Retry-After');
  if (header === null) return null;
  const seconds = Number(header);
  const base = Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1000;
  // A little jitter, so the tabs of one burst do not all come back in the same instant.
  return base + Math.floor(Math.random() * 250);
};

const abortableSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const withQuery = (path: string, query: ApiRequest['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiEnvelope).success === 'boolean' &&
  typeof (value as ApiEnvelope).message === 'string';

const failureMessage = (status: number, statusText: string, text: string): string =>
  text.trim() || statusText || `The server answered with status ${status}`;

const parseAnswer = async <T>(response: Response): Promise<ApiResult<T>> => {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (isEnvelope(parsed)) {
    return { ...(parsed as ApiEnvelope<T>), success: parsed.success && response.ok, status: response.status };
  }
  if (!response.ok) {
    return {
      success: false,
      message: failureMessage(response.status, response.statusText, text),
      status: response.status,
    };
  }
  return { success: false, message: 'The server sent an answer the shop cannot read', status: response.status };
};

const networkMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Network Error';

let apiOrigin = '';

/** The server renderer reaches the API at its own address; the browser uses the page's origin. */
export const setApiOrigin = (origin: string): void => {
  apiOrigin = origin;
};

/** Firebase Auth's codes for a token that can no longer be refreshed: the account was revoked or removed. */
const ENDED_SESSION_CODES = ['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token'];

const isEndedSession = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ENDED_SESSION_CODES.includes(String((error as { code?: unknown }).code));

let sessionRejected: (() => void) | undefined;

/**
 * Hears, once per refused call, that the API no longer accepts the signed-in person's token (their role
 * was taken away or their account deleted, so their tokens were revoked). Returns the unsubscribe.
 */
export const onSessionRejected = (listener: () => void): (() => void) => {
  sessionRejected = listener;
  return () => {
    if (sessionRejected === listener) sessionRejected = undefined;
  };
};

/** The one way the web app talks to the API: same origin, Bearer token when signed in, never throws. */
export const createApiClient = ({ getIdToken, fetchImpl, sleep = abortableSleep }: ApiClientDeps) => {
  const request = async <T>(path: string, { method = 'GET', body, query, signal }: ApiRequest = {}) => {
    try {
      const headers = new Headers({ Accept: 'application/json' });
      const token = await getIdToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      const send = fetchImpl ?? globalThis.fetch;
      const url = apiOrigin + withQuery(path, query);
      let response = await send(url, { method, headers, body: payload, signal });
      for (let retry = 1; retry <= RETRY_AFTER_REPEATS; retry++) {
        const delay = retryDelayMs(response);
        if (delay === null) break;
        await sleep(delay, signal);
        response = await send(url, { method, headers, body: payload, signal });
      }
      const result = await parseAnswer<T>(response);
      if (token && result.status === 401) sessionRejected?.();
      return result;
    } catch (error) {
      if (isEndedSession(error)) {
        sessionRejected?.();
        return { success: false, message: networkMessage(error), status: 401 } satisfies ApiResult<T>;
      }
      return { success: false, message: networkMessage(error), status: 0 } satisfies ApiResult<T>;
    }
  };

  return {
    request,
    get: <T>(path: string, options?: Omit<ApiRequest, 'method' | 'body'>) => request<T>(path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<ApiRequest, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<ApiRequest, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Omit<ApiRequest, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

let idTokenSource: () => Promise<string | null> = () => Promise.resolve(null);

/** Where the shop's client reads the signed-in person's token (the app hands it the auth feature's). */
export const setIdTokenSource = (source: () => Promise<string | null>): void => {
  idTokenSource = source;
};

export const apiClient: ApiClient = createApiClient({ getIdToken: () => idTokenSource() });
