// @vitest-environment jsdom
import type { Category } from '@shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCategories, ROOT_ROUTE_ID, rootLoader } from '@/lib/categories';
import { refreshCategories } from '@/lib/refresh-categories';
import { useCategories } from '../use-categories';

const skincare: Category = { _id: 'c1', title: 'Skincare', slug: 'skincare' };
const makeup: Category = { _id: 'c2', title: 'Make-up', slug: 'makeup' };

/** What a screen under the root route shows of the shop's categories. */
const CategoryNames = () => (
  <output aria-label="Categories">
    {useCategories()
      .map(({ title }) => title)
      .join(', ')}
  </output>
);

/** Stands in for the network: GET /api/categories answers `status` with `categories`; counts the requests. */
const categoriesAnswer = (status: number, categories: Category[]) => {
  const fetch = vi.fn(async (_input: string) =>
    Response.json(
      { success: status === 200, message: status === 200 ? '' : 'Server down', body: categories },
      { status },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shop categories, the root loader data', () => {
  it('shows the categories received, follows an admin change, and keeps them when the new request fails', async () => {
    const fetch = categoriesAnswer(200, [skincare, makeup]);
    // What the page came with (or the startup received): the root loader asks the API nothing for them.
    // Set here rather than received: the files of a worker share this module, and only the first
    // categories received count (another file's startup may have been first).
    browserCategories.known = Promise.resolve([skincare]);
    const router = createMemoryRouter([
      { id: ROOT_ROUTE_ID, loader: rootLoader, children: [{ index: true, Component: CategoryNames }] },
    ]);
    browserCategories.router = router;
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Skincare')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await refreshCategories();
    expect(await screen.findByText('Skincare, Make-up')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => new URL(url, 'http://shop').pathname)).toEqual(['/api/categories']);

    categoriesAnswer(503, []);
    await refreshCategories();
    expect(screen.getByLabelText('Categories').textContent).toBe('Skincare, Make-up');
  });
});
