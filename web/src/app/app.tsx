import type { ReactNode } from 'react';
import { currentIdToken } from '@/features/auth/api/firebase-auth';
import { AppStartup } from '@/features/startup/components/app-startup';
import { setIdTokenSource } from '@/lib/api-client';
import { AppProvider } from './providers';

// The API client sends the signed-in person's Firebase ID token, which the auth feature keeps.
setIdTokenSource(currentIdToken);

/** The providers and the startup around a router: the browser's or, when rendering on the server, a static one. */
export const App = ({ children }: { children: ReactNode }) => (
  <AppProvider>
    <AppStartup>{children}</AppStartup>
  </AppProvider>
);
