import { STORAGE_KEYS } from '@shop/contract';
import { useEffect } from 'react';
import { useCartStore } from '@/features/cart/stores/cart';

/** Follows the cart another tab saves under `shopping`. */
export const useCartStorageSync = () => {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.shopping || event.key === null) {
        useCartStore.getState().syncFromStorage(event.newValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
};
