import { logger } from 'firebase-functions';

export const logs = {
  unexpectedError: (err: unknown, path: string) => logger.error('Unexpected error answering a request', { path, err }),
  tokenRejected: (reason: string) => logger.warn('Rejected an ID token', { reason }),
};
