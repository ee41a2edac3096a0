import type { StorageManager } from '@mui/material/styles';
import { STORAGE_KEYS } from '@shop/contract';
import { themeFromStorage } from '@/stores/app';

const noop = () => {};

/**
 * MUI's colour-scheme storage, narrowed to the shop's one key: `theme` holds "dark" or "light", and a
 * stored "dark" gives dark while anything else gives light. MUI's other keys are never written.
 */
export const themeStorageManager: StorageManager = ({ key, storageWindow }) => {
  const win = storageWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (key !== STORAGE_KEYS.theme || !win) {
    return { get: (defaultValue: unknown) => defaultValue, set: noop, subscribe: () => noop };
  }
  return {
    get: () => {
      try {
        return themeFromStorage(win.localStorage.getItem(key));
      } catch {
        return 'light';
      }
    },
    set: (value: unknown) => {
      try {
        win.localStorage.setItem(key, value === 'dark' ? 'dark' : 'light');
      } catch {
        // Storage unavailable: the mode still applies for this page.
      }
    },
    subscribe: (handler: (value: unknown) => void) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(themeFromStorage(event.newValue));
      };
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
  };
};
