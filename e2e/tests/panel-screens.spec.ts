import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { idTokenFor, registerFreshUser, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { addFromProductPage, buyNow, cartLink, cartTable, LIPSTICK, storedCart } from '../support/panel';
import { failRequests } from '../support/stand-ins';

const seriousViolations = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));

/** Which of red and green dominates the text colour of an element (what a reader sees as "in red"/"in green"). */
const hueOf = async (locator: Locator): Promise<'red' | 'green' | 'other'> => {
  // Through a canvas pixel: the computed colour may come in any CSS colour syntax (rgb, oklab, color()).
  const [r = 0, g = 0, b = 0] = await locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  if (r > g + 40 && r > b + 20) return 'red';
  if (g > r + 20 && g > b) return 'green';
  return 'other';
};

const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const isOrderList = (url: URL) => /^\/order\/[\w-]+$/.test(url.pathname);

test.describe('panel screens', () => {
  test('a new customer sees the dashboard and friendly empty states, each without serious axe violations', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);

    await page.goto('/panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome to Dashboard')).toBeVisible();
    await expect(page.getByText('Use the menu on the right to edit your profile')).toBeVisible();
    await expect(panelMenu(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Profile',
      'Purchased',
      'My reviews',
      'Loves',
      'Alerts',
    ]);
    await expect(page.getByText('Your cart is empty for now')).toBeVisible();
    await expect(page.getByText('No orders yet')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/panel/cart');
    await expect(page.getByText('Your card is empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/panel/purchases');
    await expect(page.getByText('Your Purchases is empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/panel/profile');
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a returning customer’s panel: the dashboard’s links, purchases newest first, and their error with Try again', async ({
    page,
  }) => {
    await signInAs(page, 'jane', 'Jane12345');

    await test.step('a returning customer’s dashboard links the cart and the last order; purchases are newest first', async () => {
      await page.goto('/panel');
      const cart = page.getByRole('region', { name: 'Your cart' });
      await expect(cart).toContainText(/\d+ products?/);
      await expect(cart.getByRole('link', { name: 'Open cart' })).toHaveAttribute('href', '/panel/cart');
      const lastOrder = page.getByRole('region', { name: 'Last order' });
      await expect(lastOrder).toContainText(/Transaction Number: \d+/);
      await lastOrder.getByRole('link', { name: 'See purchases' }).click();

      await expect(page).toHaveURL(/\/panel\/purchases$/);
      await expect(page.getByRole('table').first()).toBeVisible();
      const dates = await page.getByText(/^Date: /).allTextContents();
      expect(dates.length).toBeGreaterThan(1);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/panel/cart');
      await expect(cartTable(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('purchases show their error with Try again, and recover', async () => {
      const recover = await failRequests(page, isOrderList);
      await page.goto('/panel/purchases');
      await expect(page.getByText('Server Error')).toBeVisible();
      recover();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByText('Server Error')).toBeHidden();
      await page.unroute(isOrderList);
    });
  });

  test('a customer’s own account: a server refusal on the profile, a confirmation reloaded, then the profile’s checks, a save and a new password', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);

    await test.step('a server refusal shows in red above the profile form', async () => {
      await page.route('**/api/users/*', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Error Connection' } }),
      );
      await page.goto('/panel/profile');
      await page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Save' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Error Connection' });
      await expect(refusal).toBeVisible();
      expect(await hueOf(refusal)).toBe('red');
      await page.unroute('**/api/users/*');
    });

    await test.step('reloading the confirmation shows the number again and empties nothing twice', async () => {
      await addFromProductPage(page, LIPSTICK.path, LIPSTICK.title);
      await page.goto('/panel/cart');
      await buyNow(page).click();
      await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
      const confirmation = new URL(page.url()).pathname;
      const number = await page.getByTestId('transaction-number').textContent();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

      await addFromProductPage(page, LIPSTICK.path, LIPSTICK.title);
      await page.goto(confirmation);
      await expect(page.getByTestId('transaction-number')).toHaveText(number ?? '');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      expect(await storedCart(page)).toEqual([expect.objectContaining({ title: LIPSTICK.title, quantity: 1 })]);
    });

    // The new password comes last: everything before it runs on the password the customer signed in with.
    await test.step('the profile checks its fields, saves, and a new password works at the next sign-in while this device stays signed in', async () => {
      await page.goto('/panel/profile');
      const form = page.getByRole('form', { name: 'Profile' });
      await expect(form.getByLabel('Username')).toHaveValue(user.username);
      await expect(form.getByLabel('Username')).toHaveAttribute('readonly', '');

      await form.getByLabel('Firstname').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('You must enter your firstname')).toBeVisible();

      const newPassword = 'Fresh9876';
      await form.getByLabel('Firstname').fill('Mira');
      await form.getByLabel('Lastname').fill('Stone');
      await form.getByLabel('Password', { exact: true }).fill(newPassword);
      await form.getByLabel('Confirm Password').fill('Other9876');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Your confirm password does not match the passwor')).toBeVisible();

      await form.getByLabel('Confirm Password').fill(newPassword);
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/users/'));
      await form.getByRole('button', { name: 'Save' }).click();
      expect((await saved).postDataJSON()).toEqual({
        firstname: 'Mira',
        lastname: 'Stone',
        password: newPassword,
        role: 'user',
      });
      const success = page.getByRole('alert').filter({ hasText: 'Your profile is updated Successfully' });
      await expect(success).toBeVisible();
      expect(await hueOf(success)).toBe('green');

      await expect(idTokenFor(user.username, user.password)).rejects.toThrow();
      await expect(idTokenFor(user.username, newPassword)).resolves.toBeTruthy();

      await page.reload();
      await expect(page).toHaveURL(/\/panel\/profile$/);
      await expect(form.getByLabel('Firstname')).toHaveValue('Mira');
      await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    });
  });

  test('at 360 px the menu is one compact row and the tables never scroll sideways @mobile', async ({ page }) => {
    await signInAs(page, 'jane', 'Jane12345');
    for (const path of ['/panel', '/panel/cart', '/panel/purchases', '/panel/profile']) {
      await page.goto(path);
      await expect(panelMenu(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/panel/cart') await expect(cartTable(page)).toBeVisible();
      if (path === '/panel/purchases') await expect(page.getByRole('table').first()).toBeVisible();
      const box = await panelMenu(page).boundingBox();
      expect(box?.height ?? 0).toBeLessThan(70);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});
