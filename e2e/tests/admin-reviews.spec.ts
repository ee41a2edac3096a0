import type { Browser, Page } from '@playwright/test';
import { acceptNextConfirm, seriousViolations } from '../support/admin';
import { signInAs } from '../support/auth';
import { ownProductsRemovedAfterEach, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { buyerOf, reviewCountOf, writeReviewAs } from '../support/review-api';

const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

const reviewsTable = (page: Page) => page.getByRole('table', { name: 'Reviews' });

/** A product with two visible reviews, one with markup in its title and text. */
const reviewedProduct = async (request: Parameters<typeof make>[0], name: string) => {
  const product = await make(request, uniqueTitle(name), 24);
  const [ada, ben] = await Promise.all([buyerOf(request, product.id), buyerOf(request, product.id)]);
  const marked = await writeReviewAs(request, ada, product.id, {
    rating: 2,
    title: '<b>Bold</b> claim',
    text: 'Says <img src=x onerror=alert(1)> it cures everything, it does not.',
  });
  const plain = await writeReviewAs(request, ben, product.id, { rating: 5, title: 'Lovely cream' });
  return { product, ada, ben, marked, plain };
};

/** The admin's own page, signed in (dark when asked). */
const adminPage = async (browser: Browser, dark = false) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInAs(page, ADMIN.username, ADMIN.password);
  return { page, close: () => context.close() };
};

test.describe('reviews in the admin area', { lock: LOCK.ownProducts(3) }, () => {
  test('an admin hides a review with a reason and the product’s count drops, then shows it again and deletes one', async ({
    page,
    request,
  }) => {
    const { product, ada, marked } = await reviewedProduct(request, 'Hide Cream');
    expect(await reviewCountOf(request, product.id)).toBe(2);

    await signInAs(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    const card = page.getByTestId('figure-card').filter({ hasText: 'Reviews, last 30 days' });
    await expect(card.getByTestId('figure-value')).toHaveText(/^\d+$/);
    await expect(card.getByTestId('figure-detail')).toHaveText(/^Average \d\.\d of 5$/);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(reviewsTable(page).getByRole('columnheader')).toHaveText([
      'Product',
      'Customer',
      'Rating',
      'Date',
      'Visibility',
      'Operation',
    ]);

    await page.getByRole('searchbox', { name: 'Product title or username' }).fill(product.title);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = reviewsTable(page).getByRole('row');
    await expect(rows).toHaveCount(3);
    const adaRow = rows.filter({ hasText: ada.username });
    await expect(adaRow.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeVisible();
    await expect(adaRow.getByTestId('review-visibility')).toHaveText('visible');
    // A username finds the customer's reviews too.
    await page.getByRole('searchbox', { name: 'Product title or username' }).fill(ada.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(product.title);

    await rows
      .nth(1)
      .getByRole('link', { name: `View review of ${product.title} by ${ada.username}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/reviews/${marked._id}$`));
    // Markup a customer wrote stays text.
    await expect(page.getByTestId('review-title')).toHaveText('<b>Bold</b> claim');
    await expect(page.getByTestId('review-text')).toHaveText(
      'Says <img src=x onerror=alert(1)> it cures everything, it does not.',
    );
    await expect(page.locator('main b, main img[src="x"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog.getByText('Give the reason for hiding it')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Medical claims are not allowed');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The review is hidden')).toBeVisible();
    await expect(page.getByTestId('review-visibility')).toHaveText('hidden');
    await expect(page.getByText('Medical claims are not allowed')).toBeVisible();
    expect(await reviewCountOf(request, product.id)).toBe(1);

    // The hidden filter finds it; the product page counts one review.
    await page.goto(`/admin/reviews?hidden=true&q=${encodeURIComponent(product.title)}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByTestId('review-visibility')).toHaveText('hidden');
    await page.goto(`/admin/reviews?hidden=false&rating=2&q=${encodeURIComponent(product.title)}`);
    await expect(page.getByText('There is no review')).toBeVisible();
    await page.goto(product.path);
    await expect(page.getByRole('link', { name: '(1 review)' })).toBeVisible();

    await page.goto(`/admin/reviews/${marked._id}`);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('The review is visible again')).toBeVisible();
    await expect(page.getByTestId('review-visibility')).toHaveText('visible');
    expect(await reviewCountOf(request, product.id)).toBe(2);

    const confirmed = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await confirmed).toBe(`Are you sure for deleting the review of ${product.title} by ${ada.username}?`);
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    expect(await reviewCountOf(request, product.id)).toBe(1);
  });

  test('@mobile the reviews list, a review and the hide dialog read well at 360 px in dark mode', async ({
    browser,
    request,
  }) => {
    const { product, ben } = await reviewedProduct(request, 'Dark Balm');
    const admin = await adminPage(browser, true);
    const { page } = admin;
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    try {
      await page.goto('/admin');
      await expect(page.getByTestId('figure-card').filter({ hasText: 'Reviews, last 30 days' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth();

      await page.goto(`/admin/reviews?q=${encodeURIComponent(product.title)}`);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      const rows = reviewsTable(page).getByRole('row');
      await expect(rows).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth();

      await rows.getByRole('link', { name: `View review of ${product.title} by ${ben.username}` }).click();
      await expect(page.getByTestId('review-title')).toHaveText('Lovely cream');
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth();

      await page.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Hide this review' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsWidth();
    } finally {
      await admin.close();
    }
  });
});
