import {
  ADMIN_REVIEWS_PAGE_SIZE,
  MY_REVIEWS_PAGE_SIZE,
  RATING_VALUES,
  REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  REVIEW_VISIBILITY_FILTERS,
  SKIN_TYPES,
  VARIANT_ID,
  reviewSchema,
  reviewVisibilitySchema,
  type AdminReview,
  type RatingValue,
  type Review,
  type ReviewListAnswer,
  type ReviewWithProduct,
  type SkinType,
} from '@shop/contract';
import { Router, type Request } from 'express';
import { requireAdmin, requireCaller } from '../http/auth';
import { privateNoStore, publicCache, send, sendList } from '../http/envelope';
import { badRequest } from '../http/errors';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { queryChoice, queryText } from '../http/query';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import {
  editReview,
  listAdminReviews,
  listMyReviews,
  listProductReviews,
  readAdminReview,
  removeReview,
  reviewEligibility,
  setReviewVisibility,
  voteHelpful,
  writeReview,
} from '../services/reviews';
import { firestoreRateLimitStore } from '../services/rate-limits';

/** Writing reviews (new ones and edits): at most 10 an hour per customer. */
export const REVIEW_WRITES_PER_WINDOW = 10;
export const REVIEW_WRITE_WINDOW_MS = 60 * 60 * 1000;
/** Helpful votes: at most 60 per 10 minutes per customer. */
export const REVIEW_VOTES_PER_WINDOW = 60;
export const REVIEW_VOTE_WINDOW_MS = 10 * 60 * 1000;

// Signed-in callers are counted by their uid (rate-limit.ts clientIdentity), visitors are refused anyway.
const reviewWrites = rateLimit({
  name: 'review-write',
  limit: REVIEW_WRITES_PER_WINDOW,
  windowMs: REVIEW_WRITE_WINDOW_MS,
  store: firestoreRateLimitStore,
});
const reviewVotes = rateLimit({
  name: 'review-vote',
  limit: REVIEW_VOTES_PER_WINDOW,
  windowMs: REVIEW_VOTE_WINDOW_MS,
  store: firestoreRateLimitStore,
});

/** ?rating=1..5: the histogram's row (undefined when absent). */
const queryRating = (query: Request['query']): RatingValue | undefined => {
  const value = queryText(query, 'rating', 2);
  if (value === undefined) return undefined;
  const rating = RATING_VALUES.find((n) => String(n) === value);
  if (!rating) throw badRequest(`rating must be one of ${RATING_VALUES.join(', ')}`);
  return rating;
};

const querySkin = (query: Request['query']): SkinType | undefined => {
  const value = queryText(query, 'skin', 40);
  if (value === undefined) return undefined;
  const skin = SKIN_TYPES.find((id) => id === value);
  if (!skin) throw badRequest(`skin must be one of ${SKIN_TYPES.join(', ')}`);
  return skin;
};

/** ?variant=<variantId>: only the reviews of that shade's or size's buyers (undefined when absent). */
const queryVariant = (query: Request['query']): string | undefined => {
  const value = queryText(query, 'variant', 40);
  if (value === undefined) return undefined;
  if (!VARIANT_ID.test(value)) throw badRequest('variant is not a valid variant id');
  return value;
};

const productIdOf = (req: Request<{ productId?: string }>): string => docId(req.params.productId, 'product id');

/** Mounted at /api/products/{productId}. */
export const productReviewsRouter = Router({ mergeParams: true });

/**
 * GET /api/products/{id}/reviews?page&limit&skin&sort&rating&variant (public): the visible reviews, 5 a
 * page; sort newest (default) | helpful | highest | lowest; skin one skin type; rating one star row;
 * variant the reviews of one shade's or size's buyers.
 * Answer: { success, message, body: Review[], totalReviews } (the filtered list's size). A signed-in
 * caller also gets votedHelpful and mine on each review. 404 for an unknown product.
 */
productReviewsRouter.get('/reviews', async (req: Request<{ productId?: string }>, res) => {
  const productId = productIdOf(req);
  const paging = readPaging(req.query, REVIEWS_PAGE_SIZE);
  const filter = {
    sort: queryChoice(req.query, 'sort', REVIEW_SORTS),
    skin: querySkin(req.query),
    stars: queryRating(req.query),
    variant: queryVariant(req.query),
  };
  const { reviews, total } = await listProductReviews(productId, filter, paging, req.caller);
  publicCache(res);
  sendList<ReviewListAnswer>(res, { body: reviews, totalReviews: total });
});

/** GET /api/products/{id}/review-eligibility (signed in): { canReview, review }. */
productReviewsRouter.get('/review-eligibility', async (req: Request<{ productId?: string }>, res) => {
  const caller = requireCaller(req);
  const answer = await reviewEligibility(productIdOf(req), caller);
  privateNoStore(res);
  send(res, answer);
});

/**
 * POST /api/products/{id}/reviews (a customer whose order contains it) { rating, title, text, skinType,
 * recommend }: 201 with the review; 403 for anyone who has not bought it, 409 for a second review.
 */
productReviewsRouter.post('/reviews', reviewWrites, async (req: Request<{ productId?: string }>, res) => {
  const caller = requireCaller(req);
  const productId = productIdOf(req);
  const input = await validate(reviewSchema, req.body);
  send<Review>(res, await writeReview(productId, caller, input), REVIEW_MESSAGES.created, 201);
});

/** Mounted at /api/reviews. */
export const reviewsRouter = Router();

const visibilityOf = (query: Request['query']): boolean | undefined => {
  const value = queryText(query, 'hidden', 10);
  if (value === undefined) return undefined;
  if (!(REVIEW_VISIBILITY_FILTERS as readonly string[]).includes(value))
    throw badRequest(`hidden must be one of ${REVIEW_VISIBILITY_FILTERS.join(', ')}`);
  return value === 'true';
};

/**
 * GET /api/reviews?page&limit&q&hidden&rating (admins): every review, newest first, 10 a page; q the
 * start of a product title word or a username, hidden true|false, rating 1..5.
 * Answer: { success, message, body: AdminReview[], totalReviews }.
 */
reviewsRouter.get('/', async (req, res) => {
  requireAdmin(req);
  const paging = readPaging(req.query, ADMIN_REVIEWS_PAGE_SIZE);
  const filter = { q: queryText(req.query, 'q', 100), hidden: visibilityOf(req.query), rating: queryRating(req.query) };
  const { reviews, total } = await listAdminReviews(filter, paging);
  privateNoStore(res);
  sendList<ReviewListAnswer<AdminReview>>(res, { body: reviews, totalReviews: total });
});

/** GET /api/reviews/mine?page&limit (signed in): the caller's reviews, newest first, hidden ones with their reason. */
reviewsRouter.get('/mine', async (req, res) => {
  const caller = requireCaller(req);
  const { reviews, total } = await listMyReviews(caller, readPaging(req.query, MY_REVIEWS_PAGE_SIZE));
  privateNoStore(res);
  sendList<ReviewListAnswer<ReviewWithProduct>>(res, { body: reviews, totalReviews: total });
});

/** GET /api/reviews/{id} (admins): one review with its product, author and visibility; 404 when there is none. */
reviewsRouter.get('/:id', async (req, res) => {
  requireAdmin(req);
  const review = await readAdminReview(docId(req.params.id, 'review id'));
  privateNoStore(res);
  send<AdminReview>(res, review);
});

/** PUT /api/reviews/{id} (its author): the same body as a new review. */
reviewsRouter.put('/:id', reviewWrites, async (req, res) => {
  const caller = requireCaller(req);
  const id = docId(req.params.id, 'review id');
  const input = await validate(reviewSchema, req.body);
  send<Review>(res, await editReview(id, caller, input), REVIEW_MESSAGES.updated);
});

/** DELETE /api/reviews/{id} (its author or an admin). */
reviewsRouter.delete('/:id', async (req, res) => {
  const caller = requireCaller(req);
  await removeReview(docId(req.params.id, 'review id'), caller);
  send(res, null, REVIEW_MESSAGES.deleted);
});

/** PUT /api/reviews/{id}/helpful (signed in, not its author): toggles the caller's vote. */
reviewsRouter.put('/:id/helpful', reviewVotes, async (req, res) => {
  const caller = requireCaller(req);
  send(res, await voteHelpful(docId(req.params.id, 'review id'), caller));
});

/** PUT /api/reviews/{id}/visibility (admins) { hidden, reason }: hide with a reason, or show again. */
reviewsRouter.put('/:id/visibility', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'review id');
  const input = await validate(reviewVisibilitySchema, req.body);
  const review = await setReviewVisibility(id, input);
  send<AdminReview>(res, review, input.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown);
});
