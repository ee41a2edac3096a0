import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@shop/contract';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { pageHasServerGlobalStyles } from '@/lib/emotion-cache';
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

/**
 * The theme's CSS variables (both colour schemes, about 14 KiB of CSS) are a style sheet the provider
 * makes from the theme. A page the server drew has them in its <head> already, and they never change
 * (the scheme is an attribute on <html>): making and serializing them again as the page hydrates was
 * several milliseconds of the first hydration task. Screens drawn in the browser from the start make them.
 */
const variablesInPage = pageHasServerGlobalStyles();

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
      disableStyleSheetGeneration={variablesInPage}
    >
      <CssBaseline enableColorScheme />
      <ColorSchemeSync />
      {children}
    </ThemeProvider>
  );
};
