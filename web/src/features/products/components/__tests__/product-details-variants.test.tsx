// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@shop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetails } from '../product-details';
import { lipstick, serum } from './variant-fixtures';

afterEach(cleanup);

// user-event moves between radios of one name as a browser does, and finds them with CSS.escape, which
// jsdom lacks (names here are plain words).
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const open = (product: Product, address: string) => {
  const router = createMemoryRouter([{ path: '/product/:id', element: <ProductDetails product={product} /> }], {
    initialEntries: ['/', address],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};

const variantOf = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search).get('variant');
const shades = () => screen.getByRole('group', { name: /^Shade:/ });
const picture = () => screen.getByRole('img');

describe('the product page of a product in shades', () => {
  it('names every shade on sale (a sold-out one "…, sold out"), never the hidden ones', () => {
    open(lipstick, '/product/lip1');
    const radios = within(shades()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ruby0001', 'coral001', 'plum0001']);
    expect(within(shades()).getByRole('radio', { name: 'Ruby, sold out' })).toBeTruthy();
    expect(within(shades()).getByRole('radio', { name: 'Coral Kiss' })).toBeTruthy();
    expect(within(shades()).getByRole('radio', { name: 'Plum Night' })).toBeTruthy();
  });

  it('without ?variant= shows the default shade (the first with units left): its name, price, stock and picture', () => {
    open(lipstick, '/product/lip1');
    expect(screen.getByRole('radio', { name: 'Coral Kiss' })).toHaveProperty('checked', true);
    expect(shades().querySelector('legend')?.textContent).toBe('Shade: Coral Kiss');
    expect(screen.getByText('$24')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(picture().getAttribute('src')).toBe('/uploads/coral001.svg');
  });

  it('arrow keys move the choice, which writes ?variant= in place and changes price, stock and picture', async () => {
    const user = userEvent.setup();
    const router = open(lipstick, '/product/lip1');
    await user.click(screen.getByRole('radio', { name: 'Coral Kiss' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Plum Night' })).toHaveProperty('checked', true);
    expect(variantOf(router)).toBe('plum0001');
    expect(shades().querySelector('legend')?.textContent).toBe('Shade: Plum Night');
    expect(screen.getByText('$26')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(picture().getAttribute('src')).toBe('/uploads/plum0001.svg');
    // Replace, not push: Back leaves the product page instead of going to the shade before.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a sold-out shade stays choosable: its stock line says so and Add to Cart is off', async () => {
    const user = userEvent.setup();
    open(lipstick, '/product/lip1?variant=plum0001');
    await user.click(screen.getByRole('radio', { name: 'Ruby, sold out' }));
    expect(screen.getByRole('radio', { name: 'Ruby, sold out' })).toHaveProperty('checked', true);
    expect(screen.getByText('$22')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
  });

  it('?variant= naming a shade chooses it; an unknown or hidden one falls back to the default', () => {
    open(lipstick, '/product/lip1?variant=plum0001');
    expect(screen.getByRole('radio', { name: 'Plum Night' })).toHaveProperty('checked', true);
    cleanup();
    open(lipstick, '/product/lip1?variant=nope');
    expect(screen.getByRole('radio', { name: 'Coral Kiss' })).toHaveProperty('checked', true);
    cleanup();
    open(lipstick, '/product/lip1?variant=hidden01');
    expect(screen.getByRole('radio', { name: 'Coral Kiss' })).toHaveProperty('checked', true);
  });
});

describe('the product page of a product in sizes', () => {
  it('shows the sizes as an exclusive toggle group of buttons, the chosen one pressed and written beside it', async () => {
    const user = userEvent.setup();
    const router = open(serum, '/product/ser1');
    // The toggle group is a lazy part: it shows once its module is here.
    const group = await screen.findByRole('group', { name: 'Size: 30 ml' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['30 ml', '50 ml, sold out']);
    expect(within(group).getByRole('button', { name: '30 ml' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('$40')).toBeTruthy();

    await user.click(within(group).getByRole('button', { name: '50 ml, sold out' }));
    expect(variantOf(router)).toBe('ml500000');
    const after = screen.getByRole('group', { name: 'Size: 50 ml' });
    expect(within(after).getByRole('button', { name: '50 ml, sold out' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(after).getByRole('button', { name: '30 ml' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('$58')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);

    // Pressing the chosen size again keeps it (an exclusive group never ends with none chosen).
    await user.click(within(after).getByRole('button', { name: '50 ml, sold out' }));
    expect(variantOf(router)).toBe('ml500000');
  });
});
