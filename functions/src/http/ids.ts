import { badRequest } from './errors';

/** Firestore document ids that may appear in a path: no slashes, no dots-only names, bounded length. */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Any id Firestore takes (no slash, not `.` or `..`): a mail's id names its kind and subject (`kind~id`). */
export const anyDocId = (raw: unknown, name = 'id'): string => {
  if (typeof raw !== 'string' || !/^[^/]{1,500}$/.test(raw) || raw === '.' || raw === '..')
    throw badRequest(`The ${name} is not valid`);
  return raw;
};

export const docId = (raw: unknown, name = 'id'): string => {
  if (typeof raw !== 'string' || !DOC_ID.test(raw)) throw badRequest(`The ${name} is not valid`);
  return raw;
};
