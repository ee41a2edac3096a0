import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { AppSnackbarProvider } from '@/components/snackbar-provider';
import { auth, firebaseApp } from '@/lib/firebase';
import { AppThemeProvider } from '@/theme/app-theme-provider';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <FirebaseAppProvider firebaseApp={firebaseApp}>
    <AuthProvider sdk={auth}>
      <AppThemeProvider>
        <AppSnackbarProvider>{children}</AppSnackbarProvider>
      </AppThemeProvider>
    </AuthProvider>
  </FirebaseAppProvider>
);
