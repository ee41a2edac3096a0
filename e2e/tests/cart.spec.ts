import type { Page } from '@playwright/test';
import { expectSignedIn, registerFreshUser, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';

const LIPSTICK = { path: '/product/velvet-rose-lipstick', title: 'Velvet Rose Lipstick' };

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const quantityOf = (page: Page, title: string) => page.getByRole('status', { name: `Quantity of ${title}` });
const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('shopping') ?? 'null') as { title: string; quantity: number }[] | null,
  );
const isCartChange = (url: URL) => /^\/cart\/[\w-]+$/.test(url.pathname);

test.describe('cart controls', () => {
  // Some of these sign in the whole browser context, route it or open more tabs in it.
  test.use({ freshContext: true });

  test('add, plus, minus and trash change the cart, the header badge and the stored cart', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);
    await page.goto(LIPSTICK.path);
    await expectSignedIn(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` })).toBeFocused();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ title: LIPSTICK.title, quantity: 1 })]);

    await page.keyboard.press('Enter');
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
    await expect(page.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('3');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ quantity: 3, totalPriceItem: 84 })]);

    await page.getByRole('button', { name: `Decrease quantity of ${LIPSTICK.title}` }).click();
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await page.goto('/products?sort=price&order=asc');
    const balm = page.getByRole('article', { name: 'Agave Nectar Lip Balm' });
    await balm.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await page.reload();
    await expect(quantityOf(page, 'Agave Nectar Lip Balm')).toHaveText('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await page.getByRole('button', { name: 'Decrease quantity of Agave Nectar Lip Balm' }).click();
    await expect(balm.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await page.goto(LIPSTICK.path);
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
    await page.getByRole('button', { name: `Remove ${LIPSTICK.title} from cart` }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(await storedCart(page)).toBeNull();
  });

  test('a slow, then failing server changes nothing until it agrees; then two tabs of the shop stay in step', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(context, user.username, user.password);

    await test.step('changes nothing until the server agrees, and disables the controls meanwhile (a slow, then failing server)', async () => {
      await page.goto(LIPSTICK.path);
      await expectSignedIn(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(quantityOf(page, LIPSTICK.title)).toHaveText('1');

      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      await page.route(isCartChange, async (route) => {
        calls += 1;
        await gate;
        await route.continue();
      });
      const increase = page.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` });
      await increase.click();
      await expect(increase).toBeDisabled();
      await expect(page.getByRole('button', { name: `Decrease quantity of ${LIPSTICK.title}` })).toBeDisabled();
      await expect(quantityOf(page, LIPSTICK.title)).toHaveText('1');
      release();
      await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
      expect(calls).toBe(1);
      await page.unroute(isCartChange);

      await page.route(isCartChange, (route) =>
        route.fulfill({ status: 409, json: { success: false, message: 'This cart has already been ordered' } }),
      );
      await increase.click();
      await expect(increase).toBeEnabled();
      await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
      await expect(page.getByText('This cart has already been ordered')).toHaveCount(0);

      await page.getByRole('button', { name: `Decrease quantity of ${LIPSTICK.title}` }).click();
      await expect(page.getByText('This cart has already been ordered')).toBeVisible();
      await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      await page.unroute(isCartChange);
    });

    // The next step starts from an empty cart, as a new customer's: the server answers again and the product goes.
    await page.getByRole('button', { name: `Remove ${LIPSTICK.title} from cart` }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    await test.step('keeps two tabs of the shop in step', async () => {
      // The test's own tab is the first; a second tab of the same browser joins it.
      const first = page;
      const second = await context.newPage();
      await first.goto(LIPSTICK.path);
      await second.goto('/products?sort=price&order=asc');
      await expectSignedIn(first);
      await expectSignedIn(second);

      await first.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(quantityOf(first, LIPSTICK.title)).toHaveText('1');
      await expect(cartLink(second)).toHaveAccessibleName('Cart, 1 item');

      await second
        .getByRole('article', { name: 'Agave Nectar Lip Balm' })
        .getByRole('button', { name: 'Add to Cart' })
        .click();
      await expect(cartLink(second)).toHaveAccessibleName('Cart, 2 items');
      await expect(cartLink(first)).toHaveAccessibleName('Cart, 2 items');

      await first.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` }).click();
      await expect(quantityOf(first, LIPSTICK.title)).toHaveText('2');
      await second.goto(LIPSTICK.path);
      await expect(quantityOf(second, LIPSTICK.title)).toHaveText('2');

      await second.getByRole('button', { name: `Remove ${LIPSTICK.title} from cart` }).click();
      await expect(first.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(cartLink(first)).toHaveAccessibleName('Cart, 1 item');
    });
  });
});
