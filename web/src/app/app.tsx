import type { ReactNode } from 'react';
import type { Category } from '@shop/contract';
import { currentIdToken } from '@/features/auth/api/firebase-auth';
import { AppStartup } from '@/features/startup/components/app-startup';
import { PageCategoriesProvider } from '@/hooks/use-categories';
import { setIdTokenSource } from '@/lib/api-client';
import { AppProvider } from './providers';

// The API client sends the signed-in person's Firebase ID token, which the auth feature keeps.
setIdTokenSource(currentIdToken);

/** The providers and the startup around a router: the browser's or, when rendering on the server, a static one. */
export const App = ({ children, categories = [] }: { children: ReactNode; categories?: Category[] }) => (
  <AppProvider>
    <PageCategoriesProvider categories={categories}>
      <AppStartup>{children}</AppStartup>
    </PageCategoriesProvider>
  </AppProvider>
);
