import type { ReactNode } from 'react';
import type { Category } from '@shop/contract';
import { AppStartup } from '@/features/startup/components/app-startup';
import { PageCategoriesProvider } from '@/hooks/use-categories';
import { AppProvider } from './providers';

/** The providers and the startup around a router: the browser's or, when rendering on the server, a static one. */
export const App = ({ children, categories = [] }: { children: ReactNode; categories?: Category[] }) => (
  <AppProvider>
    <PageCategoriesProvider categories={categories}>
      <AppStartup>{children}</AppStartup>
    </PageCategoriesProvider>
  </AppProvider>
);
