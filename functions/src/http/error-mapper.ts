import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { logs } from '../logs';
import { sendError } from './envelope';
import { HttpError, RetryLater } from './errors';

/** The one place errors become HTTP answers: known errors keep their status, anything else is a 500. */
export const errorMapper: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof RetryLater) res.set('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof HttpError) return sendError(res, err.status, err.message, err.errors);
  if (err instanceof ValidationError) {
    const errors = Object.fromEntries(err.inner.map((e) => [e.path ?? '', e.message]));
    return sendError(res, 422, err.errors[0] ?? 'Invalid input', errors);
  }
  if (isBodyParserError(err))
    return sendError(
      res,
      err.status,
      err.status === 413 ? 'The request is too large' : 'The request body is not valid JSON',
    );
  logs.unexpectedError(err, req.path);
  sendError(res, 500, 'Server Error');
};

export const notFoundHandler: RequestHandler = (_req, res) => sendError(res, 404, 'Not found');

const isBodyParserError = (err: unknown): err is { status: number; type: string } =>
  typeof err === 'object' && err !== null && 'type' in err && 'status' in err && typeof err.status === 'number';
