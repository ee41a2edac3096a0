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

const table = (page: Page) => page.getByRole('table', { name: 'Blogs' });
const rows = (page: Page) => table(page).locator('tbody tr');
const item = (page: Page, index: number) => page.getByRole('group', { name: `Item ${index}` });

interface BlogAnswer {
  _id: string;
  title: string;
  image: string;
  details: [string, string];
  items: { titleItem: string; descItem: string }[];
}

const blogInput = (suffix: string) => ({
  title: `Post ${suffix}`,
  slug: `post-${suffix}`,
  description: 'A long enough description of a post the test writes itself.',
  subject: 'Skincare',
  author: 'Test Writer',
  items: [{ titleItem: 'First step', descItem: 'Cleanse gently.' }],
  image: '',
});

test.describe('admin blogs', { lock: LOCK.blogs }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
  });

  test('the list, a delete and a new blog: columns, pages and axe, the confirm and its toast, validation messages, items and a create', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    await page.goto('/admin/blogs');

    await test.step('lists blogs 5 a page with Title, Slug and Operation, and pages', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await expect(table(page).getByRole('columnheader')).toHaveText(['Title', 'Slug', 'Operation']);
      await expect(rows(page)).toHaveCount(5);
      expect(await seriousViolations(page)).toEqual([]);

      const pages = page.getByRole('navigation', { name: 'Blogs pages' });
      await pages.getByRole('link', { name: 'Go to page 2' }).click();
      await expect(page).toHaveURL(/\/admin\/blogs\?page=2$/);
      await expect(rows(page)).toHaveCount(5);
    });

    await test.step('deletes a blog after the confirm, with the toast', async () => {
      const suffix = uniqueSuffix();
      const { _id: id } = await api.create('/api/blogs', blogInput(suffix));
      try {
        // The newest blog leads the first page, read again when the menu brings the admin back to it.
        await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Blogs' }).click();
        await expect(page).toHaveURL(/\/admin\/blogs$/);
        await expect(rows(page).first()).toContainText(`Post ${suffix}`);
        const confirmText = acceptNextConfirm(page);
        await page.getByRole('button', { name: `Delete blog Post ${suffix}` }).click();
        expect(await confirmText).toBe(`Are you sure for deleting the blog Post ${suffix}?`);
        await expect(page.getByText('The blog deleted successfully')).toBeVisible();
        await expect(table(page).getByRole('cell', { name: `Post ${suffix}`, exact: true })).toHaveCount(0);
        await expect(rows(page)).toHaveCount(5);
        await expect(page.getByText('The blog deleted successfully')).toBeHidden({ timeout: 5000 });
        expect((await api.get(`/api/blogs/${id}`)).status()).toBe(404);
      } finally {
        await api.remove(`/api/blogs/${id}`);
      }
    });

    await test.step('creates a blog with items after the validation messages, then opens its edit page', async () => {
      const suffix = uniqueSuffix();
      await page.getByRole('link', { name: 'Add blog' }).click();
      await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('You must enter title')).toBeVisible();
      await expect(page.getByText('You must enter slug')).toBeVisible();
      await expect(page.getByText('You must enter description')).toBeVisible();
      await expect(page.getByText('You must enter field')).toBeVisible();
      await expect(page.getByText('You must enter author')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Title', { exact: true }).fill('Ab');
      await page.getByLabel('Description', { exact: true }).fill('Too short');
      await page.getByLabel('Author').fill('A'.repeat(21));
      await page.getByLabel('Slug').focus();
      await expect(page.getByText('title must be 3 Characters at least')).toBeVisible();
      await expect(page.getByText('description must be 10 Characters at least')).toBeVisible();
      await expect(page.getByText('author must be 20 Characters at most')).toBeVisible();

      // Two items added, the first removed: the second stays, as the first.
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByRole('button', { name: 'Add item' }).click();
      await item(page, 1).getByLabel('Item title').fill('Removed step');
      await item(page, 1).getByLabel('Item description').fill('This one goes.');
      await item(page, 2).getByLabel('Item title').fill('Kept step');
      await item(page, 2).getByLabel('Item description').fill('This one stays.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove item 1' }).click();
      await expect(item(page, 2)).toHaveCount(0);
      await expect(item(page, 1).getByLabel('Item title')).toHaveValue('Kept step');

      await chooseFile(page, { name: 'post.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('button', { name: 'Choose image' })).toBeEnabled();
      await expect(page.getByRole('img', { name: 'Blog image preview' })).toHaveAttribute('src', /\/uploads\//);

      const title = `Post ${suffix}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Slug').fill(`post-${suffix}`);
      await page.getByLabel('Description', { exact: true }).fill('How to keep a simple evening routine.');
      await page.getByLabel('Field').fill('Skincare');
      await page.getByLabel('Author').fill('Test Writer');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page.getByText('New blog created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blogs\/(?!new$)[^/]+$/);
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      try {
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
        await expect(item(page, 1).getByLabel('Item title')).toHaveValue('Kept step');
        // The message clears after 3 s.
        await expect(page.getByText('New blog created successfully')).toBeHidden({ timeout: 6000 });

        const saved = (await (await api.get(`/api/blogs/${id}`)).json()) as { body: BlogAnswer };
        expect(saved.body.details).toEqual(['Skincare', 'Test Writer']);
        expect(saved.body.items).toEqual([{ titleItem: 'Kept step', descItem: 'This one stays.' }]);
        expect(saved.body.image).toMatch(/^\/uploads\//);
      } finally {
        await api.remove(`/api/blogs/${id}`);
      }
    });
  });

  test('edits a blog and the shop shows the change at once', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const api = await adminApi(request);
    const { _id: id } = await api.create('/api/blogs', blogInput(suffix));
    try {
      // The shop has read the post and the list before the change.
      await page.goto(`/blogs/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Post ${suffix}` })).toBeVisible();

      await page.goto(`/admin/blogs/${id}`);
      await expect(page.getByLabel('Field')).toHaveValue('Skincare');
      await expect(item(page, 1).getByLabel('Item title')).toHaveValue('First step');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Title', { exact: true }).fill(`Renamed ${suffix}`);
      await page.getByRole('button', { name: 'Add item' }).click();
      await item(page, 2).getByLabel('Item title').fill('Second step');
      await item(page, 2).getByLabel('Item description').fill('Moisturise.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The blog updated successfully')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/blogs/${id}$`));
      await expect(page.getByText('The blog updated successfully')).toBeHidden({ timeout: 6000 });

      await page.goto(`/blogs/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Renamed ${suffix}` })).toBeVisible();
      await expect(page.getByText('Second step')).toBeVisible();
      await page.goto('/blogs');
      await expect(page.getByRole('link', { name: new RegExp(`Renamed ${suffix}`) }).first()).toBeVisible();
    } finally {
      await api.remove(`/api/blogs/${id}`);
    }
  });
});
