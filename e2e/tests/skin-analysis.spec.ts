import type { Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { registerFreshUser } from '../support/auth';
import { ownProduct, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const question = (page: Page) => page.getByRole('heading', { level: 1 });

/** Picks the choices of the question on screen and goes on, after checking it is the expected one. */
const answer = async (page: Page, expected: { title: string; progress: string }, choices: RegExp[], next = 'Next') => {
  await expect(question(page)).toHaveText(expected.title);
  await expect(page.getByText(expected.progress)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const choice of choices) await page.getByRole('main').getByLabel(choice).check();
  await page.getByRole('button', { name: next }).click();
};

const steps = (page: Page) =>
  page
    .getByRole('list', { name: 'Routine steps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

test.describe('skin analysis', { lock: LOCK.ownProducts(1) }, () => {
  // The whole catalogue: the routine is the best of every product, and its own must win.
  test(
    'a visitor answers, gets a fragrance-free dry-skin routine with reasons, reloads it, signs in, buys it and keeps it as their skin profile',
    { lock: LOCK.products },
    async ({ page, request }) => {
      // A whole journey (six questions, a reload, a sign-in, the cart, the dashboard, the products page).
      test.slow();
      // The cheapest products that fit these answers best (price 10 is the lowest a product may have).
      const dryGlow = {
        skinTypes: ['dry' as const, 'sensitive' as const],
        concerns: ['dullness' as const],
        freeFrom: ['fragrance' as const],
      };
      const cleanser = await ownProduct(request, uniqueTitle('A Glow Cleanser'), 10, {
        ...dryGlow,
        routineStep: 'cleanse',
      });
      const serum = await ownProduct(request, uniqueTitle('A Glow Serum'), 10, {
        ...dryGlow,
        routineStep: 'treat',
        keyIngredients: ['Vitamin C'],
      });
      const cream = await ownProduct(request, uniqueTitle('A Glow Cream'), 10, {
        ...dryGlow,
        routineStep: 'moisturise',
      });
      // A better match for everything but the fragrance it contains: never suggested.
      const scented = await ownProduct(request, uniqueTitle('A Scented Serum'), 10, {
        ...dryGlow,
        concerns: ['dullness', 'fine-lines'],
        freeFrom: [],
        routineStep: 'treat',
      });

      // Removed however the test ends: a retry must not meet this attempt's products, which tie with its own.
      try {
        await page.goto('/products');
        await page.getByRole('link', { name: 'Take the skin analysis' }).click();
        await answer(page, { title: 'What is your skin type?', progress: 'Question 1 of 6' }, [/^Dry/]);
        await answer(page, { title: 'What would you most like to improve?', progress: 'Question 2 of 6' }, [
          /^Dullness/,
        ]);
        await answer(page, { title: 'How sensitive is your skin?', progress: 'Question 3 of 6' }, [/^Very/]);
        await answer(page, { title: 'What should your routine be free from?', progress: 'Question 4 of 6' }, [
          /^Fragrance/,
        ]);
        await answer(page, { title: 'How many steps would you like?', progress: 'Question 5 of 6' }, [/3-step/]);
        await answer(
          page,
          { title: 'Is there a price limit per product?', progress: 'Question 6 of 6' },
          [/^No limit/],
          'See my routine',
        );

        await expect(question(page)).toHaveText('Your routine');
        await expect(page).toHaveURL(/skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick$/);
        const expectRoutine = async () => {
          await expect(steps(page)).toHaveCount(3);
          const picks = [
            ['Step 1: Cleanse', cleanser.title],
            ['Step 2: Treat', serum.title],
            ['Step 3: Moisturise', cream.title],
          ];
          for (const [index, [name, title]] of picks.entries()) {
            const step = steps(page).nth(index);
            await expect(step).toHaveAccessibleName(name ?? '');
            await expect(step.getByRole('heading', { level: 3 })).toHaveText(title ?? '');
            const why = step.getByRole('list', { name: 'Why' }).first();
            await expect(why).toContainText('Suits dry skin');
            await expect(why).toContainText('Targets dullness');
            await expect(why).toContainText('Gentle enough for sensitive skin');
            await expect(why).toContainText('Fragrance-free, as you asked');
          }
          await expect(steps(page).nth(1)).toContainText('Targets dullness with vitamin C');
          await expect(page.getByRole('main')).not.toContainText(scented.title);
          await expect(page.getByText('Total: $30')).toBeVisible();
        };
        await expectRoutine();
        expect(await axeViolations(page)).toEqual([]);

        await page.reload();
        await expectRoutine();

        // A visitor is sent to sign in, and comes back to the same result with the routine added.
        const customer = await registerFreshUser(request);
        await page.getByRole('button', { name: 'Add the whole routine to the cart' }).click();
        await expect(page).toHaveURL(/\/login\?next=/);
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('Username').fill(customer.username);
        await form.getByLabel('Password', { exact: true }).fill(customer.password);
        await form.getByRole('button', { name: 'Sign In' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Your routine is in your cart: 3 products added.' }),
        ).toBeVisible();
        await expect(page).toHaveURL(
          /\/skin-analysis\?skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick$/,
        );
        await expect(page.getByRole('link', { name: /^Cart/ })).toContainText('3');

        await page.getByRole('link', { name: 'View cart' }).click();
        const rows = page.getByRole('table').getByRole('row');
        for (const product of [cleanser, serum, cream])
          await expect(rows.filter({ hasText: product.title })).toHaveCount(1);

        // The answers become the customer's skin profile: the dashboard shows it, the products page filters by it.
        await page.goBack();
        await expect(question(page)).toHaveText('Your routine');
        await page.getByRole('button', { name: 'Save my skin profile' }).click();
        await expect(page.getByText('Your skin profile is saved: it shows on your dashboard.')).toBeVisible();
        await page.goto('/panel');
        const profile = page.getByRole('region', { name: 'Your skin profile' });
        await expect(profile).toContainText('Dry skin · Dullness · Very sensitive · Fragrance-free · 3 steps');
        await profile.getByRole('link', { name: 'See my routine' }).click();
        await expect(question(page)).toHaveText('Your routine');
        await expect(page).toHaveURL(
          /\/skin-analysis\?skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick$/,
        );
        await page.goto('/products');
        await page.getByRole('link', { name: 'Suits my skin (dry)' }).click();
        await expect(page).toHaveURL(/\/products\?skin=dry&free=fragrance$/);
      } finally {
        await Promise.all([cleanser, serum, cream, scented].map((product) => product.remove()));
      }
    },
  );

  test('the "not sure" path decides the skin type from two plain questions, and back goes back', async ({ page }) => {
    await page.goto('/skin-analysis');
    await answer(page, { title: 'What is your skin type?', progress: 'Question 1 of 6' }, [/^Not sure/]);
    await answer(
      page,
      { title: 'A few hours after washing your face, how does it feel?', progress: 'Question 1 of 6' },
      [/^Shiny in places/],
    );
    await answer(page, { title: 'Where does it shine?', progress: 'Question 1 of 6' }, [/forehead, nose and chin/]);
    await expect(question(page)).toHaveText('What would you most like to improve?');
    await expect(page).toHaveURL(/skin=combination/);
    await expect(question(page)).toBeFocused();

    await page.goBack();
    await expect(question(page)).toHaveText('Where does it shine?');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(question(page)).toHaveText('A few hours after washing your face, how does it feel?');
    await answer(
      page,
      { title: 'A few hours after washing your face, how does it feel?', progress: 'Question 1 of 6' },
      [/^Tight/],
    );
    await expect(page).toHaveURL(/skin=dry/);
    await expect(page.getByText('Question 2 of 6')).toBeVisible();
  });

  // The whole catalogue: the routine is picked from every product.
  test(
    'works at 360 px in the dark theme, from the menu to a result @mobile',
    { lock: LOCK.products },
    async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Skin analysis' }).click();
      await expect(question(page)).toHaveText('What is your skin type?');
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/skin-analysis?skin=oily&concern=acne&sensitivity=not&routine=full&max=60');
      await expect(question(page)).toHaveText('Your routine');
      await expect(steps(page)).toHaveCount(5);
      expect(await fits()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
