import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@shop/contract';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useAppStore } from '@/stores/app';
import { themeStorageManager } from './mode-storage';
import { shopTheme } from './theme';
import { pageBackground } from './tokens';

/** Keeps the app store, <html> colour-scheme and the browser's theme-color in step with MUI's mode. */
const ColorSchemeSync = () => {
  const { mode } = useColorScheme();
  useEffect(() => {
    if (mode !== 'light' && mode !== 'dark') return;
    if (useAppStore.getState().theme !== mode) useAppStore.setState({ theme: mode });
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageBackground[mode]);
  }, [mode]);
  return null;
};

export const AppThemeProvider = ({ children }: { children: ReactNode }) => {
  const initialMode = useAppStore.getState().theme;
  return (
    <ThemeProvider
      theme={shopTheme()}
      defaultMode={initialMode}
      modeStorageKey={STORAGE_KEYS.theme}
      storageManager={themeStorageManager}
      // The stored mode from the first render: otherwise MUI changes its theme after hydrating, and
      // every styled component renders again at once. Colours come from CSS variables anyway.
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <ColorSchemeSync />
      {children}
    </ThemeProvider>
  );
};
