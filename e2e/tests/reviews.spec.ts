import type { Dialog, Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { registerFreshUser, signInAs, type Credentials } from '../support/auth';
import { ownProductsRemovedAfterEach, uniqueTitle, type OwnProduct } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { placeOrderAs } from '../support/orders';
import { writeReviewAs } from '../support/review-api';

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });
/** The "(N reviews)" link by the product's title. */
const countByTitle = (page: Page, product: OwnProduct) =>
  page.getByRole('article', { name: product.title }).getByRole('link', { name: /review/ });
const reviewCard = (page: Page, title: string) => reviewsSection(page).getByRole('article', { name: title });

/** A fresh customer whose order (placed, not cancelled) contains the product: one who may review it. */
const buyerOf = async (request: Parameters<typeof make>[0], product: OwnProduct): Promise<Credentials> => {
  const customer = await registerFreshUser(request);
  await placeOrderAs(request, customer, product.id, 1);
  return customer;
};

/** The schema.org data of the page as the server sent it. */
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('The page has no JSON-LD');
  return JSON.parse(match[1]) as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
    review?: { name: string; reviewBody: string }[];
  };
};

test.describe('reviews on the product page', { lock: LOCK.ownProducts(1) }, () => {
  test('a customer who bought the product writes a review and sees the stars and the count change', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Review Serum'), 28);
    const customer = await buyerOf(request, product);
    await signInAs(page, customer.username, customer.password);

    await page.goto(product.path);
    await expect(countByTitle(page, product)).toHaveText('No reviews yet');
    const section = reviewsSection(page);
    await expect(section.getByText('No reviews yet').first()).toBeVisible();
    await section.getByRole('button', { name: 'Write a review' }).click();

    const form = page.getByRole('form', { name: 'Write a review' });
    // Sent empty: the contract's schema names what is missing, as the server would.
    await form.getByRole('button', { name: 'Publish your review' }).click();
    await expect(form.getByText('Choose a rating')).toBeVisible();
    // The stars are radio buttons drawn by their labels: a click on the fourth star.
    const fourStars = form.getByRole('radio', { name: '4 stars' });
    await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect(fourStars).toBeChecked();
    await form.getByLabel('Title').fill('Calm and <b>glowing</b>');
    await form.getByLabel('Your review').fill('My dry cheeks drink it up </script> and stay soft all day.');
    await form.getByLabel('Your skin type').selectOption('dry');
    await form.getByRole('checkbox', { name: 'I would recommend it' }).check();
    await form.getByRole('button', { name: 'Publish your review' }).click();

    await expect(page.getByText('Thank you, your review was published')).toBeVisible();
    await expect(countByTitle(page, product)).toHaveText('(1 review)');
    await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
    await expect(section.getByRole('link', { name: '4 stars 1 review' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Dry skin 4.0 (1)' })).toBeVisible();
    const card = reviewCard(page, 'Calm and <b>glowing</b>');
    await expect(card).toContainText('My dry cheeks drink it up </script> and stay soft all day.');
    await expect(card).toContainText('Test S. ·');
    await expect(card).toContainText('Dry skin');
    await expect(card).toContainText('Verified purchase');
    await expect(card).toContainText('I would recommend it');
    // Their own review: its count, no vote of their own.
    await expect(card.getByText('Helpful (0)')).toBeVisible();
    await expect(card.getByRole('button', { name: /Helpful/ })).toHaveCount(0);
    // The form closed; a second review is an edit.
    await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();

    // The server renders the new figures and the review, its markup as text, with schema.org data.
    const html = await (await page.request.get(product.path)).text();
    expect(html).not.toContain('<b>glowing</b>');
    expect(html).not.toContain('drink it up </script>');
    const data = jsonLdOf(html);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(data.review?.map((review) => review.name)).toEqual(['Calm and <b>glowing</b>']);
    await page.reload();
    await expect(reviewCard(page, 'Calm and <b>glowing</b>')).toBeVisible();
    await expect(page.locator('#reviews b')).toHaveCount(0);
  });

  test('a shopper narrows the reviews to dry skin and to a star count', async ({ page, request }) => {
    const product = await make(request, uniqueTitle('Skin Cream'), 30);
    const reviews = [
      { rating: 5, title: 'Dry skin saviour', skinType: 'dry' },
      { rating: 4, title: 'Good on dry patches', skinType: 'dry' },
      { rating: 2, title: 'Too rich for oily', skinType: 'oily' },
    ] as const;
    for (const review of reviews) {
      const customer = await buyerOf(request, product);
      await writeReviewAs(request, customer, product.id, review);
    }
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(product.path);
    await expect(countByTitle(page, product)).toHaveText('(3 reviews)');
    const section = reviewsSection(page);
    await expect(section.getByTestId('reviews-shown')).toHaveText('3 reviews');
    const dry = section.getByRole('link', { name: 'Dry skin 4.5 (2)' });
    await expect(section.getByRole('link', { name: 'Oily skin 2.0 (1)' })).toBeVisible();
    await dry.click();
    await expect(page).toHaveURL(/[?&]rskin=dry/);
    await expect(dry).toHaveAttribute('aria-current', 'true');
    await expect(section.getByTestId('reviews-shown')).toHaveText('2 reviews from people with dry skin');
    await expect(section.getByRole('article')).toHaveCount(2);
    for (const card of await section.getByRole('article').all()) await expect(card).toContainText('Dry skin');
    await expect(reviewCard(page, 'Too rich for oily')).toHaveCount(0);

    // The same list from the server, for a link or a reload.
    const html = await (await page.request.get(`${product.path}?rskin=dry`)).text();
    expect(html).toContain('Good on dry patches');
    expect(html).not.toContain('Too rich for oily');

    // The chip again shows everyone's; a histogram row keeps its star count.
    await dry.click();
    await expect(section.getByTestId('reviews-shown')).toHaveText('3 reviews');
    await section.getByRole('link', { name: '2 stars 1 review' }).click();
    await expect(section.getByTestId('reviews-shown')).toHaveText('1 review with 2 stars');
    await expect(section.getByRole('article')).toHaveCount(1);
    await expect(reviewCard(page, 'Too rich for oily')).toBeVisible();
    await section.getByRole('link', { name: '2 stars 1 review' }).click();
    await expect(section.getByRole('article')).toHaveCount(3);

    await section.getByLabel('Sort reviews').selectOption('lowest');
    await expect(page).toHaveURL(/[?&]rsort=lowest/);
    await expect(section.getByRole('article').first()).toHaveAccessibleName('Too rich for oily');
    expect(dialogs).toEqual([]);
  });

  test('a visitor signs in from "Sign in to write a review" and comes back to the form', async ({ page, request }) => {
    const product = await make(request, uniqueTitle('Return Balm'), 19);
    const customer = await buyerOf(request, product);

    await page.goto(product.path);
    await reviewsSection(page).getByRole('link', { name: 'Sign in to write a review' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(customer.username);
    await form.getByLabel('Password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(new RegExp(`${product.path}\\?review=write#reviews$`));
    const reviewForm = page.getByRole('form', { name: 'Write a review' });
    await expect(reviewForm).toBeVisible();
    await expect(reviewForm.getByLabel('Title')).toBeInViewport();
  });

  test('a customer who already reviewed the product edits their review instead of writing a second', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Edit Toner'), 16);
    const customer = await buyerOf(request, product);
    await writeReviewAs(request, customer, product.id, { rating: 2, title: 'Too sharp at first', skinType: 'oily' });
    await signInAs(page, customer.username, customer.password);

    await page.goto(product.path);
    const section = reviewsSection(page);
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Edit your review' }).click();
    const form = page.getByRole('form', { name: 'Edit your review' });
    await expect(form.getByLabel('Title')).toHaveValue('Too sharp at first');
    await expect(form.getByLabel('Your skin type')).toHaveValue('oily');
    await form.getByLabel('Title').fill('Grew on me');
    const fiveStars = form.getByRole('radio', { name: '5 stars' });
    await form.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
    await form.getByRole('button', { name: 'Save your review' }).click();

    await expect(page.getByText('Your review was updated')).toBeVisible();
    await expect(reviewCard(page, 'Grew on me')).toBeVisible();
    await expect(reviewCard(page, 'Too sharp at first')).toHaveCount(0);
    await expect(countByTitle(page, product)).toHaveText('(1 review)');
    await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5' }).first()).toBeVisible();
  });

  test('a review sent from another tab first: the form is told it exists and offers to edit it', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Twin Tab Gel'), 23);
    const customer = await buyerOf(request, product);
    await signInAs(page, customer.username, customer.password);
    await page.goto(product.path);
    const section = reviewsSection(page);
    await section.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form.getByLabel('Title')).toBeVisible();

    // Meanwhile the same customer's review arrives from elsewhere.
    await writeReviewAs(request, customer, product.id, { title: 'Written in the other tab' });
    const threeStars = form.getByRole('radio', { name: '3 stars' });
    await form.locator(`label[for="${await threeStars.getAttribute('id')}"]`).click();
    await form.getByLabel('Title').fill('Written here');
    await form.getByLabel('Your review').fill('A second opinion that the shop must not accept.');
    await form.getByLabel('Your skin type').selectOption('normal');
    await form.getByRole('button', { name: 'Publish your review' }).click();

    await expect(section.getByText('You have already reviewed this product')).toBeVisible();
    await section.getByRole('button', { name: 'Edit your review' }).click();
    await expect(page.getByRole('form', { name: 'Edit your review' }).getByLabel('Title')).toHaveValue(
      'Written in the other tab',
    );
  });

  test('a signed-in customer who has not bought the product is told why they cannot review it', async ({
    page,
    request,
  }) => {
    const product = await make(request, uniqueTitle('Unbought Oil'), 21);
    const customer = await registerFreshUser(request);
    await signInAs(page, customer.username, customer.password);

    await page.goto(product.path);
    const section = reviewsSection(page);
    await expect(
      section.getByText(
        'Only customers who bought this product can review it. Once your order with it arrives, you can share what you think.',
      ),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Sign in to write a review' })).toHaveCount(0);
  });

  test('@mobile the product page with reviews reads well at 360 px in dark mode', async ({ page, request }) => {
    const product = await make(request, uniqueTitle('Dark Review Mist'), 26);
    for (const [index, skinType] of (['dry', 'oily', 'combination', 'normal', 'sensitive', 'dry'] as const).entries()) {
      const customer = await buyerOf(request, product);
      await writeReviewAs(request, customer, product.id, {
        rating: index % 2 ? 5 : 3,
        title: `Review number ${index + 1}`,
        skinType,
        recommend: index % 2 === 0,
      });
    }
    const voter = await registerFreshUser(request);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, voter.username, voter.password);

    await page.goto(product.path);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    const section = reviewsSection(page);
    await expect(section.getByRole('article')).toHaveCount(5);
    await section.scrollIntoViewIfNeeded();
    // A signed-in customer who did not write it may find a review helpful, and change their mind.
    const helpful = section.getByRole('article').first().getByRole('button', { name: 'Helpful (0)' });
    await helpful.click();
    await expect(section.getByRole('article').first().getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await section.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/[?&]rpage=2/);
    await expect(section.getByRole('article')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
