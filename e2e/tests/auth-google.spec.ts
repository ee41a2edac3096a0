import { freshGoogleEmail, storedAuthUser } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { useGoogleApiStandIn } from '../support/google-api-stand-in';

// Google sign-in through the Auth emulator's popup, with a stand-in for Google's API loader. One of these
// failed once on its first run and passed on its retry, and a retry's trace says nothing of the failing
// run: every first run here keeps its trace when it fails, to find that cause.
test.use({ trace: 'retain-on-first-failure' });

test.describe('sign in with Google', () => {
  // These sign in the whole browser context and route it.
  test.use({ freshContext: true });

  test('Google through the Auth emulator popup: the shop refusing the account shows "Server Error", then a Google account signs in', async ({
    page,
    context,
  }) => {
    await useGoogleApiStandIn(context);

    await test.step('shows "Server Error" when the shop refuses the Google account', async () => {
      // Simulates a failing server: POST /auth/google answers 500 without a usable body (this step only).
      await page.route('**/auth/google', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await page.goto('/login');
      const popupOpens = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue With Google' }).click();
      const popup = await popupOpens;
      await popup.getByText('Add new account').click();
      await popup.locator('#email-input').fill(`refused.${Date.now()}@example.com`);
      await popup.getByRole('button', { name: /Sign in with Google/ }).click();

      await expect(page.getByRole('alert')).toHaveText('Server Error');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await page.unroute('**/auth/google');
    });

    await test.step('signs in with Google through the Auth emulator popup', async () => {
      await page.goto('/login');
      const popupOpens = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue With Google' }).click();
      const popup = await popupOpens;

      await popup.getByText('Add new account').click();
      await popup.locator('#email-input').fill(freshGoogleEmail());
      await popup.locator('#display-name-input').fill('Grace Glow');
      await popup.getByRole('button', { name: /Sign in with Google/ }).click();

      await expect(page).toHaveURL(/\/panel$/);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      expect((await storedAuthUser(page)).local).toBe(true);
    });
  });

  test('closing the Google popup leaves the sign-in page as it was', async ({ page, context }) => {
    await useGoogleApiStandIn(context);
    await page.goto('/login');
    const popupOpens = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    await (await popupOpens).close();

    await expect(page.getByRole('button', { name: 'Continue With Google' })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});
