import type { Page } from '@playwright/test';
import { EMAIL_INVALID } from '../../contract/src/schemas/email';
import { STOCK_ALERT_TEXTS } from '../../contract/src/stock-alerts';
import { seriousViolations } from '../support/admin';
import { registerFreshUser, signInAs } from '../support/auth';
import { ownClientAddress } from '../support/client-address';
import { ownProductsRemovedAfterEach, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const { notifyMe: NOTIFY_ME, subscribed: SUBSCRIBED } = STOCK_ALERT_TEXTS;

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

const notifyForm = (page: Page) => page.getByRole('form', { name: NOTIFY_ME });

/** A screenshot kept with the test's results (test-results/<test>/<name>.png), to look at. */
const keep = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Sold out' }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
};

const inDark = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
};

// Each test makes and removes a product of its own; the seeded foundation is only read.
test.describe('notify me', { lock: LOCK.ownProducts(3) }, () => {
  test('a visitor on a sold-out product gives an e-mail and sees the confirmation', async ({ page, request }) => {
    await ownClientAddress(page);
    const product = await make(request, uniqueTitle('Gone Serum'), 21, {}, 0);
    await page.goto(product.path);
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    const form = notifyForm(page);
    const email = form.getByLabel('Your e-mail');
    await expect(email).toBeVisible();
    await keep(page, 'notify-me-1280-light');
    expect(await seriousViolations(page)).toEqual([]);

    await email.fill('not-an-address');
    await form.getByRole('button', { name: NOTIFY_ME }).click();
    await expect(form.getByRole('alert')).toHaveText(EMAIL_INVALID);
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('ana.notify@example.com');
    await form.getByRole('button', { name: NOTIFY_ME }).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBED })).toBeVisible();
    await expect(notifyForm(page)).toHaveCount(0);
    await keep(page, 'notify-me-1280-light-subscribed');

    await inDark(page);
    await expect(notifyForm(page).getByRole('button', { name: NOTIFY_ME })).toBeEnabled();
    await keep(page, 'notify-me-1280-dark');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an in-stock product offers no Notify me', async ({ page, request }) => {
    const product = await make(request, uniqueTitle('Here Serum'), 21, {}, 3);
    await page.goto(product.path);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(page.getByRole('button', { name: NOTIFY_ME })).toHaveCount(0);
  });

  test('a customer without a confirmed address is asked for one, then finds the alert in the panel and removes it', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Gone Toner'), 14, {}, 0);
    const customer = await registerFreshUser(request);
    await signInAs(page, customer.username, customer.password);
    await page.goto(product.path);
    // Signed in: one button, no field, until the shop says it has no address to write to.
    const button = page.getByRole('button', { name: NOTIFY_ME });
    await expect(button).toBeEnabled();
    await expect(page.getByLabel('Your e-mail')).toHaveCount(0);
    await button.click();
    const form = notifyForm(page);
    await expect(form.getByRole('alert')).toHaveText(STOCK_ALERT_TEXTS.emailRequired);
    await form.getByLabel('Your e-mail').fill('cleo.notify@example.com');
    await form.getByRole('button', { name: NOTIFY_ME }).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBED })).toBeVisible();

    await page.goto('/panel/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Back-in-stock alerts' })).toBeVisible();
    const row = page.getByRole('listitem', { name: product.title });
    await expect(row).toContainText('To cleo.notify@example.com');
    await expect(row.getByRole('link', { name: product.title })).toHaveAttribute('href', product.path);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Remove the alert for ${product.title}` }).click();
    await expect(page.getByText('No alerts yet', { exact: true })).toBeVisible();
  });

  test('the seeded foundation offers it on its sold-out shade only, and a bad unsubscribe link says so', async ({
    page,
  }) => {
    // Silk Veil Foundation's "Golden 320" is the seed's sold-out shade (read only here).
    await page.goto('/product/silk-veil-foundation?variant=y58t1mVI');
    await expect(notifyForm(page).getByRole('button', { name: NOTIFY_ME })).toBeEnabled();
    await keep(page, 'notify-me-1280-light-shade');
    await page.getByRole('radio', { name: /Honey 310/ }).check();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(notifyForm(page)).toHaveCount(0);

    await page.goto('/unsubscribe?token=not-a-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  });
});

test.describe('notify me on a phone @mobile', { lock: LOCK.ownProducts(1) }, () => {
  test('fits 360 px, light and dark, and subscribes a visitor', async ({ page, request }) => {
    await ownClientAddress(page);
    const product = await make(request, uniqueTitle('Gone Balm'), 12, {}, 0);
    await page.goto(product.path);
    await expect(notifyForm(page).getByRole('button', { name: NOTIFY_ME })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keep(page, 'notify-me-360-light');

    await inDark(page);
    const darkForm = notifyForm(page);
    await darkForm.getByLabel('Your e-mail').fill('bea.notify@example.com');
    await darkForm.getByRole('button', { name: NOTIFY_ME }).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBED })).toBeVisible();
    await keep(page, 'notify-me-360-dark-subscribed');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the panel’s alerts page and its menu fit 360 px', async ({ page, request }) => {
    const customer = await registerFreshUser(request);
    await signInAs(page, customer.username, customer.password);
    await page.goto('/panel/alerts');
    await expect(page.getByText('No alerts yet', { exact: true })).toBeVisible();
    // The menu's row scrolls its open entry into view.
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Alerts' }),
    ).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('alerts-panel-360-light.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
