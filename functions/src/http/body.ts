import type { Request, RequestHandler } from 'express';
import { badRequest, HttpError } from './errors';

/** The largest JSON body the API reads (uploads have their own, larger limit). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export const NOT_JSON = 'Send the request body as application/json';
export const TOO_LARGE = 'The request is too large';
export const FORBIDDEN_KEY = 'The request body is not valid';

/** Keys that reach an object's prototype when copied or merged; no field of ours has these names. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The bytes the runtime read (req.rawBody), or else what the headers announce. */
const rawBodyOf = (req: Request): Buffer | undefined => {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
};

const bodyLength = (req: Request): number => rawBodyOf(req)?.length ?? Number(req.get('content-length') ?? 0);

// A proxy may stream an empty body in chunks: when the runtime has read it, its length decides.
const hasBody = (req: Request): boolean =>
  rawBodyOf(req) ? bodyLength(req) > 0 : bodyLength(req) > 0 || req.get('transfer-encoding') !== undefined;

const hasPrototypeKey = (value: unknown, depth = 0): boolean => {
  if (typeof value !== 'object' || value === null || depth > 20) return false;
  return Object.keys(value).some(
    (key) => PROTOTYPE_KEYS.has(key) || hasPrototypeKey((value as Record<string, unknown>)[key], depth + 1),
  );
};

/**
 * Guards the bodies of JSON routes. Cloud Functions (and its emulator) have already read and parsed
 * any body by now, whatever its type and up to 32 MB, so this refuses what the API must not act on:
 * a body that is not application/json (415), one over JSON_BODY_LIMIT_BYTES (413) and one holding
 * prototype keys (400). Requests without a body pass.
 */
export const jsonBodyGuard: RequestHandler = (req, _res, next) => {
  if (!hasBody(req)) return next();
  if (!req.is('application/json')) return next(new HttpError(415, NOT_JSON));
  if (bodyLength(req) > JSON_BODY_LIMIT_BYTES) return next(new HttpError(413, TOO_LARGE));
  if (hasPrototypeKey(req.body)) return next(badRequest(FORBIDDEN_KEY));
  next();
};
