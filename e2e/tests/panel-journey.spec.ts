import { expect, test } from '../support/fixtures';
import { buyNow, cartLink, cartRow, cartTable, cartTotal, LIPSTICK, quantityOf, storedCart } from '../support/panel';

const BALM = 'Agave Nectar Lip Balm';
const freshUsername = () => `p${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 10)}`;

test.describe('the customer journey', () => {
  test('register, fill the cart from a card and a product page, change quantities, buy with a double click, see the purchase, sign out home', async ({
    page,
  }) => {
    const username = freshUsername();
    const password = 'Glow12345';
    await page.goto('/register');
    const signUp = page.getByRole('form', { name: 'Online registration' });
    await signUp.getByLabel('First name').fill('Lena');
    await signUp.getByLabel('Last name').fill('Moss');
    await signUp.getByLabel('Username').fill(username);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm password').fill(password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/login$/);

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(username);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto('/products?sort=price&order=asc');
    await page.getByRole('article', { name: BALM }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto(LIPSTICK.path);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/panel\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(cartTable(page).getByRole('columnheader')).toHaveText([
      'Row',
      'Title',
      'Number Of Item',
      'Price',
      'Total Price',
      'Delete',
    ]);
    await expect(cartRow(page, LIPSTICK.title).getByRole('link', { name: LIPSTICK.title })).toHaveAttribute(
      'href',
      LIPSTICK.path,
    );

    await page.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` }).click();
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('2');
    await page.getByRole('button', { name: `Increase quantity of ${LIPSTICK.title}` }).click();
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('3');
    await expect(cartRow(page, LIPSTICK.title)).toContainText('$84');
    await page.getByRole('button', { name: `Decrease quantity of ${BALM}` }).click();
    await expect(cartRow(page, BALM)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(cartTotal(page)).toHaveText('$84');
    await expect(buyNow(page)).toBeEnabled();

    let orderCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/order') orderCalls += 1;
    });
    await buyNow(page).dblclick();
    await expect(page).toHaveURL(/\/panel\/confirmOrder\/[\w-]+$/);
    await expect(page.getByText('Thank you, your order has been placed.')).toBeVisible();
    await expect(page.getByText('Transaction Number:')).toBeVisible();
    await expect(page.getByTestId('transaction-number')).toHaveText(/^\d{19}$/);
    const transactionNumber = await page.getByTestId('transaction-number').textContent();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(await storedCart(page)).toBeNull();
    expect(orderCalls).toBe(1);

    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Purchased' }).click();
    const orders = page.getByRole('table');
    await expect(orders).toHaveCount(1);
    await expect(orders.getByRole('columnheader')).toHaveText(['Row', 'Title', 'Number', 'Price', 'Total Price Item']);
    await expect(orders.getByRole('row').nth(1)).toContainText(LIPSTICK.title);
    await expect(orders).toContainText(`Transaction Number: ${transactionNumber ?? ''}`);
    await expect(orders).toContainText(`Date: ${new Date().toISOString().slice(0, 10)}`);
    await expect(orders).toContainText('Total Price Cart: $84');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('shopping')])).toEqual([
      null,
      null,
    ]);
  });

  test('sends a signed-out visitor from the cart page to /login', async ({ page }) => {
    await page.goto('/panel/cart');
    await expect(page).toHaveURL(/\/login$/);
  });
});
