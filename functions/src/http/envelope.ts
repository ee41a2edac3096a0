import type { ApiEnvelope } from '@shop/contract';
import type { Response } from 'express';

export const send = <T>(res: Response, body: T, message = 'OK', status = 200): void => {
  const envelope: ApiEnvelope<T> = { success: true, message, body };
  res.status(status).json(envelope);
};

/**
 * A list answer: the page is the body and its counters sit beside it at the top level, e.g.
 * { success, message, body: Product[], totalProducts: { all, filtered } } (contract ProductListAnswer).
 */
export const sendList = <A extends ApiEnvelope<unknown>>(
  res: Response,
  parts: Omit<A, 'success' | 'message'>,
  message = 'OK',
): void => {
  res.status(200).json({ success: true, message, ...parts });
};

export const sendError = (res: Response, status: number, message: string, errors?: Record<string, string>): void => {
  const envelope: ApiEnvelope<never> = { success: false, message, ...(errors ? { errors } : {}) };
  res.status(status).json(envelope);
};

export const privateNoStore = (res: Response): void => {
  res.set('Cache-Control', 'private, no-store');
};

/**
 * Public answers (catalogue reads). The browser never reuses one without asking again (max-age=0), so
 * after a write the next read is fresh; Hosting's CDN may serve visitors a copy for `seconds`, keyed on
 * the Authorization header (Vary), and a signed-in caller's answer is never stored at all: an admin
 * who just saved reads the API, not the CDN.
 */
export const publicCache = (res: Response, seconds = 60): void => {
  res.set('Vary', 'Authorization');
  if (res.req.headers.authorization) privateNoStore(res);
  else res.set('Cache-Control', `public, max-age=0, s-maxage=${seconds}`);
};
