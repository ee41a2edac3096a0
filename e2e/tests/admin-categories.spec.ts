import type { Page } from '@playwright/test';
import { acceptNextConfirm, adminApi, MAIN_ADMIN, seriousViolations, uniqueSuffix } from '../support/admin';
import { signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const table = (page: Page) => page.getByRole('table', { name: 'Categories' });
const rows = (page: Page) => table(page).locator('tbody tr');

test.describe('admin categories', { lock: LOCK.categories }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
  });

  test('the list and the new-category form: columns and axe, deletes refused or dismissed, validation, create, a taken slug', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/categories');

    await test.step('lists categories 5 a page with Title, Slug and Operation', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
      await expect(table(page).getByRole('columnheader')).toHaveText(['Title', 'Slug', 'Operation']);
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count()).toBeLessThanOrEqual(5);
      await expect(table(page).getByRole('button', { name: 'Delete category Body Care' })).toBeVisible();
      await expect(table(page).getByRole('link', { name: 'Edit category Body Care' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('dismissing the confirm deletes nothing', async () => {
      page.once('dialog', (dialog) => void dialog.dismiss());
      await page.getByRole('button', { name: 'Delete category Fragrance' }).click();
      await expect(table(page).getByRole('cell', { name: 'Fragrance', exact: true })).toBeVisible();
      await expect(page.getByText(/Deleting/)).toHaveCount(0);
    });

    await test.step('a category that still has products is not deleted', async () => {
      const confirmText = acceptNextConfirm(page);
      await page.getByRole('button', { name: 'Delete category Body Care' }).click();
      expect(await confirmText).toBe('Are you sure for deleting the category Body Care?');
      await expect(page.getByText('This Category is not empty!')).toBeVisible();
      await expect(table(page).getByRole('cell', { name: 'Body Care', exact: true })).toBeVisible();
    });

    await test.step('creates a category after showing the validation messages, then lists it', async () => {
      const suffix = uniqueSuffix();
      await page.getByRole('link', { name: 'Add category' }).click();
      await expect(page).toHaveURL(/\/admin\/categories\/new$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('You must enter a title')).toBeVisible();
      await expect(page.getByText('You must enter a slug')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Title').fill('Ab');
      await page.getByLabel('Slug').fill('ab');
      await page.getByLabel('Slug').blur();
      await expect(page.getByText('Title must be 3 Characters at least')).toBeVisible();
      await expect(page.getByText('Slug must be 3 Characters at least')).toBeVisible();
      await page.getByLabel('Title').fill('A title far longer than twenty');
      await expect(page.getByText('Title must be 20 Characters at most')).toBeVisible();

      const title = `New ${suffix}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Slug').fill(`n${suffix}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('New Category Created Successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/categories$/);

      const api = await adminApi(request);
      const all = (await (await api.get('/api/categories?limit=1000')).json()) as {
        body: { _id: string; title: string }[];
      };
      const created = all.body.find((category) => category.title === title);
      expect(created).toBeDefined();
      await api.remove(`/api/categories/${created?._id}`);
    });

    await test.step('a slug already taken is refused on its field', async () => {
      // A new form, opened from the list as an admin does.
      await page.getByRole('link', { name: 'Add category' }).click();
      await expect(page).toHaveURL(/\/admin\/categories\/new$/);
      await page.getByLabel('Title').fill('Another body');
      await page.getByLabel('Slug').fill('body');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /slug/i }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/categories\/new$/);
    });
  });

  test('an edit screen that cannot load, then deleting the last row of the last page, reached by the menu and the pages', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);

    await test.step('an edit screen that cannot load shows Error Connection with Try Again', async () => {
      await page.goto('/admin/categories/edit/no-such-category');
      await expect(page.getByRole('alert').filter({ hasText: 'Error Connection' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    });

    await test.step('deleting the last row of the last page asks, toasts and moves back a page', async () => {
      const { totalCategories } = (await (await api.get('/api/categories?limit=1')).json()) as {
        totalCategories: { all: number };
      };
      // Enough categories of our own (titled to sort last) that the last page holds exactly one.
      const needed = (((1 - totalCategories.all) % 5) + 5) % 5 || 5;
      const suffix = uniqueSuffix();
      const ids: string[] = [];
      for (let index = 0; index < needed; index += 1) {
        const created = await api.create('/api/categories', {
          title: `zz ${suffix} ${index}`,
          slug: `z${suffix}${index}`,
        });
        ids.push(created._id);
      }
      const lastPage = Math.ceil((totalCategories.all + needed) / 5);
      try {
        // From the failed edit screen to the list's last page through the menu and the pages, as an admin does.
        await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Categories' }).click();
        await page
          .getByRole('navigation', { name: 'Categories pages' })
          .getByRole('link', { name: `Go to page ${lastPage}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/categories\\?page=${lastPage}$`));
        await expect(rows(page)).toHaveCount(1);
        await expect(page.getByRole('navigation', { name: 'Categories pages' })).toBeVisible();
        const last = `zz ${suffix} ${needed - 1}`;
        const confirmText = acceptNextConfirm(page);
        await page.getByRole('button', { name: `Delete category ${last}` }).click();
        expect(await confirmText).toBe(`Are you sure for deleting the category ${last}?`);
        await expect(page.getByText('The category deleted successfully')).toBeVisible();
        await expect(page).toHaveURL(lastPage - 1 > 1 ? new RegExp(`page=${lastPage - 1}$`) : /\/admin\/categories$/);
        await expect(rows(page)).toHaveCount(5);
        // The toast closes by itself after 2 s.
        await expect(page.getByText('The category deleted successfully')).toBeHidden({ timeout: 5000 });
      } finally {
        for (const id of ids) await api.remove(`/api/categories/${id}`);
      }
    });
  });

  test('edits a category and the shop sees the new title at once', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const api = await adminApi(request);
    const { _id: id } = await api.create('/api/categories', { title: `Edit ${suffix}`, slug: `e${suffix}` });
    try {
      // The shop's category filter has read the list before the change.
      await page.goto('/products');
      await expect(
        page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: `Edit ${suffix}` }),
      ).toHaveCount(1);

      await page.goto(`/admin/categories/edit/${id}`);
      await expect(page.getByLabel('Title')).toHaveValue(`Edit ${suffix}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Title').fill(`Renamed ${suffix}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The category updated successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/categories$/);

      await page.goto('/products');
      await expect(
        page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: `Renamed ${suffix}` }),
      ).toHaveCount(1);
    } finally {
      await api.remove(`/api/categories/${id}`);
    }
  });
});
