import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { STOCK_ALERT_TEXTS } from '@shop/contract';
import { ownClientAddress } from '../support/client-address';
import { holdRequests } from '../support/stand-ins';

// A visitor on a slow connection types as soon as a server-rendered field shows, before the page's
// scripts have made it interactive (web/src/main.tsx marks <html data-hydrated> once they have). What
// they typed must stay and count. The shared fixture waits for hydration, so these tests drive the page
// themselves, and hold the app's entry script back until everything has been typed and ticked: every
// input is given before the page is interactive, however fast or slow the machine is that day.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

const waitForHydration = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** The app's entry script (its module graph starts there), held until the returned function is called. */
const holdEntryScript = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/**
 * Opens a page with its scripts held back. Resolves with `makeInteractive`, to call once every input is
 * given: it checks the page was still not interactive, lets the scripts run and waits until they have
 * made it so.
 */
const openHeldBack = async (page: Page, path: string) => {
  const release = await holdEntryScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    expect(await isHydrated(page), 'the page was already interactive before the input was all given').toBe(false);
    release();
    await waitForHydration(page);
  };
};

/** Opens a page with its scripts held back and types into its field once the field shows (see openHeldBack). */
const typeOnArrival = async (page: Page, path: string, field: (page: Page) => Locator, text: string) => {
  const makeInteractive = await openHeldBack(page, path);
  await field(page).waitFor();
  await field(page).pressSequentially(text);
  return makeInteractive;
};

test('a search typed into /products before it is interactive is kept and applied', async ({ page }) => {
  const searchBox = (p: Page) => p.getByRole('searchbox', { name: 'Search' });
  const makeInteractive = await typeOnArrival(page, '/products', searchBox, 'rose');
  await makeInteractive();

  await expect(searchBox(page)).toHaveValue('rose');
  // The search applies after the typing pause, as it does for anything typed later.
  await expect(page).toHaveURL(/[?&]q=rose(&|$)/, { timeout: 15_000 });
  const titles = () => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  await expect
    .poll(async () => {
      const shown = await titles();
      // The search reads descriptions too; title matches come first.
      return shown.length > 0 && /rose/i.test(shown[0] ?? '');
    })
    .toBe(true);
});

test('a sign-in typed before the page is interactive is kept and signs in', async ({ page }) => {
  const form = (p: Page) => p.getByRole('form', { name: 'Sign in' });
  const makeInteractive = await typeOnArrival(page, '/login', (p) => form(p).getByLabel('Username'), 'jane');
  await form(page).getByLabel('Password', { exact: true }).pressSequentially('Jane12345');
  await makeInteractive();

  await expect(form(page).getByLabel('Username')).toHaveValue('jane');
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue('Jane12345');
  await form(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a message and ticks given before /contact is interactive are kept', async ({ page }) => {
  const form = (p: Page) => p.getByRole('form', { name: 'Write Us' });
  const makeInteractive = await typeOnArrival(
    page,
    '/contact',
    (p) => form(p).getByLabel('Message'),
    'Which serum suits dry skin?',
  );
  await form(page).getByLabel('Title').pressSequentially('Dry skin');
  await form(page).getByRole('checkbox', { name: 'Skin type' }).check();
  await form(page)
    .getByRole('checkbox', { name: /agree to the privacy policy/ })
    .check();
  await makeInteractive();

  await expect(form(page).getByLabel('Message')).toHaveValue('Which serum suits dry skin?');
  await expect(form(page).getByLabel('Title')).toHaveValue('Dry skin');
  await expect(form(page).getByRole('checkbox', { name: 'Skin type' })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: /agree to the privacy policy/ })).toBeChecked();
  // Once interactive the form goes on from there: what was typed is checked like anything typed later.
  await form(page).getByRole('button', { name: /send/i }).click();
  await expect(form(page).getByText('You must enter your email ')).toBeVisible();
  await expect(form(page).getByText('You must enter a title ')).toHaveCount(0);
});

test('a skin type ticked before /skin-analysis is interactive stays ticked, and Next takes it on', async ({ page }) => {
  const dry = page.getByRole('main').getByRole('radio', { name: /^Dry/ });
  const makeInteractive = await openHeldBack(page, '/skin-analysis');
  await dry.check();
  await makeInteractive();

  // Next is enabled once the question has hydrated and holds a choice: the tick was taken, not undone.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await expect(dry).toBeChecked();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What would you most like to improve?');
  await expect(page).toHaveURL(/[?&]skin=dry(&|$)/);
});

test('an email typed into the newsletter box before the page is interactive is kept and subscribes', async ({
  page,
}) => {
  const emailBox = (p: Page) => p.getByRole('textbox', { name: 'Email address' });
  const makeInteractive = await typeOnArrival(page, '/contact', emailBox, 'ada@example.com');
  await makeInteractive();

  await expect(emailBox(page)).toHaveValue('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
});

test('a visitor who scrolled down /contact before it was interactive is left there once it is, and a tick there counts', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const skinType = page.getByRole('form', { name: 'Write Us' }).getByRole('checkbox', { name: 'Skin type' });
  await skinType.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // The pointer is moved, not scrolled, to the box's label: the form asks for its library once the part
  // of the page that holds it has hydrated, which tells the test that it has.
  const box = await skinType.boundingBox();
  if (!box) throw new Error('The Skin type box has no size.');
  const formLibrary = page.waitForRequest(/\/assets\/formik-binding-[\w-]+\.js$/);
  release();
  await waitForHydration(page);
  await page.mouse.move(box.x + box.width + 24, box.y + box.height / 2);
  await formLibrary;

  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await skinType.check();
  await expect(skinType).toBeChecked();
});

test('an address typed into Notify me before the product page is interactive is kept and subscribes', async ({
  page,
}) => {
  await ownClientAddress(page);
  // Sold out in the seed, and restocked by no test.
  const form = (p: Page) => p.getByRole('form', { name: STOCK_ALERT_TEXTS.notifyMe });
  const makeInteractive = await typeOnArrival(
    page,
    '/product/jasmine-solid-perfume',
    (p) => form(p).getByLabel(STOCK_ALERT_TEXTS.emailLabel),
    'early.notify@example.com',
  );
  await makeInteractive();
  await expect(form(page).getByLabel(STOCK_ALERT_TEXTS.emailLabel)).toHaveValue('early.notify@example.com');
  await form(page).getByRole('button', { name: STOCK_ALERT_TEXTS.notifyMe }).click();
  await expect(page.getByRole('status').filter({ hasText: STOCK_ALERT_TEXTS.subscribed })).toBeVisible();
});
