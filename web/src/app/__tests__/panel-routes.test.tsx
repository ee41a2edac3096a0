// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Love, StockAlert, User } from '@shop/contract';
import { API_PATHS, formatPrice } from '@shop/contract';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { apiClient, type ApiResult } from '@/lib/api-client';
import { useSessionStore } from '@/features/auth/stores/session';
import { useLovesStore } from '@/features/loves/stores/loves';
import { useAppStore } from '@/stores/app';
import { shopTheme } from '@/theme/theme';
import { panelRoutes } from '../routes';

// A loaded machine (the e2e stack beside these tests) can take a while to draw a lazy MUI screen.
configure({ asyncUtilTimeout: 5000 });

const ok = <T,>(body: T): ApiResult<T> => ({ success: true, message: 'ok', body, status: 200 });

/** The API the panel's screens ask, as these tests answer it. */
const api = vi.hoisted(() => ({
  alerts: [] as StockAlert[],
  getMyStockAlerts: vi.fn(),
  deleteMyStockAlert: vi.fn(),
  getOrders: vi.fn(),
  getSkinProfile: vi.fn(),
  getInitialState: vi.fn(),
}));
vi.mock('@/features/panel/api/stock-alerts', () => ({
  getMyStockAlerts: api.getMyStockAlerts,
  deleteMyStockAlert: api.deleteMyStockAlert,
}));
vi.mock('@/features/panel/api/get-orders', () => ({ getOrders: api.getOrders }));
vi.mock('@/lib/skin-profile', async (original) => ({
  ...(await original<object>()),
  getSkinProfile: api.getSkinProfile,
}));
vi.mock('@/features/auth/api/initial-state', () => ({ getInitialState: api.getInitialState }));

const jane: User = { _id: 'u1', id: 'u1', username: 'jane', firstname: 'Jane', lastname: 'Doe', role: 'user' };

const alert = (id: string, title: string): StockAlert => ({
  _id: id,
  productId: `p-${id}`,
  variantId: null,
  title,
  variant: null,
  email: 'jane@example.com',
  link: `/product/p-${id}`,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const love = (price: number): Love => ({
  productId: 'p1',
  lovedAt: '2026-11-01T10:00:00.000Z',
  product: { _id: 'p1', title: 'Rose Balm', image: '/uploads/rose-balm.webp', price, stock: 8 } as Love['product'],
});

/** Shows where the router is, as the address bar would. */
const Where = () => {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
};

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [{ index: true, element: <p>Home</p> }, { path: 'login', element: <p>Sign-in page</p> }, panelRoutes],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <CacheProvider value={createCache({ key: 'panel-test' })}>
      <ThemeProvider theme={shopTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return router;
};

beforeEach(() => {
  api.alerts = [alert('a1', 'Rose Balm'), alert('a2', 'Silk Veil Foundation')];
  api.getMyStockAlerts.mockImplementation(() => Promise.resolve(ok([...api.alerts])));
  api.deleteMyStockAlert.mockImplementation((id: string) => {
    api.alerts = api.alerts.filter((kept) => kept._id !== id);
    return Promise.resolve(ok(null));
  });
  api.getOrders.mockResolvedValue(ok([]));
  api.getSkinProfile.mockResolvedValue(ok(null));
  api.getInitialState.mockResolvedValue(ok({ categories: [], user: jane, cart: null }));
  useAppStore.getState().completeInitialize([]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clearSession();
  useSessionStore.getState().setSigningOut(false);
});

describe('the panel in the route table', () => {
  it('sends a visitor to the sign-in page, in place of the screen, without asking the API', async () => {
    const router = renderAt('/panel/alerts');
    await screen.findByText('Sign-in page');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.getMyStockAlerts).not.toHaveBeenCalled();
  });

  it('waits for the shop to start before it decides', async () => {
    useAppStore.setState({ initialized: false });
    renderAt('/panel/alerts');
    act(() => {
      useSessionStore.getState().setUser(jane);
      useAppStore.getState().completeInitialize([]);
    });
    await screen.findByRole('link', { name: 'Rose Balm' });
    expect(screen.getByLabelText('Location').textContent).toBe('/panel/alerts');
  });

  it("shows the customer's alerts, and after Remove the list as the API answers it again", async () => {
    useSessionStore.getState().setUser(jane);
    renderAt('/panel/alerts');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the alert for Rose Balm' }));
    await screen.findByRole('list');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Rose Balm' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(api.getMyStockAlerts).toHaveBeenCalledTimes(2);
  });

  it('opens the dashboard for any other address under /panel', async () => {
    useSessionStore.getState().setUser(jane);
    const router = renderAt('/panel/no-such-screen');
    await screen.findByText('Welcome to Dashboard');
    expect(router.state.location.pathname).toBe('/panel');
  });

  it('sends the customer to sign in when the session ends on a screen, and home after Sign Out', async () => {
    useSessionStore.getState().setUser(jane);
    renderAt('/panel/alerts');
    await screen.findByRole('link', { name: 'Rose Balm' });
    act(() => useSessionStore.getState().clearSession());
    await screen.findByText('Sign-in page');
    cleanup();

    useSessionStore.getState().setUser(jane);
    renderAt('/panel/alerts');
    await screen.findByRole('link', { name: 'Rose Balm' });
    act(() => {
      useSessionStore.getState().setSigningOut(true);
      useSessionStore.getState().clearSession();
    });
    await screen.findByText('Home');
  });

  it('lists the loves at the price the API answers now, where the hearts kept an older one', async () => {
    useSessionStore.getState().setUser(jane);
    useLovesStore.setState({ userId: jane._id, status: 'ready', loves: [love(10)], lovedIds: new Set(['p1']) });
    // The loves store is loaded before this file (every store is, to start each file fresh), with the
    // real API module: the request is answered at the client.
    const get = vi
      .spyOn(apiClient, 'get')
      .mockImplementation((path) => Promise.resolve(path === API_PATHS.loves ? ok([love(12)]) : ok(null)));
    renderAt('/panel/loves');
    await screen.findByText(formatPrice(12));
    expect(screen.queryByText(formatPrice(10))).toBeNull();
    expect(get.mock.calls.filter(([path]) => path === API_PATHS.loves)).toHaveLength(1);
    get.mockRestore();
  });
});
