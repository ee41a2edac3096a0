import { expectSignedIn, registerFreshUser, secondDevice, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { cartLink, cartRow, LIPSTICK, quantityOf } from '../support/panel';

test.describe('the cart follows the customer', () => {
  test('one customer on two devices: a change shows on the other device without a reload; signed out, a browser keeps no cart', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const user = await registerFreshUser(request);
    // The test's own page is the laptop (the desktop project's 1280×800, the welcome dialog closed); the phone
    // is a second device: its own browser context with its own storage.
    await signInAs(page, user.username, user.password);
    const laptop = page;

    await test.step('a change on one device shows on the other device’s cart page and badge without a reload', async () => {
      const { context: phoneContext, page: phone } = await secondDevice(browser, testInfo, user);
      try {
        await laptop.goto('/panel/cart');
        await expect(laptop.getByText('Your card is empty')).toBeVisible();

        await phone.goto(LIPSTICK.path);
        await expectSignedIn(phone);
        await phone.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await phone.getByRole('button', { name: 'Add to Cart' }).click();
        await expect(quantityOf(phone, LIPSTICK.title)).toHaveText('1');

        await expect(cartRow(laptop, LIPSTICK.title)).toBeVisible({ timeout: 5000 });
        await expect(cartLink(laptop)).toHaveAccessibleName('Cart, 1 item');

        await phone.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` }).click();
        await expect(quantityOf(laptop, LIPSTICK.title)).toHaveText('2', { timeout: 5000 });
        await expect(cartRow(laptop, LIPSTICK.title)).toContainText('$56');

        await phone.getByRole('button', { name: `Remove ${LIPSTICK.title} from cart` }).click();
        await expect(laptop.getByText('Your card is empty')).toBeVisible({ timeout: 5000 });
        await expect(cartLink(laptop)).toHaveAccessibleName('Cart, 0 items');
      } finally {
        await phoneContext.close();
      }
    });

    await test.step('a signed-out browser keeps no cart', async () => {
      // The cart is empty again (the phone removed the product); the laptop now fills it and signs out.
      await page.goto(LIPSTICK.path);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
      await page.goto(LIPSTICK.path);
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
      expect(await page.evaluate(() => localStorage.getItem('shopping'))).toBeNull();
    });
  });
});
