import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { registerFreshUser, signInAs } from '../support/auth';
import { ownProductsRemovedAfterEach, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { placeOrderAs } from '../support/orders';
import { deliveredOrderOf, reviewCountOf, setReviewHidden, writeReviewAs } from '../support/review-api';

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const myReview = (page: Page, productTitle: string) =>
  page.getByRole('article', { name: `Your review of ${productTitle}` });

/**
 * A customer with two delivered products, both reviewed (the first hidden by the shop with a reason), and
 * a third product still on its way.
 */
const reviewingCustomer = async (request: Parameters<typeof make>[0]) => {
  const [hiddenOne, kept, onItsWay] = await Promise.all([
    make(request, uniqueTitle('Hidden Toner'), 18),
    make(request, uniqueTitle('Kept Serum'), 32),
    make(request, uniqueTitle('Late Mask'), 14),
  ]);
  const customer = await registerFreshUser(request);
  await deliveredOrderOf(request, customer, hiddenOne.id);
  await deliveredOrderOf(request, customer, kept.id);
  await placeOrderAs(request, customer, onItsWay.id, 1);
  const hiddenReview = await writeReviewAs(request, customer, hiddenOne.id, {
    rating: 1,
    title: 'Call me instead',
    text: 'Write to me for a better price than the shop, I sell it too.',
  });
  await setReviewHidden(request, hiddenReview._id, true, 'Selling to other customers is not allowed');
  await writeReviewAs(request, customer, kept.id, { rating: 3, title: 'Fine serum', skinType: 'oily' });
  return { customer, hiddenOne, kept, onItsWay };
};

test.describe('a customer’s reviews in the panel', { lock: LOCK.ownProducts(2) }, () => {
  test('a customer sees their hidden review with its reason, edits one and deletes one; delivered lines link to "Review this product"', async ({
    page,
    request,
  }) => {
    const { customer, hiddenOne, kept, onItsWay } = await reviewingCustomer(request);
    await signInAs(page, customer.username, customer.password);

    await page.goto('/panel/purchases');
    const delivered = page.getByRole('link', { name: `Review this product: ${kept.title}` });
    await expect(delivered).toHaveAttribute('href', `/product/${kept.id}?review=write#reviews`);
    await expect(page.getByRole('link', { name: `Review this product: ${hiddenOne.title}` })).toBeVisible();
    // A line still on its way has none.
    await expect(page.getByRole('cell', { name: onItsWay.title })).toBeVisible();
    await expect(page.getByRole('link', { name: `Review this product: ${onItsWay.title}` })).toHaveCount(0);

    await panelMenu(page).getByRole('link', { name: 'My reviews' }).click();
    await expect(page).toHaveURL(/\/panel\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
    await expect(page.getByTestId('my-review')).toHaveCount(2);
    const hidden = myReview(page, hiddenOne.title);
    await expect(hidden.getByTestId('my-review-hidden')).toContainText('Hidden');
    await expect(hidden.getByTestId('my-review-hidden')).toContainText(
      'Reason: Selling to other customers is not allowed',
    );
    await expect(hidden.getByRole('img', { name: 'Rated 1.0 out of 5' })).toBeVisible();
    const keptCard = myReview(page, kept.title);
    await expect(keptCard.getByTestId('my-review-hidden')).toHaveCount(0);
    await expect(keptCard.getByRole('heading', { name: 'Fine serum' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Edit: the product page's form, in a dialog, filled with the review.
    await keptCard.getByRole('button', { name: `Edit your review of ${kept.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Fine serum');
    await title.fill('Better than I thought');
    await dialog.getByRole('button', { name: 'Save your review' }).click();
    await expect(page.getByText('Your review was updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(keptCard.getByRole('heading', { name: 'Better than I thought' })).toBeVisible();

    // Delete asks first; its stars leave the product.
    expect(await reviewCountOf(request, kept.id)).toBe(1);
    await keptCard.getByRole('button', { name: `Delete your review of ${kept.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your review?' });
    await expect(confirm).toContainText(kept.title);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('my-review')).toHaveCount(2);
    await keptCard.getByRole('button', { name: `Delete your review of ${kept.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The review was deleted')).toBeVisible();
    await expect(page.getByTestId('my-review')).toHaveCount(1);
    await expect(myReview(page, kept.title)).toHaveCount(0);
    expect(await reviewCountOf(request, kept.id)).toBe(0);

    // The link of a delivered line opens the product page's review form.
    await page.goto('/panel/purchases');
    await page.getByRole('link', { name: `Review this product: ${kept.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${kept.id}\\?review=write#reviews$`));
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  });

  test('@mobile "My reviews" and purchases read well at 360 px in dark mode', async ({ page, request }) => {
    const { customer, hiddenOne, kept } = await reviewingCustomer(request);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, customer.username, customer.password);
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/panel/reviews');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(myReview(page, hiddenOne.title).getByTestId('my-review-hidden')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsWidth();

    await myReview(page, kept.title)
      .getByRole('button', { name: `Edit your review of ${kept.title}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Edit your review' }).getByRole('textbox', { name: 'Title' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsWidth();
    await page.keyboard.press('Escape');

    await page.goto('/panel/purchases');
    await expect(page.getByRole('link', { name: `Review this product: ${kept.title}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsWidth();
  });
});
