import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { shopTheme } from '@/theme/theme';

// A loaded machine (the e2e stack beside these tests) can take over a second to draw a lazy MUI screen.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, as the address bar would. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
};

/** Renders an admin screen at `url` with the shop's theme, beside other admin routes it may go to. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[]) => {
  const router = createMemoryRouter(
    routes.map(({ path, element }) => ({
      path,
      element: (
        <>
          {element}
          <Where />
        </>
      ),
    })),
    { initialEntries: [url] },
  );
  // A cache of this page's own: emotion's default one is shared by the test files of a worker and may
  // still hold style tags of an earlier file's document, which a new style cannot be inserted after.
  return render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <ThemeProvider theme={shopTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </CacheProvider>,
  );
};
