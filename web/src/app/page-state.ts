import { STORAGE_KEYS } from '@shop/contract';
import { useCartStore } from '@/features/cart/stores/cart';
import { readStorage } from '@/stores/storage';

/** The cart this browser kept (`shopping`); the server renders an empty one. */
export const restoreStoredCart = (): void => {
  useCartStore.getState().syncFromStorage(readStorage(STORAGE_KEYS.shopping));
};
