import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

// A visitor on a slow phone types as soon as a server-rendered field shows, before the page's scripts
// have made it interactive (web/src/main.tsx marks <html data-hydrated> once they have). What they
// typed must stay and count. The shared fixture waits for hydration, so these tests drive the page
// themselves, with the CPU slowed down 4x.

test.beforeEach(async ({ page }) => {
  // A 4x slower CPU takes a while to make a page interactive on a shared machine.
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Opens a page and types into its field the moment the field shows, checking the page was not yet interactive. */
const typeOnArrival = async (page: Page, path: string, field: (page: Page) => Locator, text: string) => {
  await page.goto(path, { waitUntil: 'commit' });
  await field(page).waitFor();
  expect(await isHydrated(page), 'the page was already interactive when the field showed').toBe(false);
  await field(page).pressSequentially(text);
};

const waitForHydration = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('a search typed into /products before it is interactive is kept and applied', async ({ page }) => {
  const searchBox = (p: Page) => p.getByRole('searchbox', { name: 'Search' });
  await typeOnArrival(page, '/products', searchBox, 'rose');
  await waitForHydration(page);

  await expect(searchBox(page)).toHaveValue('rose');
  // The search applies after the typing pause, as it does for anything typed later.
  await expect(page).toHaveURL(/[?&]q=rose(&|$)/, { timeout: 15_000 });
  const titles = () => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  await expect
    .poll(async () => {
      const shown = await titles();
      return shown.length > 0 && shown.every((title) => /rose/i.test(title));
    })
    .toBe(true);
});

test('a sign-in typed before the page is interactive is kept and signs in', async ({ page }) => {
  const form = (p: Page) => p.getByRole('form', { name: 'Sign in' });
  await typeOnArrival(page, '/login', (p) => form(p).getByLabel('Username'), 'jane');
  await form(page).getByLabel('Password', { exact: true }).pressSequentially('Jane12345');
  await waitForHydration(page);

  await expect(form(page).getByLabel('Username')).toHaveValue('jane');
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue('Jane12345');
  await form(page).getByRole('button', { name: 'Sign In' }).click();
  // The panel's screens are fetched on the way there, on the 4x slower CPU.
  await expect(page).toHaveURL(/\/panel$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a message and ticks given before /contact is interactive are kept', async ({ page }) => {
  const form = (p: Page) => p.getByRole('form', { name: 'Write Us' });
  await typeOnArrival(page, '/contact', (p) => form(p).getByLabel('Message'), 'Which serum suits dry skin?');
  await form(page).getByLabel('Title').pressSequentially('Dry skin');
  await form(page).getByRole('checkbox', { name: 'Skin type' }).check();
  await form(page)
    .getByRole('checkbox', { name: /agree to the privacy policy/ })
    .check();
  await waitForHydration(page);

  await expect(form(page).getByLabel('Message')).toHaveValue('Which serum suits dry skin?');
  await expect(form(page).getByLabel('Title')).toHaveValue('Dry skin');
  await expect(form(page).getByRole('checkbox', { name: 'Skin type' })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: /agree to the privacy policy/ })).toBeChecked();
  // Once interactive the form goes on from there: what was typed is checked like anything typed later.
  await form(page).getByRole('button', { name: /send/i }).click();
  await expect(form(page).getByText('You must enter your email ')).toBeVisible();
  await expect(form(page).getByText('You must enter a title ')).toHaveCount(0);
});

test('an email typed into the newsletter box before the page is interactive is kept and subscribes', async ({
  page,
}) => {
  const emailBox = (p: Page) => p.getByRole('textbox', { name: 'Email address' });
  await typeOnArrival(page, '/contact', emailBox, 'ada@example.com');
  await waitForHydration(page);

  await expect(emailBox(page)).toHaveValue('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
});
