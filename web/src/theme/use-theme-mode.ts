import { useColorScheme } from '@mui/material/styles';
import { useCallback } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { ThemeMode } from '@/stores/app';
import { useAppStore } from '@/stores/app';

/** The current light/dark mode and a setter that updates MUI, the app store and local storage together. */
export const useThemeMode = () => {
  const { mode: muiMode, setMode: setMuiMode } = useColorScheme();
  const setTheme = useAppStore((state) => state.setTheme);
  // While hydrating, the markup must be the server's, which renders light.
  const hydrated = useHydrated();
  const mode: ThemeMode = hydrated && (muiMode === 'dark' || muiMode === 'light') ? muiMode : 'light';

  const setMode = useCallback(
    (next: ThemeMode) => {
      setTheme(next);
      setMuiMode(next);
    },
    [setTheme, setMuiMode],
  );
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  return { mode, setMode, toggleMode };
};
