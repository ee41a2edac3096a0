import { registerFreshUser, signInAs } from '../support/auth';
import { ownProductsRemovedAfterEach, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { addFromProductPage, buyNow, cartRow, cartTotal } from '../support/panel';

/** Products this test made: removed after it. */
const make = ownProductsRemovedAfterEach();

test.describe('prices the customer can trust', { lock: LOCK.ownProducts(2) }, () => {
  test('one customer buys twice: at a price that moved since adding, and around a product the shop removed', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);

    await test.step('shows a price changed since adding, refuses a total that moved before buy now, then buys at the new figures', async () => {
      const title = uniqueTitle('Price Serum');
      const product = await make(request, title, 20);
      await addFromProductPage(page, product.path, title);

      await product.setPrice(30);
      await page.goto('/panel/cart');
      await expect(cartRow(page, title)).toContainText('$30');
      await expect(cartRow(page, title)).toContainText('Price changed: was $20');
      await expect(cartTotal(page)).toHaveText('$30');
      await expect(page.getByText('Some prices changed since you added these products.')).toBeVisible();

      await product.setPrice(45);
      await buyNow(page).click();
      await expect(
        page.getByText(
          'The prices in your cart have changed: the total is now $45.00. Please check your cart and press buy now again.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/panel\/cart$/);
      await expect(cartTotal(page)).toHaveText('$45');
      await expect(cartRow(page, title)).toContainText('$45');

      await buyNow(page).click();
      await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
      await page.goto('/panel/purchases');
      await expect(page.getByRole('table')).toContainText('Total Price Cart: $45');
    });

    // The cart is empty again: the first step bought all of it.
    await test.step('marks a product removed from the shop, buy now explains what to do and keeps the cart, and the rest can be bought', async () => {
      const goneTitle = uniqueTitle('Gone Balm');
      const stayTitle = uniqueTitle('Stay Mist');
      const gone = await make(request, goneTitle, 25);
      const stay = await make(request, stayTitle, 15);
      await addFromProductPage(page, gone.path, goneTitle);
      await addFromProductPage(page, stay.path, stayTitle);

      await gone.remove();
      await page.goto('/panel/cart');
      await expect(cartRow(page, goneTitle)).toContainText('No longer available');
      await expect(page.getByText(`“${goneTitle}” is no longer available.`)).toBeVisible();
      await expect(cartTotal(page)).toHaveText('$15');

      await buyNow(page).click();
      await expect(
        page.getByText(`"${goneTitle}" is no longer sold, please remove it from your cart and try again`),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/panel\/cart$/);
      await expect(cartRow(page, stayTitle)).toBeVisible();

      await page.getByRole('button', { name: `Remove ${goneTitle} from cart` }).click();
      await expect(cartRow(page, goneTitle)).toHaveCount(0);
      await buyNow(page).click();
      await expect(page).toHaveURL(/\/panel\/confirmOrder\//);
      await expect(page.getByTestId('transaction-number')).toHaveText(/^\d{19}$/);
    });
  });
});
