// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Role } from '@shop/contract';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '@/features/admin/components/__tests__/fake-api';
import { useSessionStore } from '@/features/auth/stores/session';
import { receiveCategories } from '@/lib/categories';
import { useAppStore } from '@/stores/app';
import { shopTheme } from '@/theme/theme';
import { routes } from '../routes';

// A loaded machine (the e2e stack beside these tests) can take over a second to draw a lazy MUI screen.
configure({ asyncUtilTimeout: 5000 });

const jane = { _id: 'seed-jane', username: 'jane', firstname: 'Jane', lastname: 'Doe', role: 'user' };

/** The shop has started for `role` (null: a visitor); the API knows jane and refuses the rest. */
const startedFor = (role: Role | null) => {
  // As the startup's answer does: the categories for the root route, then the shop started.
  receiveCategories([]);
  useAppStore.setState({ initialized: true });
  if (role) useSessionStore.setState({ isLoggedIn: true, isAdmin: role !== 'user', role });
  return fakeApi(({ url }) =>
    url === '/api/users/seed-jane'
      ? { json: { success: true, message: 'OK', body: jane } }
      : { status: 503, json: { success: false, message: 'Not in this test' } },
  );
};

/** The shop's route table at `url`, drawn with the shop's theme (a style cache of its own). */
const openAt = (url: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <ThemeProvider theme={shopTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return router;
};

const asked = (calls: FakeCall[], path: string) => calls.some((call) => call.url.startsWith(path));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin area in the route table', () => {
  it("opens the dashboard for a plain admin at a Main Admin's resource, asking nothing of it", async () => {
    const calls = startedFor('admin');
    const router = openAt('/admin/users/edit/seed-jane');
    expect(await screen.findByText('welcome to Admin Panel')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(asked(calls, '/api/users')).toBe(false);
  });

  it('opens the edit screen with the record for the Main Admin', async () => {
    const calls = startedFor('Main Admin');
    const router = openAt('/admin/users/edit/seed-jane');
    expect(((await screen.findByLabelText('Firstname')) as HTMLInputElement).value).toBe('Jane');
    expect(screen.getByRole('heading', { name: 'Edit user' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/edit/seed-jane');
    expect(calls.filter((call) => call.url === '/api/users/seed-jane')).toHaveLength(1);
  });

  it('sends a customer home in place of the admin address, asking nothing of the admin API', async () => {
    const calls = startedFor('user');
    const router = openAt('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(asked(calls, '/api/orders')).toBe(false);
  });
});
