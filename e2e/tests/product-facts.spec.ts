import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../../contract/src/entities';
import { axeViolations } from '../support/a11y';
import { MAIN_ADMIN } from '../support/admin';
import { signInAs } from '../support/auth';
import { ownProduct, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const cards = (page: Page) => page.getByRole('article');
const shownTitles = async (page: Page) => {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).getByRole('heading').allInnerTexts();
};

/** What the API says about each product the page shows (by its link), to check it really matches. */
const shownProducts = async (page: Page, request: APIRequestContext): Promise<Product[]> => {
  await expect(cards(page).first()).toBeVisible();
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return Promise.all(
    hrefs.map(async (href) => {
      const answer = await request.get(`/api/products/${href.split('/').pop() ?? ''}`);
      return ((await answer.json()) as { body: Product }).body;
    }),
  );
};

const serious = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));

/** Ticks one value in the filters' disclosure of that fact. */
const tick = async (page: Page, fact: string, value: string) => {
  const filters = page.getByRole('search', { name: 'Products' });
  const group = filters.getByRole('group', { name: fact });
  if (!(await group.getByLabel(value, { exact: true }).isVisible()))
    await filters.locator('summary').filter({ hasText: fact }).click();
  await group.getByLabel(value, { exact: true }).check();
};

test.describe('product facts', { lock: LOCK.ownProducts(1) }, () => {
  // The whole catalogue: the filtered list holds every product with these facts, and three loads of it must match.
  test(
    'a shopper finds fragrance-free moisturisers for dry skin, shares the link, and a reload shows the same',
    { lock: LOCK.products },
    async ({ page, request, browser }) => {
      const fits = await ownProduct(request, uniqueTitle('Facts Fit'), 30, {
        routineStep: 'moisturise',
        skinTypes: ['dry', 'normal'],
        freeFrom: ['fragrance', 'parabens'],
        keyIngredients: ['Ceramides'],
      });
      const scented = await ownProduct(request, uniqueTitle('Facts Scented'), 30, {
        routineStep: 'moisturise',
        skinTypes: ['dry'],
        freeFrom: ['parabens'],
      });
      try {
        await page.goto('/products?page=2');
        await tick(page, 'Skin type', 'Dry');
        await expect(page).toHaveURL(/[?&]skin=dry(&|$)/);
        await tick(page, 'Routine step', 'Moisturise');
        await tick(page, 'Free from', 'Fragrance');
        await expect(page).toHaveURL(/[?&]free=fragrance(&|$)/);
        const url = new URL(page.url());
        expect(url.searchParams.get('page')).toBe('1');
        expect(url.searchParams.get('step')).toBe('moisturise');

        const chips = page.getByRole('list', { name: 'Chosen filters' });
        await expect(chips.getByRole('button', { name: /^Remove / })).toHaveText([
          'Dry✕',
          'Moisturise✕',
          'Fragrance-free✕',
        ]);

        await expect(cards(page).filter({ hasText: fits.title })).toBeVisible();
        await expect(cards(page).filter({ hasText: scented.title })).toHaveCount(0);
        const shown = await shownProducts(page, request);
        expect(shown.length).toBeGreaterThan(1);
        for (const product of shown) {
          expect(product.routineStep, product.title).toBe('moisturise');
          expect(product.skinTypes, product.title).toContain('dry');
          expect(product.freeFrom, product.title).toContain('fragrance');
        }
        const titles = await shownTitles(page);
        expect(await serious(page)).toEqual([]);

        // The shared link, opened by someone else, and a reload show the same list.
        const friend = await browser.newPage();
        await friend.goto(page.url());
        await expect(
          friend.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: /^Remove / }),
        ).toHaveCount(3);
        expect(await shownTitles(friend)).toEqual(titles);
        await friend.close();
        await page.reload();
        expect(await shownTitles(page)).toEqual(titles);
        await expect(
          page.getByRole('search').getByRole('group', { name: 'Free from' }).getByLabel('Fragrance', { exact: true }),
        ).toBeChecked();

        // A chip takes its filter away; "Clear all" takes them all.
        await chips.getByRole('button', { name: 'Remove Free from: Fragrance-free' }).click();
        await expect(page).not.toHaveURL(/free=/);
        await expect(cards(page).filter({ hasText: scented.title })).toBeVisible();
        await page.getByRole('button', { name: 'Clear all' }).click();
        await expect(page).not.toHaveURL(/skin=|step=/);
        await expect(chips).toHaveCount(0);
      } finally {
        await fits.remove();
        await scented.remove();
      }
    },
  );

  test('an admin ticks "fragrance" free-from on a product and the shopper’s filter finds it', async ({
    page,
    request,
  }) => {
    const word = `Jar${Math.random().toString(36).slice(2, 8)}`;
    const product = await ownProduct(request, `${word} Cream`, 40, { routineStep: 'moisturise', skinTypes: ['dry'] });
    try {
      const filtered = `/products?q=${word}&skin=dry&step=moisturise&free=fragrance`;
      await page.goto(filtered);
      await expect(page.getByRole('heading', { name: `No products match "${word}"` })).toBeVisible();

      await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
      await page.goto(`/admin/products/${product.id}`);
      const freeFrom = page.getByRole('group', { name: 'Free from' });
      await expect(freeFrom.getByLabel('Fragrance')).not.toBeChecked();
      await freeFrom.getByLabel('Fragrance').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your Product Updated Successfully')).toBeVisible();

      await page.goto(filtered);
      await expect(cards(page).filter({ hasText: `${word} Cream` })).toBeVisible();
      await expect(cards(page).filter({ hasText: `${word} Cream` })).toContainText('Fragrance-free');
    } finally {
      await product.remove();
    }
  });

  // The whole catalogue: its product must be on the first page of a list any product with these facts joins.
  test(
    '@mobile the filters and the product facts read well at 360 px in dark mode',
    { lock: LOCK.products },
    async ({ page, request }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const product = await ownProduct(request, uniqueTitle('Facts Dark'), 25, {
        routineStep: 'treat',
        skinTypes: ['sensitive'],
        concerns: ['redness'],
        freeFrom: ['fragrance', 'alcohol', 'silicones'],
        keyIngredients: ['Centella asiatica', 'Panthenol'],
        ingredients: 'Aqua (Water), Glycerin, Centella Asiatica Extract, Panthenol.',
        size: '30 ml',
      });
      try {
        await page.goto('/products?skin=sensitive&free=fragrance');
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        await expect(page.getByRole('button', { name: /Filters 2 active/ })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Chosen filters' })).toBeVisible();
        const card = cards(page).filter({ hasText: product.title });
        await expect(card.getByRole('list', { name: 'Free from' }).getByRole('listitem')).toHaveText([
          'Fragrance-free',
          'Alcohol-free',
        ]);
        expect(await serious(page)).toEqual([]);
        await page.getByRole('button', { name: /Filters/ }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await expect(sheet.getByLabel('Sensitive', { exact: true })).toBeChecked();
        expect(await serious(page)).toEqual([]);

        await page.goto(product.path);
        const facts = page.getByRole('region', { name: 'What is in the jar' });
        await expect(facts.getByRole('list', { name: 'Free from' }).getByRole('listitem')).toHaveText([
          'Fragrance-free',
          'Alcohol-free',
          'Silicone-free',
        ]);
        await expect(facts).toContainText('Centella asiatica, Panthenol');
        await expect(facts).toContainText('Sensitive');
        await expect(facts).toContainText('Treat');
        await expect(facts).toContainText('30 ml');
        const ingredients = facts.getByText('Aqua (Water), Glycerin');
        await expect(ingredients).toBeHidden();
        await facts.getByText('Full ingredient list').click();
        await expect(ingredients).toBeVisible();
        expect(await serious(page)).toEqual([]);
      } finally {
        await product.remove();
      }
    },
  );
});
