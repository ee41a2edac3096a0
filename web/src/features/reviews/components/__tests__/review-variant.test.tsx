// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { Review } from '@shop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewItem } from '../review-item';
import { VariantChips } from '../variant-chips';

afterEach(cleanup);

const review: Review = {
  _id: 'r1',
  productId: 'lip1',
  rating: 5,
  title: 'Lovely colour',
  text: 'Stays all day.',
  skinType: 'dry',
  recommend: true,
  name: 'Jane D.',
  verified: true,
  helpfulCount: 0,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};

const inRouter = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('a review of a product in shades or sizes', () => {
  it('names the shade or size its author bought', () => {
    inRouter(<ReviewItem review={{ ...review, variantName: 'Ruby', variantKind: 'shade' }} />);
    expect(screen.getByText(/Jane D\..*· Shade: Ruby$/)).toBeTruthy();
    cleanup();
    inRouter(<ReviewItem review={{ ...review, variantName: '50 ml', variantKind: 'size' }} />);
    expect(screen.getByText(/· Size: 50 ml$/)).toBeTruthy();
  });

  it('names none when it has no variant', () => {
    inRouter(<ReviewItem review={review} />);
    expect(screen.queryByText(/Shade:|Size:/)).toBeNull();
  });

  it('the shade chips are links narrowing the list to one shade (the chosen one again clears it)', () => {
    const shades = [
      { _id: 'ruby0001', name: 'Ruby', kind: 'shade', price: 22, swatch: '#9b111e' },
      { _id: 'plum0001', name: 'Plum Night', kind: 'shade', price: 26, swatch: '#5d2a4c' },
    ] as const;
    inRouter(
      <VariantChips
        variants={[...shades]}
        selected="plum0001"
        hrefFor={(variantId) => `/product/lip1?rvariant=${variantId ?? ''}`}
      />,
    );
    expect(screen.getByRole('list', { name: 'By shade' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ruby' }).getAttribute('href')).toBe('/product/lip1?rvariant=ruby0001');
    const chosen = screen.getByRole('link', { name: 'Plum Night' });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.getAttribute('href')).toBe('/product/lip1?rvariant=');
  });
});
