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

/** Public, CDN-cacheable answers (Hosting caches function responses by Cache-Control). */
export const publicCache = (res: Response, seconds = 60): void => {
  res.set('Cache-Control', `public, max-age=${Math.min(seconds, 30)}, s-maxage=${seconds}`);
};

export const privateNoStore = (res: Response): void => {
  res.set('Cache-Control', 'private, no-store');
};
