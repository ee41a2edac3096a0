import type { ReviewWithProduct } from '@shop/contract';

/** The reviewed product's title, or what stands for it once the product is gone. */
export const myReviewProductTitle = (review: Pick<ReviewWithProduct, 'product'>): string =>
  review.product?.title ?? 'A product no longer sold';
