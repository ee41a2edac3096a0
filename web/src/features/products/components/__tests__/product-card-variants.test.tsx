// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ProductVariant } from '@shop/contract';
import { CARD_SWATCHES_MAX } from '@shop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCardProduct } from '../../lib/card-product';
import { ProductCard } from '../product-card';
import { lipstick, serum } from './variant-fixtures';

afterEach(cleanup);

const show = (product: ProductCardProduct) => {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={product} /> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container;
};

const cardLink = () => screen.getByRole('link', { name: /./ }).getAttribute('href');

const shades = (count: number): ProductVariant[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `shade00${index}`,
    name: `Shade ${index}`,
    kind: 'shade',
    price: 30,
    stock: 10,
    swatch: `#00000${index}`,
  }));

describe('a product card', () => {
  it('of a product in shades says how many are on sale, "from" its lowest price, and draws its swatches hidden from readers', () => {
    const container = show(lipstick);
    expect(screen.getByText('3 shades')).toBeTruthy();
    expect(screen.getByText('from $22')).toBeTruthy();
    const swatches = container.querySelectorAll('[data-swatch]');
    expect([...swatches].map((swatch) => swatch.getAttribute('data-swatch'))).toEqual([
      '#9b111e',
      '#ff7f50',
      '#5d2a4c',
    ]);
    expect(swatches[0]?.parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(cardLink()).toBe('/product/lip1');
  });

  it(`draws at most ${CARD_SWATCHES_MAX} swatches; the text counts them all`, () => {
    const container = show({ ...lipstick, variants: shades(12) });
    expect(container.querySelectorAll('[data-swatch]')).toHaveLength(CARD_SWATCHES_MAX);
    expect(screen.getByText('12 shades')).toBeTruthy();
    // Every shade at one price: no "from".
    expect(screen.getByText('$22')).toBeTruthy();
  });

  it('of a product in sizes lists them, and no swatch', () => {
    const container = show(serum);
    expect(screen.getByText('30 ml · 50 ml')).toBeTruthy();
    expect(screen.getByText('from $40')).toBeTruthy();
    expect(container.querySelectorAll('[data-swatch]')).toHaveLength(0);
  });

  it('found through a shade’s name leads to the product page with that shade chosen', () => {
    show({ ...lipstick, matchedVariantId: 'plum0001' });
    expect(cardLink()).toBe('/product/lip1?variant=plum0001');
  });

  it('of a product without variants says nothing of them', () => {
    show({ ...serum, variants: undefined, price: 40 });
    expect(screen.queryByTestId('card-variants')).toBeNull();
    expect(screen.getByText('$40')).toBeTruthy();
  });
});
