import type { ReactNode } from 'react';
import { AppSnackbarProvider } from '@/components/snackbar-provider';
import { AppThemeProvider } from '@/theme/app-theme-provider';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <AppThemeProvider>
    <AppSnackbarProvider>{children}</AppSnackbarProvider>
  </AppThemeProvider>
);
