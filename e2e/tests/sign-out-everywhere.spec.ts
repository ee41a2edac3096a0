import type { Page } from '@playwright/test';
import { registerFreshUser, secondDevice, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/**
 * Resolves once the clock is past the second that began at `signedInBy` (ms): revocation compares whole
 * seconds and keeps a sign-in from its own second, so only a later revocation ends that session (50 ms
 * past the edge: a timer may fire a millisecond early).
 */
const pastSecondOf = (signedInBy: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, (Math.floor(signedInBy / 1000) + 1) * 1000 + 50 - Date.now())),
  );

test.describe('sign out of all devices', () => {
  test('"Sign out of all devices" signs this device out to the sign-in page, and another device at its next signed-in call', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);
    const { context: otherContext, page: other } = await secondDevice(browser, testInfo, user);
    try {
      const signedInBy = Date.now();
      await other.goto('/panel');
      await expect(other.getByText('Welcome to Dashboard')).toBeVisible();

      await page.goto('/panel/profile');
      await pastSecondOf(signedInBy);
      await page.getByRole('button', { name: 'Sign out of all devices' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByText('You have been signed out of all devices')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

      // The other device still shows its panel; its next call to the API ends its session.
      await panelMenu(other).getByRole('link', { name: 'Purchased' }).click();
      await expect(other.getByText(SESSION_ENDED)).toBeVisible();
      await expect(other).toHaveURL(/\/login$/);
      await expect(other.getByRole('button', { name: 'Sign Out', exact: true })).toHaveCount(0);
      await other.goto('/panel/profile');
      await expect(other).toHaveURL(/\/login$/);
    } finally {
      await otherContext.close();
    }
  });
});
