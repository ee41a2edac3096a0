import { STORAGE_KEYS } from '@shop/contract';
import { create } from 'zustand';
import { readStorage, writeStorage } from './storage';

export type ThemeMode = 'light' | 'dark';

/** A stored "dark" gives dark; anything else (nothing, "light", garbage) gives light. */
export const themeFromStorage = (value: string | null | undefined): ThemeMode => (value === 'dark' ? 'dark' : 'light');

export const readStoredTheme = (): ThemeMode => themeFromStorage(readStorage(STORAGE_KEYS.theme));

interface AppState {
  theme: ThemeMode;
  initialized: boolean;
  initializedError: string | null;
  isOpenMenu: boolean;
  setTheme: (theme: ThemeMode) => void;
  completeInitialize: () => void;
  failInitialize: (message: string) => void;
  retryInitialize: () => void;
  setOpenMenu: (isOpenMenu: boolean) => void;
  toggleMenu: () => void;
}

export const useAppStore = create<AppState>()((set) => ({
  theme: readStoredTheme(),
  initialized: false,
  initializedError: null,
  isOpenMenu: false,
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  completeInitialize: () => set({ initialized: true, initializedError: null }),
  failInitialize: (message) => set({ initializedError: message }),
  retryInitialize: () => set({ initializedError: null }),
  setOpenMenu: (isOpenMenu) => set({ isOpenMenu }),
  toggleMenu: () => set((state) => ({ isOpenMenu: !state.isOpenMenu })),
}));
