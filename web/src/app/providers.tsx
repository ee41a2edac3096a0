import type { ReactNode } from 'react';
import { SnackbarHost } from '@/components/snackbar-host';
import { AppThemeProvider } from '@/theme/app-theme-provider';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <AppThemeProvider>
    {children}
    <SnackbarHost />
  </AppThemeProvider>
);
