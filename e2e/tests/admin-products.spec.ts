import type { Page } from '@playwright/test';
import {
  acceptNextConfirm,
  adminApi,
  chooseFile,
  MAIN_ADMIN,
  PNG,
  seriousViolations,
  uniqueSuffix,
} from '../support/admin';
import { signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const rows = (page: Page) => table(page).locator('tbody tr');

interface ProductAnswer {
  _id: string;
  title: string;
  price: number;
  image: string;
  category: { _id: string; title: string };
}

const categoryId = async (request: Parameters<typeof adminApi>[0], slug: string): Promise<string> => {
  const answer = await request.get('/api/categories?limit=1000');
  const { body } = (await answer.json()) as { body: { _id: string; slug: string }[] };
  const found = body.find((category) => category.slug === slug);
  if (!found) throw new Error(`No category ${slug} in the seed`);
  return found._id;
};

/** A product of the test's own (never a seeded one), created through the API as the Main Admin. */
const ownProduct = async (
  request: Parameters<typeof adminApi>[0],
  { title, price, slug }: { title: string; price: number; slug: string },
) => {
  const api = await adminApi(request);
  const product = (await api.create('/api/products', {
    title,
    description: `${title}, made in small batches for the test.`,
    price,
    category: await categoryId(request, slug),
    routineStep: 'treat',
  })) as ProductAnswer;
  return { api, product };
};

test.describe('admin products', { lock: LOCK.ownProducts(3) }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
  });

  // The whole catalogue: the list's pages, and its own products found on the first one.
  test(
    'the list and a new product: columns, pages and axe, a delete after the confirm, validation messages and a create',
    { lock: LOCK.products },
    async ({ page, request }) => {
      await page.goto('/admin/products');

      await test.step('lists products 6 a page with Row, Title, Category, Price, Stock and Operation, and pages', async () => {
        await expect(table(page).getByRole('columnheader')).toHaveText([
          'Row',
          'Title',
          'Category',
          'Price',
          'Stock',
          'Operation',
        ]);
        await expect(rows(page)).toHaveCount(6);
        await expect(rows(page).first().getByRole('cell').first()).toHaveText('1');
        expect(await seriousViolations(page)).toEqual([]);

        const pages = page.getByRole('navigation', { name: 'Products pages' });
        await pages.getByRole('link', { name: 'Go to page 2' }).click();
        await expect(page).toHaveURL(/\/admin\/products\?page=2$/);
        await expect(rows(page).first().getByRole('cell').first()).toHaveText('7');
      });

      await test.step('deletes a product after the confirm, with a toast', async () => {
        const title = `Soap ${uniqueSuffix()}`;
        const { api, product: created } = await ownProduct(request, { title, price: 12, slug: 'body' });
        // Back to the list's first page through the menu: it reads the list again, with the new product.
        await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Products' }).click();
        await expect(page).toHaveURL(/\/admin\/products$/);
        const confirmText = acceptNextConfirm(page);
        await page.getByRole('button', { name: `Delete product ${title}` }).click();
        expect(await confirmText).toBe(`Are you sure for deleting the product ${title}?`);
        await expect(page.getByText('The product deleted successfully')).toBeVisible();
        await expect(table(page).getByRole('cell', { name: title, exact: true })).toHaveCount(0);
        expect((await api.get(`/api/products/${created._id}`)).status()).toBe(404);
      });

      await test.step('creates a product after the validation messages, then opens its edit page', async () => {
        const title = `Balm ${uniqueSuffix()}`;
        await page.getByRole('link', { name: 'Add product' }).click();
        await expect(page).toHaveURL(/\/admin\/products\/new$/);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('You must enter a title')).toBeVisible();
        await expect(page.getByText('You must enter a description')).toBeVisible();
        await expect(page.getByText('Please Enter Number')).toBeVisible();
        await expect(page.getByText('Select the category')).toBeVisible();
        await expect(page.getByText('Select the routine step')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByLabel('Title').fill('Ab');
        await page.getByLabel('Description').fill('Too short');
        await page.getByLabel('Price').fill('5');
        await page.getByLabel('Title').focus();
        await expect(page.getByText('Title must be 3 Characters at least')).toBeVisible();
        await expect(page.getByText('Description must be 10 Characters at least')).toBeVisible();
        await expect(page.getByText('The Price Should Be Between $10 to $10000')).toBeVisible();
        await page.getByLabel('Price').fill('10001');
        await expect(page.getByText('The Price Should Be Between $10 to $10000')).toBeVisible();

        await page.getByLabel('Title').fill(title);
        await page.getByLabel('Description').fill('A rich balm for dry lips, made in small batches.');
        await page.getByLabel('Price').fill('24');
        await page.getByLabel('Category').selectOption({ label: 'Body Care' });
        await page.getByLabel('Routine step').selectOption({ label: 'Body' });
        // Without an image the default picture shows.
        await expect(page.getByRole('img', { name: 'Product image preview' })).toHaveAttribute(
          'src',
          /product-placeholder/,
        );
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('New product created successfully')).toBeVisible();
        // The edit page's address: an id, not the /new the form was opened at.
        await expect(page).toHaveURL(/\/admin\/products\/(?!new$)[\w-]+$/, { timeout: 5000 });
        await expect(page.getByLabel('Title')).toHaveValue(title);

        const id = page.url().split('/').pop() ?? '';
        const api = await adminApi(request);
        await api.remove(`/api/products/${id}`);
      });
    },
  );

  test('editing products: a change the shop shows, and an image upload with its preview and a refused file', async ({
    page,
    request,
  }) => {
    await test.step('edits a product: the message clears after 3 s and the shop shows the change', async () => {
      const title = `Mist ${uniqueSuffix()}`;
      const { api, product: created } = await ownProduct(request, { title, price: 30, slug: 'skincare' });
      try {
        await page.goto(`/product/${created._id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

        await page.goto(`/admin/products/${created._id}`);
        await expect(page.getByLabel('Price')).toHaveValue('30');
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel('Title').fill(`${title} II`);
        await page.getByLabel('Price').fill('45');
        await page.getByRole('button', { name: 'Save' }).click();
        const message = page.getByText('Your Product Updated Successfully');
        await expect(message).toBeVisible();
        await expect(message).toBeHidden({ timeout: 5000 });
        await expect(page.getByLabel('Title')).toHaveValue(`${title} II`);

        await page.goto(`/product/${created._id}`);
        await expect(page.getByRole('heading', { level: 1, name: `${title} II` })).toBeVisible();
        await expect(page.getByText('$45').first()).toBeVisible();
      } finally {
        await api.remove(`/api/products/${created._id}`);
      }
    });

    await test.step('uploads an image with a preview; a refused file shows the server message and keeps the form', async () => {
      const title = `Oil ${uniqueSuffix()}`;
      const { api, product: created } = await ownProduct(request, { title, price: 40, slug: 'body' });
      try {
        await page.goto(`/admin/products/${created._id}`);
        await page.getByLabel('Title').fill(`${title} kept`);
        await page.mouse.wheel(0, 600);
        await chooseFile(page, {
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('not an image at all'),
        });
        await expect(
          page.getByRole('alert').filter({ hasText: 'Only JPEG, PNG or WebP images are allowed' }),
        ).toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
        await expect(page.getByLabel('Title')).toHaveValue(`${title} kept`);

        await chooseFile(page, { name: 'dot.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', /^\/uploads\//);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Your Product Updated Successfully')).toBeVisible();

        const saved = (await (await api.get(`/api/products/${created._id}`)).json()) as { body: ProductAnswer };
        expect(saved.body.image).toMatch(/^\/uploads\/.+\.png$/);
        expect(saved.body.title).toBe(`${title} kept`);
      } finally {
        await api.remove(`/api/products/${created._id}`);
      }
    });
  });
});
