import type { APIRequestContext, Page } from '@playwright/test';
import type { Category } from '../../contract/src/entities';
import { seriousViolations } from '../support/admin';
import { ownProductsRemovedAfterEach } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

/** Products this spec made: removed after each test. */
const make = ownProductsRemovedAfterEach();

/** Six letters, consonant and vowel in turn: six letters forgive one typo, and two (a swap) find nothing. */
const madeUpWord = (): string =>
  Array.from({ length: 6 }, (_, index) =>
    index % 2 ? 'aeiou'[Math.floor(Math.random() * 5)] : 'bdfgklmnprstvz'[Math.floor(Math.random() * 14)],
  ).join('');

/** One letter changed (the fourth): still found. */
const oneTypo = (word: string) => `${word.slice(0, 3)}${word[3] === 'x' ? 'y' : 'x'}${word.slice(4)}`;
/** The second and third letters swapped (two edits): too far to be found, close enough to suggest. */
const twoTypos = (word: string) => `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;

/** How many products the header's suggestions count for `q`. */
const suggestionTotal = async (request: APIRequestContext, q: string) => {
  const answer = await request.get(`/api/products/suggestions?q=${encodeURIComponent(q)}`);
  return ((await answer.json()) as { total?: number }).total;
};

/**
 * A made-up word that finds nothing yet, nor do its typos: a random word can lie one edit from a word
 * of the catalogue ("favena" from the oat of "Avena Sativa"), and the test would find that product too.
 */
const unusedWord = async (request: APIRequestContext): Promise<string> => {
  for (;;) {
    const word = madeUpWord();
    const totals = await Promise.all([word, oneTypo(word), twoTypos(word)].map((q) => suggestionTotal(request, q)));
    if (totals.every((total) => total === 0)) return word;
  }
};

/** Waits until the search engine finds `count` products for `q` (an admin's change reaches it within seconds). */
const engineFinds = async (request: APIRequestContext, q: string, count: number) =>
  expect.poll(() => suggestionTotal(request, q)).toBe(count);

const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** Types into the header's search once it answers (its code arrives after the first paint). */
const typeInHeader = async (page: Page, text: string) => {
  const field = headerSearch(page);
  await field.fill(text);
  await expect(suggestions(page)).toBeVisible();
};

// Its tests add products of their own, so they hold the catalogue's lock (counts elsewhere stay exact).
test.describe('search', { lock: LOCK.ownProducts(3) }, () => {
  test('the header suggests products as each letter is typed, and leads to a product or to the shop', async ({
    page,
    request,
  }) => {
    const word = await unusedWord(request);
    const product = await make(request, `Velvet ${word} Serum`, 31);
    await engineFinds(request, word, 1);
    await page.goto('/about');

    await test.step('the keyboard alone: type, ArrowDown, Escape closes, Enter opens the product', async () => {
      await headerSearch(page).focus();
      await page.keyboard.type(word, { delay: 40 });
      const option = suggestions(page).getByRole('option', { name: new RegExp(`Velvet ${word} Serum`) });
      await expect(option).toBeVisible();
      await expect(option).toContainText('$31');
      // The word typed is marked in the title.
      await expect(option.locator('mark')).toHaveText(word);
      await expect(suggestions(page).getByRole('option', { name: 'See all 1 result' })).toBeVisible();

      await page.keyboard.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(headerSearch(page)).toHaveAttribute(
        'aria-activedescendant',
        (await option.getAttribute('id')) ?? '',
      );
      await page.keyboard.press('Escape');
      await expect(suggestions(page)).toBeHidden();
      await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(headerSearch(page)).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(product.path);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    });

    await test.step('a click on a suggestion opens the product', async () => {
      await page.goto('/about');
      await typeInHeader(page, word);
      await suggestions(page)
        .getByRole('option', { name: new RegExp(product.title) })
        .click();
      await expect(page).toHaveURL(product.path);
    });

    await test.step('"See all" lands on the shop page searching by best match', async () => {
      await typeInHeader(page, word);
      await suggestions(page).getByRole('option', { name: 'See all 1 result' }).click();
      await expect(page).toHaveURL(new RegExp(`/products\\?.*q=${word}.*sort=relevance`));
      await expect(page.getByRole('article', { name: product.title })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance-desc');
      await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Best match');
    });

    await test.step('a typo still finds the product, and Enter on the text searches the shop', async () => {
      await typeInHeader(page, oneTypo(word));
      await expect(suggestions(page).getByRole('option', { name: new RegExp(product.title) })).toBeVisible();
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${oneTypo(word)}.*sort=relevance`));
      await expect(page.getByRole('article', { name: product.title })).toBeVisible();
    });
  });

  test('a search that finds nothing says so, offers the close word and the top rated products', async ({
    page,
    request,
  }) => {
    const word = await unusedWord(request);
    const product = await make(request, `Amber ${word} Balm`, 24);
    await engineFinds(request, word, 1);
    const typo = twoTypos(word);

    await page.goto(`/products?q=${typo}&sort=relevance`);
    await expect(page.getByRole('heading', { name: `No products match "${typo}"` })).toBeVisible();
    const topRated = page.getByRole('region', { name: 'Top rated' });
    await expect(topRated.getByRole('article').first()).toBeVisible();

    await page.getByRole('link', { name: `Did you mean ${word}?` }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}.*sort=relevance`));
    await expect(page.getByRole('article', { name: product.title })).toBeVisible();
  });

  test('each filter option shows how many products it would leave, updated with the list', async ({
    page,
    request,
  }) => {
    const word = await unusedWord(request);
    await make(request, `Dew ${word} Cream`, 20, { skinTypes: ['oily'], freeFrom: ['fragrance'] });
    await make(request, `Silk ${word} Cream`, 22, { skinTypes: ['dry'] });
    await engineFinds(request, word, 2);
    const categories = (await (await request.get('/api/categories')).json()) as { body: Category[] };
    const category = categories.body[0];

    await page.goto(`/products?q=${word}&sort=relevance`);
    const filters = page.getByRole('complementary', { name: 'Refine' });
    await expect(filters.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText('All');
    await expect(filters.locator('option', { hasText: `${category?.title} (2)` })).toHaveCount(1);
    await filters.locator('summary', { hasText: 'Skin type' }).click();
    const box = (name: string) => filters.getByRole('checkbox', { name, exact: true });
    await expect(box('Oily')).toHaveAccessibleDescription('(1)');
    await expect(box('Dry')).toHaveAccessibleDescription('(1)');
    // An option that would leave nothing stays, with its 0.
    await expect(box('Normal')).toHaveAccessibleDescription('(0)');
    await expect(filters.getByText('(0)', { exact: true }).first()).toBeVisible();

    await box('Oily').check();
    await expect(page).toHaveURL(/skin=oily/);
    await expect(page.getByRole('article')).toHaveCount(1);
    // Dry counts as added to Oily: no product is both.
    await expect(box('Dry')).toHaveAccessibleDescription('(0)');
    await expect(box('Oily')).toHaveAccessibleDescription('(1)');
    await expect(box('Oily')).toBeChecked();
    await expect(filters.locator('option', { hasText: `${category?.title} (1)` })).toHaveCount(1);
  });

  test('at 360 px in dark mode a search button opens the field over the header @mobile', async ({ page, request }) => {
    const word = await unusedWord(request);
    const product = await make(request, `Mist ${word} Toner`, 18);
    await engineFinds(request, word, 1);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/about');

    const open = page.getByRole('button', { name: 'Search products' });
    // The button answers once the search's code is here (it comes after the first paint).
    await expect(async () => {
      await open.click();
      await expect(headerSearch(page)).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(headerSearch(page)).toBeFocused();
    await page.keyboard.type(word, { delay: 40 });
    const option = suggestions(page).getByRole('option', { name: new RegExp(product.title) });
    await expect(option).toBeVisible();
    // The list fits the screen.
    const box = await suggestions(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(headerSearch(page)).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.type(word, { delay: 40 });
    await option.click();
    await expect(page).toHaveURL(product.path);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
