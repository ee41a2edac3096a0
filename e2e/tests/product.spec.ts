import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { openInApp } from '../support/navigation';
import { holdRequests } from '../support/stand-ins';

const PRODUCT_PATH = '/product/velvet-rose-lipstick';
const isProductApi = (url: URL) => url.pathname === '/api/products/velvet-rose-lipstick';

test.describe('product page', () => {
  test('the product page: its content, no accessibility violations, Add to Cart when signed out, a product that does not exist, and with server stand-ins the default picture, Try again on a 500 and a skeleton', async ({
    page,
  }) => {
    await test.step('shows the title, picture, description, price and Add to Cart', async () => {
      await page.goto(PRODUCT_PATH);
      const article = page.getByRole('article', { name: 'Velvet Rose Lipstick' });
      await expect(article.getByRole('heading', { level: 1, name: 'Velvet Rose Lipstick' })).toBeVisible();
      await expect(article.getByText('$28', { exact: true })).toBeVisible();
      await expect(article.getByText(/creamy matte lipstick/)).toBeVisible();
      await expect(article.getByText('Women Make Up')).toBeVisible();
      const picture = article.getByRole('img', { name: 'Velvet Rose Lipstick' });
      await expect(picture).toHaveAttribute('src', '/uploads/product-velvet-rose-lipstick.svg');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(article.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expect(page).toHaveTitle(/Velvet Rose Lipstick/);
    });

    await test.step('has no accessibility violations', async () => {
      await page.goto(PRODUCT_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Velvet Rose Lipstick' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('sends a signed-out visitor who adds to the cart to sign in', async () => {
      await page.goto(PRODUCT_PATH);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('says when the product does not exist, with a Back button to the products', async () => {
      await page.goto('/product/no-such-product');
      await expect(page.getByRole('alert')).toContainText('Product not found');
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });

    // The stand-in steps come last: each stages the product's answer on this page and removes its
    // stand-in before the next one.
    await test.step('shows the default picture for a product without one', async () => {
      await page.route(isProductApi, async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { body: Record<string, unknown> };
        await route.fulfill({ response, json: { ...answer, body: { ...answer.body, image: '' } } });
      });
      await openInApp(page, PRODUCT_PATH);
      await expect(page.getByRole('img', { name: 'Velvet Rose Lipstick' })).toHaveAttribute(
        'src',
        '/images/product-placeholder.svg',
      );
      await page.unroute(isProductApi);
    });

    await test.step('offers Try again when the server fails with 500 (a failing server)', async () => {
      let failures = 1;
      await page.route(isProductApi, async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 500, json: { success: false, message: 'Server Error' } });
        else await route.continue();
      });
      await openInApp(page, PRODUCT_PATH);
      await expect(page.getByRole('alert')).toContainText('Server Error');
      await expect(page.getByRole('main').getByRole('link', { name: 'Back' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Velvet Rose Lipstick' })).toBeVisible();
      await page.unroute(isProductApi);
    });

    await test.step('shows a skeleton while the product loads (a slow server)', async () => {
      const release = await holdRequests(page, isProductApi);
      await openInApp(page, PRODUCT_PATH);
      await expect(page.getByRole('status', { name: 'Loading the product' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Velvet Rose Lipstick' })).toBeVisible();
    });
  });
});
