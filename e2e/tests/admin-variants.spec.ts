import type { Page } from '@playwright/test';
import { adminApi, MAIN_ADMIN, seriousViolations, uniqueSuffix } from '../support/admin';
import { signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

interface VariantAnswer {
  _id: string;
  name: string;
  price: number;
  stock?: number;
  swatch?: string;
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const shadeNames = (page: Page) =>
  page.getByRole('list', { name: 'Shades' }).getByRole('group').getByRole('heading', { level: 3 });
const summaryRows = (page: Page) => page.getByRole('table', { name: 'Its shades' }).locator('tbody tr');

/** Adds a shade and fills its name, price, stock and family; its colour is set by the caller. */
interface ShadeInput {
  name: string;
  price: string;
  stock: string;
  family: string;
}

const addShade = async (page: Page, { name, price, stock, family }: ShadeInput) => {
  const position = (await shadeNames(page).count()) + 1;
  await page.getByRole('button', { name: 'Add shade' }).click();
  await box(page, `Name of shade ${position}`).fill(name);
  await number(page, `Price of ${name}`).fill(price);
  await number(page, `Stock of ${name}`).fill(stock);
  await page.getByRole('combobox', { name: `Colour family of ${name}` }).selectOption({ label: family });
};

// Creates a product: the products list's order and first page are shared.
test.describe('admin products in shades', { lock: LOCK.products }, () => {
  test('an admin creates a lipstick in three shades, moves and renames one, sees them in the list and adds units to one', async ({
    page,
    request,
  }) => {
    const title = `Lipstick ${uniqueSuffix()}`;
    const api = await adminApi(request);
    let id = '';
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
    try {
      await test.step('creates the lipstick with three shades, its colours by picker and by hex', async () => {
        await page.goto('/admin/products/new');
        await box(page, 'Title').fill(title);
        await box(page, 'Description').fill('A soft matte lipstick that stays all day.');
        await page.getByLabel('Category').selectOption({ label: 'Women Make Up' });
        await page.getByLabel('Routine step').selectOption({ label: 'Make-up' });
        await page.getByRole('radio', { name: 'Shades' }).check();

        await addShade(page, { name: 'Ruby', price: '26', stock: '4', family: 'Red' });
        await page.getByLabel('Colour of Ruby', { exact: true }).fill('#b0123a');
        await expect(box(page, 'Hex colour of Ruby')).toHaveValue('#b0123a');
        await addShade(page, { name: 'Coral', price: '22', stock: '10', family: 'Coral' });
        await box(page, 'Hex colour of Coral').fill('#FF7F50');
        await expect(page.getByLabel('Colour of Coral', { exact: true })).toHaveValue('#ff7f50');
        await addShade(page, { name: 'Plum', price: '24', stock: '0', family: 'Plum' });
        await box(page, 'Hex colour of Plum').fill('#5e2a4b');

        // The product's own price and stock are its shades': the lowest price, the units together.
        await expect(number(page, 'Price')).toHaveValue('22');
        await expect(number(page, 'Price')).toHaveAttribute('readonly', '');
        await expect(number(page, 'Stock')).toHaveValue('14');
        await expect(page.getByText('Set by its shades')).toHaveCount(2);
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('moves Plum up with the keyboard and renames Coral', async () => {
        await page.getByRole('button', { name: 'Move Plum up' }).focus();
        await page.keyboard.press('Enter');
        await expect(shadeNames(page)).toHaveText(['Ruby', 'Plum', 'Coral']);
        await expect(page.getByRole('button', { name: 'Move Plum up' })).toBeFocused();
        await box(page, 'Name of Coral').fill('Coral Crush');
        await expect(shadeNames(page)).toHaveText(['Ruby', 'Plum', 'Coral Crush']);
      });

      await test.step('saves: the product page lists the shades in that order, each with its price and stock', async () => {
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('New product created successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/products\/(?!new$)[\w-]+$/, { timeout: 5000 });
        id = page.url().split('/').pop() ?? '';
        await expect(summaryRows(page)).toHaveText([
          /^Ruby\$26\.004$/,
          /^Plum\$24\.000 \(Sold out\)$/,
          /^Coral Crush\$22\.0010$/,
        ]);
        await expect(shadeNames(page)).toHaveText(['Ruby', 'Plum', 'Coral Crush']);
        await expect(box(page, 'Hex colour of Coral Crush')).toHaveValue('#ff7f50');
        await expect(number(page, 'Stock of Ruby')).toHaveAttribute('readonly', '');
      });

      await test.step("the list's Stock column: the units of every shade, one low and one sold out", async () => {
        await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Products' }).click();
        const row = page.getByRole('table', { name: 'Products' }).locator('tbody tr').filter({ hasText: title });
        await expect(row.getByRole('cell').nth(3)).toHaveText('$22.00');
        await expect(row.getByRole('cell').nth(4)).toHaveText('141 low, 1 sold out');
        await row.getByRole('link', { name: `Edit product ${title}` }).click();
      });

      await test.step('adds units to one shade: its stock grows by them, the others stay', async () => {
        await expect(number(page, 'Stock of Ruby')).toHaveValue('4');
        await number(page, 'Add units to Ruby').fill('6');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Your Product Updated Successfully')).toBeVisible();
        await expect(summaryRows(page).first()).toHaveText(/^Ruby\$26\.0010$/);
        await expect(number(page, 'Stock of Ruby')).toHaveValue('10');
        await expect(number(page, 'Add units to Ruby')).toHaveValue('');

        const saved = (await (await api.get(`/api/products/${id}`)).json()) as {
          body: { stock: number; variants: VariantAnswer[] };
        };
        expect(saved.body.variants.map(({ name, price, stock, swatch }) => ({ name, price, stock, swatch }))).toEqual([
          { name: 'Ruby', price: 26, stock: 10, swatch: '#b0123a' },
          { name: 'Plum', price: 24, stock: 0, swatch: '#5e2a4b' },
          { name: 'Coral Crush', price: 22, stock: 10, swatch: '#ff7f50' },
        ]);
        expect(saved.body.stock).toBe(20);
      });
    } finally {
      if (id) await api.remove(`/api/products/${id}`);
    }
  });
});
