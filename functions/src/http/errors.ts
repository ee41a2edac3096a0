/** An error that becomes an HTTP answer with this status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const invalidInput = (message: string, errors: Record<string, string>) => new HttpError(422, message, errors);
export const unauthorized = (message = 'You must sign in first') => new HttpError(401, message);
export const forbidden = (message = 'You do not have authorization!') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A rule's refusal as an answer: 409 when it conflicts with what is stored, 422 when the request cannot be met. */
export const refusalError = ({ kind, message }: { kind: 'conflict' | 'invalid'; message: string }) =>
  new HttpError(kind === 'conflict' ? 409 : 422, message);

/** A refusal the client may retry as is after Retry-After seconds (a burst, a busy document). */
export class RetryLater extends HttpError {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
  }
}
