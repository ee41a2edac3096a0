import type { Browser, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { registerFreshUser, signInAs, type Credentials } from '../support/auth';
import { type OwnProduct, ownProductsRemovedAfterEach, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { buyNow, cartRow, quantityOf } from '../support/panel';

const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

/** The line under the price ("In stock", "Only N left", "Sold out"); a sold-out button says the same. */
const stockLine = (scope: Page | Locator, text: string) =>
  scope.getByRole('paragraph').filter({ hasText: new RegExp(`^${text}$`) });

/** Adds one from the product page, then buys the cart from the cart page, as a shopper does. */
const buyOne = async (page: Page, product: OwnProduct) => {
  await page.goto(product.path);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quantityOf(page, product.title)).toHaveText('1');
  await page.goto('/panel/cart');
  await buyNow(page).click();
  await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
  await expect(page.getByTestId('transaction-number')).toHaveText(/^\d{19}$/);
};

/** A page of its own, signed in as someone else (the admin beside the shopper). */
const pageOf = async (browser: Browser, who: Credentials, dark = false) => {
  const context = await browser.newContext();
  const other = await context.newPage();
  if (dark) await other.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInAs(other, who.username, who.password);
  return { page: other, close: () => context.close() };
};

test.describe('stock', { lock: LOCK.ownProducts(3) }, () => {
  test('a shopper sees "Only 2 left", then "Sold out" after two purchases, on the product page and its card', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Stock Serum'), 18, {}, 2);
    const shopper = await registerFreshUser(request);
    await signInAs(page, shopper.username, shopper.password);

    await page.goto(product.path);
    await expect(stockLine(page, 'Only 2 left')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await buyOne(page, product);
    await page.goto(product.path);
    await expect(stockLine(page, 'Only 1 left')).toBeVisible();

    await buyOne(page, product);
    await page.goto(product.path);
    await expect(stockLine(page, 'Sold out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The shop's list says so on the card, whose button is the same disabled "Sold out".
    await page.goto(`/products?q=${encodeURIComponent(product.title.split(' ').at(-1) ?? '')}`);
    const card = page.getByRole('article', { name: product.title });
    await expect(stockLine(card, 'Sold out')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  test('the cart blocks buy now while a line asks for more than is left, until it is lowered', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Short Balm'), 12, {}, 3);
    const shopper = await registerFreshUser(request);
    await signInAs(page, shopper.username, shopper.password);

    await page.goto(product.path);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(quantityOf(page, product.title)).toHaveText('1');
    const increase = page.getByRole('button', { name: `Increase quantity of ${product.title}` });
    await increase.click();
    await expect(quantityOf(page, product.title)).toHaveText('2');
    await increase.click();
    await expect(quantityOf(page, product.title)).toHaveText('3');
    // Plus stops at what is left.
    await expect(increase).toBeDisabled();

    await product.setStock(1);
    await page.goto('/panel/cart');
    const row = cartRow(page, product.title);
    await expect(row).toContainText('Only 1 left');
    const sentence = page.getByText(`“${product.title}”: Only 1 left. Lower its quantity to 1 to buy now.`);
    await expect(sentence).toBeVisible();
    await expect(buyNow(page)).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    const decrease = page.getByRole('button', { name: `Decrease quantity of ${product.title}` });
    await decrease.click();
    await expect(quantityOf(page, product.title)).toHaveText('2');
    await expect(buyNow(page)).toBeDisabled();
    await decrease.click();
    await expect(quantityOf(page, product.title)).toHaveText('1');
    await expect(sentence).toHaveCount(0);
    await expect(row).not.toContainText('Only 1 left');
    await expect(buyNow(page)).toBeEnabled();
    await buyNow(page).click();
    await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
  });

  // The whole catalogue: its product must be on the first page of the low-stock list, which any product joins.
  test(
    'an admin filters low stock and restocks, and the shopper held back by the cart can buy again',
    { lock: LOCK.products },
    async ({ page, browser, request }) => {
      const product = await make(request, uniqueTitle('Restock Mist'), 15, {}, 2);
      const shopper = await registerFreshUser(request);
      await signInAs(page, shopper.username, shopper.password);
      await page.goto(product.path);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
      await expect(quantityOf(page, product.title)).toHaveText('2');
      // Someone else buys one: the cart now asks for more than is left.
      await product.setStock(1);
      await page.goto('/panel/cart');
      await expect(buyNow(page)).toBeDisabled();

      const admin = await pageOf(browser, ADMIN);
      try {
        await admin.page.goto('/admin/products');
        await expect(admin.page.getByRole('table', { name: 'Products' }).getByRole('columnheader')).toContainText([
          'Stock',
        ]);
        await admin.page.getByRole('combobox', { name: 'Stock' }).click();
        await admin.page.getByRole('option', { name: 'Low stock (5 or fewer)' }).click();
        await expect(admin.page).toHaveURL(/\/admin\/products\?stock=low$/);
        const row = admin.page.getByRole('row').filter({ hasText: product.title });
        await expect(row.getByRole('cell').nth(4)).toHaveText('1');
        expect(await seriousViolations(admin.page)).toEqual([]);

        await row.getByRole('link', { name: `Edit product ${product.title}` }).click();
        // The form shows the stock as opened and restocks by adding units.
        const stockField = admin.page.getByRole('spinbutton', { name: 'Stock' });
        await expect(stockField).toHaveValue('1');
        // Each save sends the stock the form saw with the units added, so the server counts a restock once.
        const addUnits = async (units: number) => {
          const sent = admin.page.waitForRequest(
            (request) => request.method() === 'PUT' && request.url().includes('/api/products/'),
          );
          await admin.page.getByRole('spinbutton', { name: 'Add units' }).fill(String(units));
          await admin.page.getByRole('button', { name: 'Save' }).click();
          return (await sent).postDataJSON() as { stock?: number; addUnits?: number };
        };
        expect(await addUnits(9)).toMatchObject({ stock: 1, addUnits: 9 });
        await expect(admin.page.getByText('Your Product Updated Successfully')).toBeVisible();
        await expect(stockField).toHaveValue('10');
        // The form now sees the saved stock: a second deliberate add counts too.
        expect(await addUnits(2)).toMatchObject({ stock: 10, addUnits: 2 });
        await expect(stockField).toHaveValue('12');

        await admin.page.goto('/admin/products?stock=low');
        await expect(admin.page.getByRole('row').filter({ hasText: product.title })).toHaveCount(0);
      } finally {
        await admin.close();
      }

      await page.reload();
      await expect(cartRow(page, product.title)).not.toContainText('left');
      await buyNow(page).click();
      await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
      await page.goto(product.path);
      await expect(stockLine(page, 'In stock')).toBeVisible();
    },
  );

  // The whole catalogue: its product must be on the first page of the sold-out list, which any product joins.
  test(
    '@mobile the stock on the product page, the cart, the admin list and the dashboard read well at 360 px in dark mode',
    { lock: LOCK.products },
    async ({ page, browser, request }) => {
      const low = await make(request, uniqueTitle('Dark Oil'), 22, {}, 2);
      const shopper = await registerFreshUser(request);
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await signInAs(page, shopper.username, shopper.password);
      const fitsWidth = async (target: Page) =>
        expect(await target.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.goto(low.path);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      await expect(stockLine(page, 'Only 2 left')).toBeVisible();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('button', { name: `Increase quantity of ${low.title}` }).click();
      await expect(quantityOf(page, low.title)).toHaveText('2');
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth(page);

      await low.setStock(0);
      await page.goto('/panel/cart');
      await expect(page.getByText(`“${low.title}”: Sold out. Remove it from your cart to buy now.`)).toBeVisible();
      await expect(buyNow(page)).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth(page);

      await page.goto(low.path);
      await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);

      const admin = await pageOf(browser, ADMIN, true);
      try {
        await admin.page.goto('/admin');
        const soldOutCard = admin.page.getByTestId('figure-card').filter({ hasText: 'Sold out' });
        await expect(soldOutCard.getByTestId('figure-value')).toHaveText(/^\d+$/);
        await expect(
          admin.page.getByTestId('figure-card').filter({ hasText: 'Low stock' }).getByRole('link'),
        ).toHaveAttribute('href', '/admin/products?stock=low');
        expect(await seriousViolations(admin.page)).toEqual([]);
        await fitsWidth(admin.page);

        await soldOutCard.getByRole('link').click();
        await expect(admin.page).toHaveURL(/\/admin\/products\?stock=out$/);
        const row = admin.page.getByRole('row').filter({ hasText: low.title });
        await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
        expect(await seriousViolations(admin.page)).toEqual([]);
        await fitsWidth(admin.page);
      } finally {
        await admin.close();
      }
    },
  );
});
