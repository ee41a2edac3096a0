import { STORAGE_KEYS } from '@shop/contract';
import type { ServerPageState } from '@/lib/hydration-state';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/features/cart/stores/cart';
import { readStorage } from '@/stores/storage';

/**
 * After reading the page, the app store takes the categories it came with. (zustand renders a store's
 * first state on the server and while hydrating, so hydration matches; components that need them during
 * that render read them from the page, as useCategories does.)
 */
export const applyPageState = ({ categories }: ServerPageState): void => {
  useAppStore.getState().setCategories(categories);
};

/** The cart this browser kept (`shopping`); the server renders an empty one. */
export const restoreStoredCart = (): void => {
  useCartStore.getState().syncFromStorage(readStorage(STORAGE_KEYS.shopping));
};
