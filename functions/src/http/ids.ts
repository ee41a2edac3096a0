import { badRequest } from './errors';

/** Firestore document ids that may appear in a path: no slashes, no dots-only names, bounded length. */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const docId = (raw: unknown, name = 'id'): string => {
  if (typeof raw !== 'string' || !DOC_ID.test(raw)) throw badRequest(`The ${name} is not valid`);
  return raw;
};
