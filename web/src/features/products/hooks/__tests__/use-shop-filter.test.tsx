// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toggleFact } from '../../lib/fact-toggle';
import { useShopFilter } from '../use-shop-filter';

type ShopFilterHook = ReturnType<typeof useShopFilter>;

/** The hook's latest answer, and the search it shows. */
let hook: ShopFilterHook;
const Shop = () => {
  const answer = useShopFilter();
  useLayoutEffect(() => {
    hook = answer;
  });
  return <p>q={answer.shown.q}</p>;
};

const open = (address: string) => {
  const router = createMemoryRouter([{ path: '/products', element: <Shop /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
};
const queryOf = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useShopFilter', () => {
  it('shows a typed search at once and puts it in the URL 2000 ms later', async () => {
    const router = open('/products');
    act(() => hook.change({ q: 'rose' }));
    expect(screen.getByText('q=rose')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(queryOf(router).get('q')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(queryOf(router).get('q')).toBe('rose');
    expect(hook.applied.q).toBe('rose');
  });

  it('adds up changes made in one turn (ticks given before the page was interactive)', async () => {
    const router = open('/products?page=2');
    act(() => {
      hook.change({ category: '' });
      hook.change((current) => ({ facts: toggleFact(current.facts, 'skinTypes', 'dry', true) }));
      hook.change((current) => ({ facts: toggleFact(current.facts, 'skinTypes', 'oily', true) }));
    });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(queryOf(router).get('skin')).toBe('dry,oily');
  });

  it('clears every filter after 10 ms', async () => {
    const router = open('/products?q=zzxq&limit=12&sort=price&order=asc&free=alcohol');
    act(() => hook.clear());
    expect(screen.getByText('q=')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(router.state.location.search).toBe('?page=1&limit=6&sort=updatedAt&order=desc');
  });

  it('drops a change still waiting when the visitor goes back', async () => {
    const router = open('/products');
    await act(() => router.navigate('/products?limit=12'));
    act(() => hook.change({ q: 'rose' }));
    await act(() => router.navigate(-1));
    expect(screen.getByText('q=')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(queryOf(router).get('q')).toBeNull();
    await act(() => router.navigate(1));
    expect(screen.getByText('q=')).toBeTruthy();
  });
});
