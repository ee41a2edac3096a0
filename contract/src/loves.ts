/**
 * Loves: the products a customer marks with the heart (their wishlist). One document a love,
 * loves/{userId}~{productId}; the list shows each product as it is now (price, stock, picture).
 */
import type { Product } from './entities';

/** The most products one customer can love: the list is read whole, so it stays bounded. */
export const LOVES_MAX = 100;

/** A love's document id: the customer's and the product's ids joined by `~` (in neither id). */
export const loveId = (userId: string, productId: string): string => `${userId}~${productId}`;

/** What a love shows of its product, read when the list is asked for (variants: those on sale). */
export type LovedProduct = Pick<Product, '_id' | 'title' | 'image' | 'price' | 'stock' | 'variants' | 'category'>;

/** One love as GET /api/loves and PUT /api/loves/{productId} answer it. */
export interface Love {
  productId: string;
  /** When the customer loved it (ISO); the list is newest first. */
  lovedAt: string;
  product: LovedProduct;
}

/** DELETE /api/loves/{productId} answers the product no longer loved. */
export interface LoveRemoved {
  productId: string;
}

export const LOVE_MESSAGES = {
  added: 'Added to your Loves',
  removed: 'Removed from your Loves',
  tooMany: `You can love ${LOVES_MAX} products at most: remove one from your Loves first`,
} as const;

/** /panel/loves with no love yet. */
export const LOVES_EMPTY_TEXT = 'Nothing loved yet';

/** The heart's accessible name: "Love Rosehip Serum" (pressed says whether it is loved). */
export const loveButtonLabel = (title: string): string => `Love ${title}`;
