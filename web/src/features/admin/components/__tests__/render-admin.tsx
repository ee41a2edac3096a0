import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session';
import { useAppStore } from '@/stores/app';
import { shopTheme } from '@/theme/theme';
import { resourceScreens } from '../../routes/resource-screens';
import type { AnyAdminResource } from '../../lib/resource';
import { notesResource } from './test-resource';

// A loaded machine (the e2e stack beside these tests) can take over a second to draw a lazy MUI screen.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, as the address bar would. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
};

/**
 * The admin's resource screens as the route table has them (each with its loader), for the resources
 * given instead of the shop's.
 */
export const resourceRoutes = (resources: AnyAdminResource[] = [notesResource]): RouteObject[] => {
  const screens = resourceScreens(() => resources);
  return [
    { path: '/admin/:resource', ...screens.list },
    { path: '/admin/:resource/new', ...screens.create },
    { path: '/admin/:resource/edit/:id', ...screens.edit },
    { path: '/admin/:resource/:id', ...screens.record },
  ];
};

/**
 * Renders admin routes at `url` with the shop's theme, for a signed-in admin once the shop has started
 * (what the screens' loaders wait for); resolves once the router has drawn the screen its loaders opened.
 */
export const renderAt = async (url: string, routes: RouteObject[]) => {
  useAppStore.setState({ initialized: true });
  useSessionStore.setState({ isLoggedIn: true, isAdmin: true, role: 'admin' });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  // A cache of this page's own: emotion's default one is shared by the test files of a worker and may
  // still hold style tags of an earlier file's document, which a new style cannot be inserted after.
  const rendered = render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <ThemeProvider theme={shopTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </CacheProvider>,
  );
  await screen.findByRole('status', { name: 'Location' });
  return rendered;
};
