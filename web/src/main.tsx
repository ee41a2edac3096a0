import '@/theme/fonts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { applyPageState, restoreStoredCart } from '@/app/page-state';
import { routes } from '@/app/routes';
import { beginHydration, endHydration, readPageState } from '@/lib/page-data';

/** A lazy screen the server rendered must be loaded before hydrating, or the first render would differ. */
const loadMatchedRoutes = async (): Promise<void> => {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
};

/** After the first render: the page's answers are spent, the stored cart returns, and <html> says so. */
const HydrationDone = () => {
  useEffect(() => {
    endHydration();
    restoreStoredCart();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
};

const start = async (): Promise<void> => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const pageState = readPageState(document);

  // Account and admin screens come as the plain app shell: render them from scratch.
  if (!pageState) {
    restoreStoredCart();
    createRoot(container).render(
      <StrictMode>
        <App>
          <RouterProvider router={createBrowserRouter(routes)} />
        </App>
        <HydrationDone />
      </StrictMode>,
    );
    return;
  }

  beginHydration(pageState.answers);
  applyPageState(new URL(window.location.href), pageState);
  await loadMatchedRoutes();
  hydrateRoot(
    container,
    <StrictMode>
      <App categories={pageState.categories}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
      <HydrationDone />
    </StrictMode>,
  );
};

void start();
