import type { Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { axeViolations } from '../support/a11y';
import { signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { linkIn, mailQueuedFor } from '../support/outbox';

const WAITING = 'Waiting for confirmation: check your inbox';
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Online registration' });
const emailCard = (page: Page) => page.getByRole('region', { name: 'E-mail' });

test.describe('an address that receives mail', () => {
  test('sign up with an e-mail, see it waiting in the profile, confirm it from the mail, then change it', async ({
    page,
  }) => {
    const username = `u${randomInt(100_000, 999_999)}`;
    const password = 'Secret123';
    const address = `${username}@example.com`;

    await test.step('the sign-up form refuses a bad address and takes a good one', async () => {
      await page.goto('/register');
      const form = signUpForm(page);
      await form.getByLabel('First name').fill('Test');
      await form.getByLabel('Last name').fill('Shopper');
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('E-mail').fill('not-an-address');
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(form.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
      await form.getByLabel('E-mail').fill(address);
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Congratulations, your account has been successfully created.')).toBeVisible();
    });

    await test.step('the profile shows the address waiting for its confirmation', async () => {
      await signInAs(page, username, password);
      await page.goto('/panel/profile');
      await expect(emailCard(page).getByText(address)).toBeVisible();
      await expect(emailCard(page).getByText(WAITING)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step("the mail's link confirms it, and the profile says so", async () => {
      const mails = await mailQueuedFor(address);
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for Aurelle Beauty']);
      const link = linkIn(mails[0]?.text ?? '', '/confirm-email?token=');
      expect(link).not.toBeNull();
      await page.goto(link ?? '');
      await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await expect(emailCard(page).getByText('Confirmed', { exact: true })).toBeVisible();
    });

    await test.step('a link that is not valid says so, with the way to the profile', async () => {
      await page.goto('/confirm-email?token=not-a-token');
      await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your address' })).toBeVisible();
      await expect(
        page.getByText('This confirmation link is not valid or has expired.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
    });

    await test.step('a new address in the profile waits for its own confirmation', async () => {
      await page.goto('/panel/profile');
      const card = emailCard(page);
      await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
      await card.getByLabel('New e-mail').fill(`new.${address}`);
      await card.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(card.getByText('We sent a confirmation link to your new address: open it to confirm')).toBeVisible();
      await expect(card.getByText(`new.${address}`)).toBeVisible();
      await expect(card.getByText(WAITING)).toBeVisible();
      expect((await mailQueuedFor(`new.${address}`)).length).toBe(1);
    });
  });
});
