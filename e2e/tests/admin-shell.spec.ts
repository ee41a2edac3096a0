import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';

/** Records whether the admin menu was ever on the page, however briefly. */
const watchForAdminScreens = (page: Page) =>
  page.addInitScript(() => {
    const record = () => {
      if (document.querySelector('nav[aria-label="Admin menu"]')) sessionStorage.setItem('admin-seen', 'true');
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });

const adminSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('admin-seen') === 'true');

test.describe('admin shell', () => {
  test('a visitor is sent home without the admin screens showing', async ({ page }) => {
    await watchForAdminScreens(page);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await adminSeen(page)).toBe(false);
  });

  test('a customer is sent home without the admin screens showing', async ({ page }) => {
    await signInAs(page, 'jane', 'Jane12345');
    await watchForAdminScreens(page);
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/$/);
    expect(await adminSeen(page)).toBe(false);
  });

  test('an admin on the admin screens: the layout with its menu, theme toggle and Back, then Sign Out', async ({
    page,
  }) => {
    await signInAs(page, 'admin', 'Admin12345');
    await page.goto('/admin');

    await test.step("the sidebar runs the dashboard's full height, down to its last table", async () => {
      // The dashboard's figures make it taller than the screen; everything on it must be inside the layout.
      await expect(page.getByRole('table', { name: 'Revenue per day, last 30 days (UTC)' })).toBeAttached();
      await expect(page.getByRole('region', { name: 'Latest orders' }).getByRole('table')).toBeVisible();
      const bareBelowSidebar = () =>
        page.evaluate(() => {
          const sidebar = document.querySelector('aside');
          if (!sidebar) return Number.POSITIVE_INFINITY;
          return document.documentElement.scrollHeight - (sidebar.getBoundingClientRect().bottom + window.scrollY);
        });
      const { scrollHeight, innerHeight } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        innerHeight: window.innerHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(innerHeight);
      await expect.poll(bareBelowSidebar).toBeLessThan(1);
    });

    await test.step('an admin gets the admin layout: menu, name, welcome, theme toggle and Back', async () => {
      await expect(page.getByText('welcome to Admin Panel')).toBeVisible();
      await expect(page.getByText('Adam Stone')).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await expect(menu.getByRole('link')).toHaveText([
        'Dashboard',
        'Products',
        'Categories',
        'Blogs',
        'Orders',
        'Messages',
        'Outbox',
        'Reviews',
      ]);
      // Not the storefront's header and footer.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      expect(await seriousViolations(page)).toEqual([]);

      await menu.getByRole('link', { name: 'Categories' }).click();
      await expect(page).toHaveURL(/\/admin\/categories$/);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/panel$/);
    });

    await test.step('Sign Out clears the stored cart and goes home', async () => {
      // Back to the admin screens from the account panel Back led to, through the header's link.
      await page.getByRole('banner').getByRole('link', { name: 'Managing' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText('welcome to Admin Panel')).toBeVisible();
      await page.evaluate(() =>
        localStorage.setItem(
          'shopping',
          JSON.stringify([{ _id: 'x', title: 'x', price: 10, quantity: 1, totalPriceItem: 10 }]),
        ),
      );
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('shopping'))).toBeNull();
    });
  });

  test('at 360 px the menu opens from the header @mobile', async ({ page }) => {
    await signInAs(page, 'mainadmin', 'Main12345');
    await page.goto('/admin');
    await expect(page.getByText('welcome to Admin Panel')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Sign Out keeps the page's 16 px gutter from the right edge of the screen.
    const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
    expect((signOut?.x ?? 360) + (signOut?.width ?? 0)).toBeLessThanOrEqual(360 - 16);
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
