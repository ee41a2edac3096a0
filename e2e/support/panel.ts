import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const LIPSTICK = { path: '/product/velvet-rose-lipstick', title: 'Velvet Rose Lipstick' };

export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
export const quantityOf = (page: Page, title: string) => page.getByRole('status', { name: `Quantity of ${title}` });
export const cartTable = (page: Page) => page.getByRole('table', { name: 'Shopping Cart' });
export const cartTotal = (page: Page) => page.getByTestId('cart-total');
export const buyNow = (page: Page) => page.getByRole('button', { name: 'buy now' });
export const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('shopping') ?? 'null') as { title: string; quantity: number }[] | null,
  );

/** The row of the cart table that shows this product. */
export const cartRow = (page: Page, title: string) =>
  cartTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Adds the product from its own page (signed in) and waits for the server's answer to show. */
export const addFromProductPage = async (page: Page, path: string, title: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quantityOf(page, title)).toHaveText('1');
};
