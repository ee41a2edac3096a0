import type { Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { storedAuthUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const CONGRATULATIONS = 'Congratulations, your account has been successfully created.';

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Online registration' });

const signIn = async (page: Page, username: string, password: string, rememberMe: boolean) => {
  await page.goto('/login');
  const form = signInForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: 'Remember me' }).setChecked(rememberMe);
  await form.getByRole('button', { name: 'Sign In' }).click();
};

/** A username nobody has yet: 3 to 10 letters and digits. */
const freshUsername = () => `u${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 10)}`;

test.describe('sign in', () => {
  // Some of these sign in the whole browser context, route it or open more tabs in it.
  test.use({ freshContext: true });

  test('the sign-in page: its title and fields, and its validation messages', async ({ page }) => {
    await test.step('shows the title, the fields, Remember me, Sign Up, "or" and Google', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      const form = signInForm(page);
      await expect(form.getByLabel('Username')).toBeVisible();
      await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
      await expect(form.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
      await expect(page.getByText('or', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue With Google' })).toBeVisible();
      await form.getByRole('link', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(/\/register$/);
    });

    await test.step('shows the validation messages word for word', async () => {
      await page.goto('/login');
      const form = signInForm(page);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(form.getByText('You must enter your username', { exact: true })).toBeVisible();
      await expect(form.getByText('You must enter your password', { exact: true })).toBeVisible();

      await form.getByLabel('Username').fill('ab');
      await form.getByLabel('Password', { exact: true }).fill('abcd');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(form.getByText('Username must be 3 Characters at least', { exact: true })).toBeVisible();
      await expect(form.getByText('password must be 5 Characters at least', { exact: true })).toBeVisible();

      await form.getByLabel('Username').fill('a'.repeat(31));
      await form.getByLabel('Password', { exact: true }).fill('abcdefghijk');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(form.getByText('Username must be 30 Characters at most', { exact: true })).toBeVisible();
      await expect(form.getByText('password must be 10 Characters at most', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('the sign-in page: a wrong password above the form, and no axe violations', async ({ page }) => {
    await test.step('shows a wrong password above the form and stays on the sign-in page', async () => {
      await signIn(page, 'jane', 'Wrong1234', false);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('Username or password is incorrect');
      const alertBox = await alert.boundingBox();
      const formBox = await signInForm(page).boundingBox();
      expect(alertBox && formBox && alertBox.y + alertBox.height <= formBox.y).toBe(true);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    });

    await test.step('has no accessibility violations', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('You must enter your username')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('signs jane in with Remember me, and she is still signed in after closing the page', async ({
    page,
    context,
  }) => {
    await signIn(page, 'jane', 'Jane12345', true);
    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await storedAuthUser(page)).toEqual({ local: true, session: false });

    await page.close();
    const again = await context.newPage();
    await again.goto('/contact');
    await expect(again.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(again.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('without Remember me, keeps the session to this tab (session storage)', async ({ page, context }) => {
    await signIn(page, 'jane', 'Jane12345', false);
    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await storedAuthUser(page)).toEqual({ local: false, session: true });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/contact');
    await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('sends a signed-in visitor from the sign-in and sign-up pages to the panel', async ({ page }) => {
    await signIn(page, 'jane', 'Jane12345', false);
    await expect(page).toHaveURL(/\/panel$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/panel$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/panel$/);
  });
});

test.describe('sign up', () => {
  test('the sign-up page: its validation messages and no axe violations', async ({ page }) => {
    await test.step('shows the validation messages word for word, with the policy box checked by default', async () => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Online Registration Form' })).toBeVisible();
      const form = signUpForm(page);
      await expect(form.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
      await form.getByRole('button', { name: 'Create Account' }).click();
      for (const message of [
        'You must enter your firstname',
        'You must enter your lastname',
        'You must enter your username',
        'You must enter your password',
      ]) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await form.getByLabel('First name').fill('Al');
      await form.getByLabel('Username').fill('a'.repeat(11));
      await form.getByLabel('Password', { exact: true }).fill('abcde');
      await form.getByLabel('Confirm password').fill('abcdx');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(form.getByText('firstname must be 3 Characters at least', { exact: true })).toBeVisible();
      await expect(form.getByText('username must be 10 Characters at most', { exact: true })).toBeVisible();
      await expect(form.getByText('password must be 6 Characters at least', { exact: true })).toBeVisible();
      await expect(form.getByText('Confirm Password Is Not Equel To Password', { exact: true })).toBeVisible();
    });

    await test.step('has no accessibility violations', async () => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Online Registration Form' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('You must enter your firstname')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('registering: a taken username is refused, and a fresh account is created and signs in', async ({ page }) => {
    await test.step('says a taken username is taken, above the form', async () => {
      await page.goto('/register');
      const form = signUpForm(page);
      await form.getByLabel('First name').fill('Jane');
      await form.getByLabel('Last name').fill('Again');
      await form.getByLabel('Username').fill('jane');
      await form.getByLabel('Password', { exact: true }).fill('Again1234');
      await form.getByLabel('Confirm password').fill('Again1234');
      await form.getByRole('button', { name: 'Create Account' }).click();

      await expect(page.getByRole('alert')).toHaveText('This Username has already exists!');
      await expect(form.getByLabel('Username')).toHaveValue('jane');
      await page.waitForTimeout(2500);
      await expect(page).toHaveURL(/\/register$/);
    });

    await test.step('creates a fresh account, congratulates, opens the sign-in page 2 s later, and the account signs in', async () => {
      const username = freshUsername();
      await page.goto('/register');
      const form = signUpForm(page);
      await form.getByLabel('First name').fill('Nora');
      await form.getByLabel('Last name').fill('Bloom');
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Password', { exact: true }).fill('Bloom1234');
      await form.getByLabel('Confirm password').fill('Bloom1234');
      await form.getByRole('checkbox', { name: /terms of use/ }).uncheck(); // not enforced
      // Both moments are read off the page's own clock (the alert drawn, the address changed): the test's
      // clock would add the time each check takes to come back, which on a loaded machine ate the 2 s.
      await page.evaluate((congratulations) => {
        const times: { shown?: number; left?: number } = {};
        (window as unknown as { signUpTimes: typeof times }).signUpTimes = times;
        new MutationObserver((_, observer) => {
          if (
            ![...document.querySelectorAll('[role="alert"]')].some((alert) =>
              alert.textContent?.includes(congratulations),
            )
          )
            return;
          times.shown = performance.now();
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            times.left ??= performance.now();
            original(...args);
          };
        }
      }, CONGRATULATIONS);
      const request = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/auth/register',
      );
      await form.getByRole('button', { name: 'Create Account' }).click();

      expect((await request).postDataJSON()).toEqual({
        username,
        password: 'Bloom1234',
        firstname: 'Nora',
        lastname: 'Bloom',
        role: 'user',
      });
      await expect(page.getByRole('alert')).toHaveText(CONGRATULATIONS);
      await page.waitForURL(/\/login$/);
      const { shown, left } = await page.evaluate(
        () => (window as unknown as { signUpTimes: { shown: number; left: number } }).signUpTimes,
      );
      expect(left - shown).toBeGreaterThanOrEqual(1500);

      await signIn(page, username, 'Bloom1234', false);
      await expect(page).toHaveURL(/\/panel$/);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  });
});

test('the sign-in and sign-up pages have no accessibility violations in dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Online Registration Form'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await axeViolations(page)).toEqual([]);
  }
});
