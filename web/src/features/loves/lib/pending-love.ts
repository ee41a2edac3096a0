import { readStorage, removeStorage, writeStorage } from '@/stores/storage';

/*
 * A visitor's heart tap, kept while they sign in: the product is loved once they are back signed in
 * (in this tab: session storage).
 */
const PENDING_LOVE_KEY = 'pendingLove';

export const rememberPendingLove = (productId: string): void => writeStorage(PENDING_LOVE_KEY, productId, 'session');

/** The product a visitor tapped before signing in, forgotten as it is read (null when none). */
export const takePendingLove = (): string | null => {
  const productId = readStorage(PENDING_LOVE_KEY, 'session');
  if (productId !== null) removeStorage(PENDING_LOVE_KEY, 'session');
  return productId;
};
