// @vitest-environment jsdom
import type { CartItem } from '@shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useCartStore } from '../cart';
import { useSessionStore } from '@/features/auth/stores/session';

// Firebase Auth itself is not under test: its sign-out takes a moment, as a real one does.
vi.mock('@/features/auth/api/firebase-auth', () => ({
  signOutOfFirebase: () => new Promise((resolve) => setTimeout(resolve, 50)),
}));

const line: CartItem = { _id: 'p1', title: 'Rose balm', price: 10, quantity: 2, totalPriceItem: 20 };

/** Every cart count home was drawn with, in order. */
const homeBadges: number[] = [];
const Home = () => {
  const count = useCartStore((state) => state.numOfShopping);
  homeBadges.push(count);
  return <p>Home, cart {count}</p>;
};
const Panel = () => {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
};

afterEach(() => {
  cleanup();
  homeBadges.length = 0;
  useCartStore.getState().clearCart();
});

describe('the cart on Sign Out (useSignOut)', () => {
  it('draws home with an empty cart from its first frame', async () => {
    useCartStore.getState().setCart({ items: [line, { ...line, _id: 'p2' }], cartId: 'c1' });
    const router = createMemoryRouter(
      [
        { path: '/', element: <Home /> },
        { path: '/panel', element: <Panel /> },
      ],
      { initialEntries: ['/panel'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Home, cart 0');
    expect(homeBadges).not.toHaveLength(0);
    expect(homeBadges.every((count) => count === 0)).toBe(true);
    expect(localStorage.getItem('shopping')).toBeNull();
  });
});

describe('useSignOut to the sign-in page (after signing out of all devices)', () => {
  const SignOutToLogin = () => {
    const signOut = useSignOut('login');
    return (
      <button type="button" onClick={() => void signOut()}>
        Sign out of all devices
      </button>
    );
  };
  const Login = () => {
    const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
    return <p>{isLoggedIn ? 'Sign-in page, still signed in' : 'Sign-in page'}</p>;
  };

  it('opens the sign-in page only once the session and the cart are forgotten', async () => {
    useSessionStore.getState().setUser({
      _id: 'u1',
      id: 'u1',
      username: 'jane',
      firstname: 'Jane',
      lastname: 'Doe',
      role: 'user',
    });
    localStorage.setItem('token', 't0ken');
    useCartStore.getState().setCart({ items: [line], cartId: 'c1' });
    const router = createMemoryRouter(
      [
        { path: '/', element: <Home /> },
        { path: '/login', element: <Login /> },
        { path: '/panel/profile', element: <SignOutToLogin /> },
      ],
      { initialEntries: ['/panel/profile'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await screen.findByText('Sign-in page');
    expect(homeBadges).toEqual([]);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('shopping')).toBeNull();
  });
});

describe('the cart when the session is forgotten (the API refused it)', () => {
  it('empties with its stored copy', () => {
    useSessionStore.getState().setUser({
      _id: 'u1',
      id: 'u1',
      username: 'jane',
      firstname: 'Jane',
      lastname: 'Doe',
      role: 'user',
    });
    useCartStore.getState().setCart({ items: [line], cartId: 'c1' });
    useSessionStore.getState().clearSession();
    expect(useCartStore.getState()).toMatchObject({ shops: [], numOfShopping: 0, cartId: null });
    expect(localStorage.getItem('shopping')).toBeNull();
  });
});
