import type { ApiEnvelope } from '@shop/contract';
import { testEnv } from './env';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  json: ApiEnvelope<T>;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the shop's API through Hosting, as the browser does. */
export const call = async <T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(testEnv.shopUrl + path, { method, headers, body });
  const text = await res.text();
  let json: ApiEnvelope<T>;
  try {
    json = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, json };
};

/**
 * Headers that make a call come from a client address of its own, so one test's rate-limit windows never
 * touch another's. The emulators add no Hosting hop, so the last X-Forwarded-For entry stands for the
 * address Hosting would append.
 */
export const fromAddress = (ip: string): Record<string, string> => ({ 'x-forwarded-for': ip });
