import { logger } from 'firebase-functions';

/** Errors serialize to {} in structured logs; log their stack (or text) instead. */
const errorText = (err: unknown): string => (err instanceof Error ? (err.stack ?? err.message) : String(err));

export const logs = {
  pageRenderFailed: (path: string, err: unknown) =>
    logger.error('Could not render a page on the server; sent the app shell', { path, err: errorText(err) }),
  pageLeftUnfinished: (path: string) =>
    logger.warn('Sent a server-rendered page with a part left for the browser to draw (React #419)', { path }),
  unexpectedError: (err: unknown, path: string) =>
    logger.error('Unexpected error answering a request', { path, err: errorText(err) }),
  tokenRejected: (reason: string) => logger.warn('Rejected an ID token', { reason }),
  accountLookupFailed: (uid: string, err: unknown) =>
    logger.error('Could not read an account to check its session', { uid, err: errorText(err) }),
  sessionsEnded: (uid: string, why: string, by: string) =>
    logger.info('Ended every session of an account', { uid, why, by }),
  accountRolledBack: (uid: string, err: unknown) =>
    logger.warn('Removed a half-made account after a failed sign-up step', { uid, err: errorText(err) }),
  accountRollbackFailed: (uid: string, err: unknown) =>
    logger.error('Could not remove a half-made account; remove it by hand', { uid, err: errorText(err) }),
  roleChanged: (uid: string, from: string, to: string, by: string) =>
    logger.info('Changed a user role and revoked their sessions', { uid, from, to, by }),
  accountDeleted: (uid: string, by: string) => logger.info('Deleted a user account', { uid, by }),
  rateLimited: (name: string, key: string) => logger.info('Refused a request over its rate limit', { name, key }),
  rateLimiterFailed: (name: string, err: unknown) =>
    logger.error('The rate limiter failed; letting the request through', { name, err: errorText(err) }),
  pageRead: (details: {
    collection: string;
    offset: number;
    limit: number;
    counted: number;
    scanned: number;
    read: number;
  }) => logger.debug('Read a list page', details),
  imageStored: (name: string, contentType: string, bytes: number, by: string) =>
    logger.info('Stored an uploaded image', { name, contentType, bytes, by }),
  categoryCopiesUpdated: (categoryId: string, products: number) =>
    logger.info('Updated the category copy held by its products', { categoryId, products }),
  reviewFiguresRecounted: (productId: string, reviews: number) =>
    logger.warn('Recounted review figures that could not be true', { productId, reviews }),
  reviewFiguresUnsettled: (productId: string, err: unknown) =>
    logger.warn('Left a product rating rank to the next review write', { productId, err: errorText(err) }),
  productReviewsDeleted: (productId: string, reviews: number) =>
    logger.info('Deleted a product with its reviews and their votes', { productId, reviews }),
  reviewProductCopyUnaligned: (reviewId: string, err: unknown) =>
    logger.warn('Left a new review’s product title to the next rename', { reviewId, err: errorText(err) }),
  productsFeedStopped: (err: unknown) =>
    logger.warn('The products feed of the search stopped; the next request loads the catalogue again', {
      err: errorText(err),
    }),
  productsLoaded: (products: number, ms: number) =>
    logger.info('Loaded the catalogue into the search', { products, ms }),
  productRenamedInReviews: (productId: string, reviews: number) =>
    logger.info('Copied a product’s new title and image to its reviews', { productId, reviews }),
  mailSent: (id: string, attempt: number) => logger.info('Sent a mail of the outbox', { id, attempt }),
  mailFailed: (id: string, attempt: number, err: unknown) =>
    logger.warn('Could not send a mail of the outbox', { id, attempt, err: errorText(err) }),
};
