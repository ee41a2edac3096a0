import { createHash } from 'node:crypto';

/**
 * The id of the next cart a customer opens: derived from their uid and the id of the last cart opened for
 * them (cartLocks/{uid}; none before the first), so GET /misc/initialize can name it before it exists and
 * the add or PUT that first uses it creates exactly that cart. 20 characters of a SHA-256, as long as
 * Firestore's own ids; each new cart moves the lock on, so the next id is new too.
 */
export const nextCartId = (uid: string, lastCartId: string | undefined): string =>
  createHash('sha256')
    .update(`${uid}/${lastCartId ?? ''}`)
    .digest('base64url')
    .slice(0, 20);
