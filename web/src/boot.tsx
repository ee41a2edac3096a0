import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { restoreStoredCart } from '@/app/page-state';
import { routes } from '@/app/routes';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import type { Category } from '@shop/contract';
import { browserCategories, receiveCategories, ROOT_ROUTE_ID } from '@/lib/categories';
import { createEmotionCache } from '@/lib/emotion-cache';
import { readPageState } from '@/lib/hydration-state';
import { markServerDrawnPage } from '@/lib/server-drawn-page';

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

/**
 * After the first render the cart store takes the stored cart; <html> says so. Not before: a store that
 * differs from its first state while React hydrates makes React render the whole page again at once (it
 * guards against tearing), one long task.
 */
const HydrationDone = () => {
  useEffect(() => {
    restoreStoredCart();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
};

/** Hydrates the server's HTML, or renders the app shell's screen from scratch. */
export const start = async (): Promise<void> => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const pageState = readPageState(document);

  // Account and admin screens come as the plain app shell: render them from scratch.
  if (!pageState) {
    restoreStoredCart();
    // Its root loader takes the categories from the startup's answer.
    const router = createBrowserRouter(routes);
    browserCategories.router = router;
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <App>
            <RouterProvider router={router} />
          </App>
        </CacheProvider>
        <HydrationDone />
      </StrictMode>,
    );
    return;
  }

  await loadMatchedRoutes();
  // The loaders' answers the server rendered with: the router starts from them instead of running the
  // loaders again. Hydration data also tells its ScrollRestoration that the server drew this location, so
  // it leaves the window where the browser has it, under the pointer of a visitor who has scrolled.
  const router = createBrowserRouter(routes, { hydrationData: pageState.hydration });
  // The server's page always holds its root loader's categories.
  receiveCategories((pageState.hydration.loaderData as Record<typeof ROOT_ROUTE_ID, Category[]>)[ROOT_ROUTE_ID]);
  browserCategories.router = router;
  markServerDrawnPage(router);
  // Loading the screen, making the router and starting to hydrate were one long task together.
  await yieldToBrowser();
  // In a transition, hydration is concurrent: React works in small slices and lets the browser answer
  // input in between, instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <App>
            <RouterProvider router={router} />
          </App>
        </CacheProvider>
        <HydrationDone />
      </StrictMode>,
    );
  });
};
