/**
 * Reviews as the routes ask for them: who may write one (a customer whose order, not cancelled,
 * contains the product), who may change one (its author; an admin may delete and hide), and the
 * answers each caller sees (a visitor: the public review; its author: with its visibility and reason;
 * a signed-in caller: whether they voted it helpful).
 */
import {
  REVIEW_MESSAGES,
  isAdminRole,
  type AdminReview,
  type Product,
  type Review,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewVisibilityInput,
  type ReviewWithProduct,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../http/auth';
import { forbidden, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { hasOrderedProduct } from '../repositories/orders';
import { PRODUCT_BUSY, PRODUCT_NOT_FOUND, readProductToDeleteInTx } from '../repositories/products';
import {
  authorListShape,
  publicListShape,
  type AdminReviewFilter,
  type PublicReviewFilter,
} from '../repositories/review-query';
import {
  changeReview,
  createReview,
  findReview,
  findReviewOf,
  pageAdminReviews,
  pageByKeyRange,
  productExists,
  readReviewedProduct,
  readReviewsOfProductInTx,
  renameProductInReviews,
  toggleHelpfulVote,
  votedByCaller,
} from '../repositories/reviews';
import { runContendedTransaction } from '../repositories/transactions';
import { findUser } from '../repositories/users';
import { logs } from '../logs';
import {
  editedReview,
  toAdminReview,
  toOwnReview,
  toReview,
  toReviewWithProduct,
  withVisibility,
} from '../repositories/review-changes';

export interface ReviewList<T extends Review> {
  reviews: T[];
  total: number;
}

/**
 * A product's public list: visible reviews only (hidden ones have no list keys). A signed-in caller
 * also learns which they voted helpful (one batched read of at most a page of vote documents) and
 * which is theirs.
 */
export const listProductReviews = async (
  productId: string,
  filter: PublicReviewFilter,
  paging: Paging,
  caller?: Caller,
): Promise<ReviewList<Review>> => {
  const [exists, page] = await Promise.all([
    productExists(productId),
    pageByKeyRange(publicListShape(productId, filter), paging),
  ]);
  if (!exists) throw notFound(PRODUCT_NOT_FOUND);
  if (!caller) return { reviews: page.reviews.map(({ id, review }) => toReview(id, review)), total: page.total };
  const voted = await votedByCaller(
    page.reviews.map(({ id }) => id),
    caller.uid,
  );
  return {
    reviews: page.reviews.map(({ id, review }) => ({
      ...toReview(id, review),
      votedHelpful: voted.has(id),
      mine: review.authorId === caller.uid,
    })),
    total: page.total,
  };
};

/** Whether the caller may review the product, and their review when they wrote one. */
export const reviewEligibility = async (productId: string, caller: Caller): Promise<ReviewEligibility> => {
  const [exists, bought, own] = await Promise.all([
    productExists(productId),
    hasOrderedProduct(caller.uid, productId),
    findReviewOf(productId, caller.uid),
  ]);
  if (!exists) throw notFound(PRODUCT_NOT_FOUND);
  return { canReview: bought, review: own ? toOwnReview(own.id, own.review) : null };
};

/**
 * A buyer's review: 404 for an unknown product, 403 for anyone who has not bought it (checked in the
 * review's own transaction), 409 for a second one; the server names the author.
 */
export const writeReview = async (productId: string, caller: Caller, input: ReviewInput): Promise<Review> => {
  const [product, user] = await Promise.all([readReviewedProduct(productId), findUser(caller.uid)]);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const author = {
    uid: caller.uid,
    username: user?.username ?? caller.name ?? '',
    firstname: user?.firstname ?? null,
    lastname: user?.lastname ?? null,
  };
  const { id, review } = await createReview(product, author, input);
  return toOwnReview(id, review);
};

/** The author edits their review; the figures count the old one out and the new one in (if visible). */
export const editReview = async (id: string, caller: Caller, input: ReviewInput): Promise<Review> => {
  const now = Timestamp.now();
  const { after } = await changeReview(id, (current) => {
    if (current.authorId !== caller.uid) throw forbidden(REVIEW_MESSAGES.notYours);
    return editedReview(current, input, now);
  });
  return toOwnReview(id, after!);
};

/** The author, or an admin, deletes a review; its figures go out if it was visible, its votes with it. */
export const removeReview = async (id: string, caller: Caller): Promise<void> => {
  await changeReview(id, (current) => {
    if (current.authorId !== caller.uid && !isAdminRole(caller.role)) throw forbidden(REVIEW_MESSAGES.notYours);
    return null;
  });
};

/** The admin hides a review (with the reason its author will see) or shows it again. */
export const setReviewVisibility = async (id: string, input: ReviewVisibilityInput): Promise<AdminReview> => {
  const { before, after } = await changeReview(
    id,
    (current) => withVisibility(current, input.hidden, input.reason ?? '') ?? current,
  );
  return toAdminReview(id, after ?? before);
};

export const voteHelpful = (id: string, caller: Caller) => toggleHelpfulVote(id, caller.uid);

/** "My reviews": the caller's own, newest first, hidden ones with their reason. */
export const listMyReviews = async (caller: Caller, paging: Paging): Promise<ReviewList<ReviewWithProduct>> => {
  const page = await pageByKeyRange(authorListShape(caller.uid), paging);
  return { reviews: page.reviews.map(({ id, review }) => toReviewWithProduct(id, review)), total: page.total };
};

/** One review as the admin's view screen shows it (404 when there is none). */
export const readAdminReview = async (id: string): Promise<AdminReview> => {
  const stored = await findReview(id);
  if (!stored) throw notFound(REVIEW_MESSAGES.notFound);
  return toAdminReview(stored.id, stored.review);
};

/** The admin's list, newest first. */
export const listAdminReviews = async (filter: AdminReviewFilter, paging: Paging): Promise<ReviewList<AdminReview>> => {
  const page = await pageAdminReviews(filter, paging);
  return { reviews: page.reviews.map(({ id, review }) => toAdminReview(id, review)), total: page.total };
};

/**
 * A product's edit that changes its title or image reaches its reviews (their product copy and admin
 * search keys): `edit` is the product's own update, answered as it is.
 */
export const editProductWithReviews = async <T extends { title: string; image: string }>(
  productId: string,
  edit: () => Promise<T>,
): Promise<T> => {
  const before = await readReviewedProduct(productId);
  const after = await edit();
  if (before && (before.title !== after.title || before.image !== after.image)) {
    await renameProductInReviews(productId);
  }
  return after;
};

/**
 * A product's delete takes its reviews and their votes in the same commit: no moment shows a review of
 * a missing product (a page, the admin's list, "My reviews", the dashboard), and no review of it can be
 * written after. Answers the deleted product; 404 when there is none.
 */
export const deleteProductWithReviews = async (productId: string): Promise<Product> => {
  const { product, reviews } = await runContendedTransaction(async (tx) => {
    const [deletion, ofProduct] = await Promise.all([
      readProductToDeleteInTx(tx, productId),
      readReviewsOfProductInTx(tx, productId),
    ]);
    deletion.deleteIt();
    ofProduct.deleteAll();
    return { product: deletion.product, reviews: ofProduct.reviews };
  }, PRODUCT_BUSY);
  if (reviews) logs.productReviewsDeleted(productId, reviews);
  return product;
};
