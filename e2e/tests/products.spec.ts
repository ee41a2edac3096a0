import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../../contract/src/entities';
import type { ProductListAnswer } from '../../contract/src/envelope';
import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { openInApp } from '../support/navigation';
import { holdRequests } from '../support/stand-ins';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const cardPrices = async (page: Page) =>
  (await cards(page).getByText(/^\$\d/).allTextContents()).map((price) => Number(price.replace(/[$,]/g, '')));
/** GET /api/products (the list, not one product). */
const isProductList = (url: URL) => url.pathname === '/api/products';
const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** What the API lists for a query (the figures the page must show, read under the products lock). */
const apiList = async (request: APIRequestContext, query: string) =>
  (await (await request.get(`/api/products?${query}`)).json()) as ProductListAnswer & { body: Product[] };

/** Waits until the list shows cards (not skeletons) and returns their titles. */
const shownTitles = async (page: Page, count?: number) => {
  if (count === undefined) await expect(cards(page).first()).toBeVisible();
  else await expect(cards(page)).toHaveCount(count);
  return cardTitles(page);
};

/** Waits until the list shows cards and every one of them is in the category. */
const expectEveryCardIn = async (page: Page, category: string) => {
  await expect
    .poll(async () => {
      const shown = await cards(page).count();
      return shown > 0 && shown === (await cards(page).getByText(category, { exact: true }).count());
    })
    .toBe(true);
};

test.describe('products list', () => {
  test(
    'the whole catalogue (locked): a page of cards and page 2, and sorting by price either way',
    { lock: LOCK.products },
    async ({ page, request }) => {
      await test.step('shows a page of product cards, and page 2 changes the URL and the cards', async () => {
        const total = (await apiList(request, 'limit=1')).totalProducts.all;
        expect(total).toBeGreaterThan(12);
        await page.goto('/products');
        await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
        const firstPage = await shownTitles(page, 6);
        await expect(page.getByRole('status').filter({ hasText: `Showing 1–6 of ${total} products` })).toBeVisible();
        const firstCard = cards(page).first();
        await expect(firstCard.getByRole('link')).toHaveAttribute('href', /^\/product\/[\w-]+$/);
        await expect(firstCard.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

        await page
          .getByRole('navigation', { name: 'Products pages' })
          .getByRole('button', { name: 'Go to page 2' })
          .click();

        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        await expect(page.getByText(`Showing 7–12 of ${total} products`)).toBeVisible();
        const secondPage = await shownTitles(page, 6);
        expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
      });

      await test.step('sorts by price either way and goes back to page 1', async () => {
        const price = async (order: string) =>
          (await apiList(request, `limit=1&sort=price&order=${order}`)).body[0]!.price;
        const [cheapest, dearest] = [await price('asc'), await price('desc')];
        await page.goto('/products?page=3');
        await shownTitles(page, 6);

        await page.getByLabel('Sort by').selectOption({ label: 'cheapest' });
        await expect(page).toHaveURL(/sort=price&order=asc/);
        expect(queryOf(page).get('page')).toBe('1');
        await expect(cards(page).first()).toContainText(`$${cheapest}`);
        const ascending = await cardPrices(page);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

        await page.getByLabel('Sort by').selectOption({ label: 'The most expensive' });
        await expect(page).toHaveURL(/sort=price&order=desc/);
        await expect(cards(page).first()).toContainText(`$${dearest}`);
        const descending = await cardPrices(page);
        expect(descending).toEqual([...descending].sort((a, b) => b - a));

        await page.getByLabel('Sort by').selectOption({ label: 'Oldest' });
        await expect(page).toHaveURL(/sort=updatedAt&order=asc/);
      });

      await test.step('sorts by Top rated: the best rated first, as the API ranks them', async () => {
        const [best] = (await apiList(request, 'limit=1&sort=rating')).body;
        await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
        await expect(page).toHaveURL(/sort=rating&order=desc/);
        await expect(cards(page).first()).toContainText(best!.title);
        await expect(cards(page).first()).toContainText(`${best!.rating.average!.toFixed(1)}`);
      });
    },
  );

  test('the list follows its URL: a pasted link, unreadable values, and the category and page size filters', async ({
    page,
  }) => {
    await test.step('shows the list a pasted link describes', async () => {
      await page.goto('/products?page=1&limit=9&category=skincare&sort=price&order=desc');
      await expect(page.getByLabel('Category')).toHaveValue('skincare');
      await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
      await expect(page.getByLabel('Products per page')).toHaveValue('9');
      await expectEveryCardIn(page, 'Women Skincare');
      expect(await cards(page).count()).toBeLessThanOrEqual(9);
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    await test.step('falls back to the defaults for values it cannot read', async () => {
      await page.goto('/products?page=abc&limit=7&sort=sideways&category=nope');
      await shownTitles(page, 6);
      await expect(page.getByLabel('Products per page')).toHaveValue('6');
      await expect(page.getByLabel('Sort by')).toHaveValue('updatedAt-desc');
      await expect(page.getByLabel('Category')).toHaveValue('');
      await expect(page.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('filters by category in the URL and goes back to page 1', async () => {
      await page.goto('/products?page=2');
      await shownTitles(page, 6);
      await page.getByLabel('Category').selectOption('makeup');

      await expect(page).toHaveURL(/category=makeup/);
      expect(queryOf(page).get('page')).toBe('1');
      await expectEveryCardIn(page, 'Women Make Up');
    });

    await test.step('changes how many products a page shows and goes back to page 1', async () => {
      await page.goto('/products?page=2');
      await shownTitles(page, 6);
      await page.getByLabel('Products per page').selectOption('12');
      await expect(page).toHaveURL(/limit=12/);
      expect(queryOf(page).get('page')).toBe('1');
      await shownTitles(page, 12);
      await page.getByLabel('Products per page').selectOption('24');
      await shownTitles(page, 24);
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/products');
    await shownTitles(page, 6);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('searching and browsing: the search applies after the typing pause, back restores the filters, nothing found clears them, and a card opens its product', async ({
    page,
  }) => {
    await test.step('applies the search about 2 s after typing stops, and keeps it in the URL', async () => {
      await page.goto('/products');
      const before = await shownTitles(page, 6);
      // Both moments are read off the page's own clock: the test's clock would add the time the fill
      // takes to come back, which on a loaded machine ate into the pause.
      await page.evaluate(() => {
        const times: { typed?: number; url?: number } = {};
        (window as unknown as { searchTimes: typeof times }).searchTimes = times;
        document.addEventListener('input', () => (times.typed = performance.now()), true);
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            times.url ??= performance.now();
            original(...args);
          };
        }
      });
      await page.getByRole('searchbox', { name: 'Search' }).fill('rose');

      await page.waitForTimeout(1400);
      expect(queryOf(page).get('q')).toBeNull();
      expect(await cardTitles(page)).toEqual(before);

      await expect(page).toHaveURL(/[?&]q=rose/, { timeout: 5000 });
      const { typed, url } = await page.evaluate(
        () => (window as unknown as { searchTimes: { typed: number; url: number } }).searchTimes,
      );
      expect(url - typed).toBeGreaterThanOrEqual(1900);
      await expect.poll(() => cardTitles(page)).not.toEqual(before);
      const found = await shownTitles(page);
      expect(found.length).toBeGreaterThan(0);
      // The search reads descriptions and ingredients too; title matches come first.
      expect(found[0]?.toLowerCase()).toContain('rose');
    });

    await test.step('restores the previous filters with the back button', async () => {
      await page.goto('/products');
      await shownTitles(page, 6);
      await page.getByLabel('Category').selectOption('skincare');
      await expect(page).toHaveURL(/category=skincare/);
      await expectEveryCardIn(page, 'Women Skincare');
      const skincare = await cardTitles(page);
      await page.getByLabel('Sort by').selectOption({ label: 'cheapest' });
      await expect(page).toHaveURL(/sort=price/);
      await expect.poll(() => cardTitles(page)).not.toEqual(skincare);

      await page.goBack();
      await expect(page).toHaveURL(/category=skincare/);
      expect(queryOf(page).get('sort')).not.toBe('price');
      await expect(page.getByLabel('Sort by')).toHaveValue('updatedAt-desc');
      await expect(page.getByLabel('Category')).toHaveValue('skincare');
      await expect.poll(() => cardTitles(page)).toEqual(skincare);

      await page.goBack();
      await expect(page.getByLabel('Category')).toHaveValue('');
    });

    await test.step('says when nothing matches, and clears the filters', async () => {
      await page.goto('/products?q=zzxq&category=body');
      await expect(page.getByRole('heading', { name: 'No products match "zzxq"' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzxq');
      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).click();
      await shownTitles(page, 6);
      expect(queryOf(page).get('q')).toBeNull();
      expect(queryOf(page).get('category')).toBeNull();
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });

    await test.step('opens a product page from its card', async () => {
      // The oldest products are seeded ones: the newest may be another test's own, deleted any moment.
      await page.goto('/products?sort=updatedAt&order=asc');
      const [title = ''] = await shownTitles(page, 6);
      await cards(page).first().getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/product\/[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });

  test('Clear filters clicked on the no-match card before the card is interactive clears them', async ({ page }) => {
    // The card hydrates once its code arrives: held back, the click lands on the server's HTML, as on a
    // busy phone (a click React cannot hydrate for is lost; the card's "Clear filters" is a link).
    const release = await holdRequests(page, /\/assets\/products-no-match-[\w-]+\.js$/);
    await page.goto('/products?q=zzxq&category=body');
    await expect(page.getByRole('heading', { name: 'No products match "zzxq"' })).toBeVisible();
    // The card's own "Clear filters" (the sidebar has one too, before it).
    await page.getByRole('main').getByText('Clear filters', { exact: true }).last().click();
    release();
    await shownTitles(page, 6);
    expect(queryOf(page).get('q')).toBeNull();
    expect(queryOf(page).get('category')).toBeNull();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('a slow server shows skeleton cards, a failing one the error with "Try again"', async ({ page }) => {
    await test.step('shows skeleton cards while the products load (a slow server)', async () => {
      const release = await holdRequests(page, isProductList);
      await openInApp(page, '/products');
      await expect(page.getByText('Loading products…')).toBeVisible();
      await expect(page.locator('ul[aria-busy="true"] > li')).toHaveCount(6);
      await expect(cards(page)).toHaveCount(0);
      release();
      await shownTitles(page, 6);
      await page.unroute(isProductList);
    });

    await test.step('shows the error with "Try again", which loads the list (a failing server)', async () => {
      let failures = 1;
      await page.route(isProductList, async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 500, json: { success: false, message: 'Server Error' } });
        else await route.continue();
      });
      await openInApp(page, '/products');
      await expect(page.getByRole('alert')).toContainText('Server Error');
      await page.getByRole('button', { name: 'Try again' }).click();
      await shownTitles(page, 6);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.unroute(isProductList);
    });
  });

  test('the parts drawn before their scripts arrive stay on the page until they do, and the way to the skin analysis leads there meanwhile', async ({
    page,
  }) => {
    // Simulates a slow network for the scripts of the parts that come after the paint (this test only).
    const LATER_PARTS = /\/assets\/(skin-links|fact-filters|fact-chips|page-pagination)-[\w-]+\.js$/;
    await holdRequests(page, LATER_PARTS);
    // goto returns once the page is interactive: the page around those parts has rendered again by then.
    await page.goto('/products');
    await expect(
      page.getByRole('search', { name: 'Products' }).locator('summary', { hasText: 'Free from' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Products pages' })).toBeVisible();
    await page.getByRole('link', { name: 'Take the skin analysis' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your skin type?');
    await page.unroute(LATER_PARTS);
  });
});

test.describe('products on small screens @mobile', () => {
  test('keeps the filters in a drawer that applies them to the list', async ({ page }) => {
    await page.goto('/products');
    await shownTitles(page, 6);
    await expect(page.getByLabel('Category')).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Category').selectOption('fragrance');
    await expect(page).toHaveURL(/category=fragrance/);
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();

    await expectEveryCardIn(page, 'Fragrance');
    await expect(page.getByRole('button', { name: /^Filters\s*1\s*active$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('leaves the hidden sidebar’s code out of the page, and draws the sidebar as the list stands once the window widens', async ({
    page,
  }) => {
    // The scripts that hold the filters' own text (their code: the sidebar's and the sheet's).
    const filtersCode: string[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.text().then((code) => {
          if (code.includes('Products per page')) filtersCode.push(response.url());
        }),
      );
    });
    await page.goto('/products');
    await shownTitles(page, 6);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // Interactive, and the lazy parts in view have hydrated (the pages under the list among them).
    await expect(page.getByRole('navigation', { name: 'Products pages' })).toBeVisible();
    await Promise.all(reading);
    expect(filtersCode).toEqual([]);

    // The sheet brings the filters' code with it.
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Category').selectOption('fragrance');
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
    await expectEveryCardIn(page, 'Fragrance');

    await page.setViewportSize({ width: 1280, height: 900 });
    const sidebar = page.getByRole('complementary', { name: 'Refine' });
    await expect(sidebar.getByLabel('Category')).toHaveValue('fragrance');
    await sidebar.getByLabel('Sort by').selectOption({ label: 'The most expensive' });
    await expect(page).toHaveURL(/sort=price/);
    await expectEveryCardIn(page, 'Fragrance');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
      })
      .toBe(true);
  });
});
