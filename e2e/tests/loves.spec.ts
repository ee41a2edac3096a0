import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { idTokenFor, registerFreshUser, signInAs, type Credentials } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { quantityOf } from '../support/panel';

const SERUM = { id: 'rosehip-renewal-serum', title: 'Rosehip Renewal Serum' };
const PERFUME = { id: 'amber-dusk-eau-de-parfum', title: 'Amber Dusk Eau de Parfum' };

/*
 * The heart hydrates once its code arrives, after the page's (a lazy part): a press before that is lost
 * (decision 077), so a test presses once the heart is live, as a person who waits for the page. A
 * visitor's page then stops loading; a customer's hearts ask for their loves (their cart listener keeps
 * the network busy).
 */
const settled = (page: Page) => page.waitForLoadState('networkidle');
const lovesLoaded = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/loves' && response.request().method() === 'GET',
  );

const heart = (page: Page, title: string) => page.getByRole('button', { name: `Love ${title}`, exact: true });
const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const lovesList = (page: Page) => page.getByRole('list', { name: 'Your Loves' });
const lovedRow = (page: Page, title: string) =>
  lovesList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The customer's loves as the API answers them (product ids, newest first). */
const lovedIds = async (request: APIRequestContext, customer: Credentials): Promise<string[]> => {
  const token = await idTokenFor(customer.username, customer.password);
  const answer = await request.get('/api/loves', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { body: { productId: string }[] }).body.map((love) => love.productId);
};

const loveThroughTheApi = async (request: APIRequestContext, customer: Credentials, productId: string) => {
  const token = await idTokenFor(customer.username, customer.password);
  const answer = await request.put(`/api/loves/${productId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
};

test.describe('loves', () => {
  test('a customer loves a card by mouse and a product page by keyboard, then finds both in Loves with price, stock and Add to Cart', async ({
    page,
    request,
  }, testInfo) => {
    const customer = await registerFreshUser(request);
    await signInAs(page, customer.username, customer.password);

    await test.step('a card’s heart, by mouse', async () => {
      const loaded = lovesLoaded(page);
      await page.goto('/products?q=rosehip');
      await loaded;
      const cardHeart = heart(page, SERUM.title);
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
      await cardHeart.click();
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => lovedIds(request, customer)).toEqual([SERUM.id]);
    });

    await test.step('the product page’s heart, by keyboard (Tab to it, Space)', async () => {
      const loaded = lovesLoaded(page);
      await page.goto(`/product/${PERFUME.id}`);
      await loaded;
      const pageHeart = heart(page, PERFUME.title);
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      // From the breadcrumb's last link, the heart beside the title is the next stop.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(pageHeart).toBeFocused();
      await expect(pageHeart).toHaveClass(/Mui-focusVisible/);
      await page.keyboard.press('Space');
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => lovedIds(request, customer)).toEqual([PERFUME.id, SERUM.id]);
      await page.screenshot({ path: testInfo.outputPath('product-page-loved-1280.png') });
    });

    await test.step('/panel/loves lists them, newest first, with price, stock and Add to Cart', async () => {
      await page.goto('/panel');
      await panelMenu(page).getByRole('link', { name: 'Loves' }).click();
      await expect(page).toHaveURL(/\/panel\/loves$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Loves' })).toBeVisible();
      await expect(lovesList(page).getByRole('listitem')).toHaveCount(2);
      await expect(lovesList(page).getByRole('listitem').first()).toContainText(PERFUME.title);
      const serum = lovedRow(page, SERUM.title);
      await expect(serum).toContainText(/\$\d/);
      await expect(serum).toContainText(/In stock|Only \d+ left|Sold out/);
      // The perfume comes in sizes: its default one is named and added.
      await expect(lovedRow(page, PERFUME.title)).toContainText(/Size: /);
      await page.screenshot({ path: testInfo.outputPath('panel-loves-1280.png'), fullPage: true });

      await serum.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(quantityOf(page, SERUM.title)).toHaveText('1');

      await serum.getByRole('button', { name: `Remove ${SERUM.title} from your Loves` }).click();
      await expect(lovesList(page).getByRole('listitem')).toHaveCount(1);
      await expect.poll(() => lovedIds(request, customer)).toEqual([PERFUME.id]);
    });

    await test.step('home’s product tiles carry the heart too, beside their link', async () => {
      const loaded = lovesLoaded(page);
      await page.goto('/');
      await loaded;
      const tile = page.getByRole('region', { name: 'Our Best Sellers' }).getByRole('listitem').first();
      const productId = ((await tile.getByRole('link').first().getAttribute('href')) ?? '').split('/product/')[1];
      expect(productId).toBeTruthy();
      const tileHeart = tile.getByRole('button', { name: /^Love / });
      const wasLoved = productId === PERFUME.id;
      await expect(tileHeart).toHaveAttribute('aria-pressed', String(wasLoved));
      await tileHeart.click();
      await expect(tileHeart).toHaveAttribute('aria-pressed', String(!wasLoved));
      await expect.poll(async () => (await lovedIds(request, customer)).includes(productId ?? '')).toBe(!wasLoved);
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('a visitor’s heart asks them to sign in, and the love is there once they are back', async ({
    page,
    request,
  }) => {
    const customer = await registerFreshUser(request);
    // The server's page has the heart, unpressed: it renders the same for everyone.
    const html = await (await request.get(`/product/${SERUM.id}`)).text();
    expect(html).toMatch(new RegExp(`<button[^>]*aria-pressed="false"[^>]*aria-label="Love ${SERUM.title}"`));
    await page.goto(`/product/${SERUM.id}`);
    await settled(page);
    await heart(page, SERUM.title).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/product/${SERUM.id}`)}$`));

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(customer.username);
    await form.getByLabel('Password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(new RegExp(`/product/${SERUM.id}$`));
    await expect(heart(page, SERUM.title)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => lovedIds(request, customer)).toEqual([SERUM.id]);
  });

  test('Loves and a loved product read well at 360 px in dark mode @mobile', async ({ page, request }, testInfo) => {
    const customer = await registerFreshUser(request);
    await loveThroughTheApi(request, customer, PERFUME.id);
    await loveThroughTheApi(request, customer, SERUM.id);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, customer.username, customer.password);

    await page.goto('/panel/loves');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(lovesList(page).getByRole('listitem')).toHaveCount(2);
    await expect(lovedRow(page, SERUM.title).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('panel-loves-360-dark.png'), fullPage: true });

    await page.goto('/products?q=rosehip');
    await expect(heart(page, SERUM.title)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('products-loved-360-dark.png') });
  });
});
