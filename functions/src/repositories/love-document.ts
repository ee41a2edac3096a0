import type { Timestamp } from 'firebase-admin/firestore';

/**
 * A love's document (loves/{userId}~{productId}), as the API and the seed write it: in a module of its
 * own, which the seed imports without starting the function's Firebase app.
 */
export const toLoveDocument = (userId: string, productId: string, lovedAt: Timestamp) => ({
  userId,
  productId,
  lovedAt,
});
