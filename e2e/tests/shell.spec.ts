import type { Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { registerFreshUser, signInAs } from '../support/auth';
import { goInApp } from '../support/navigation';
import { cartLink, LIPSTICK, quantityOf } from '../support/panel';
import { failRequests, holdRequests } from '../support/stand-ins';

/** Home as on a first visit: the tab forgets that it dismissed the welcome dialog, then loads home. */
const firstVisit = async (page: Page) => {
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.removeItem('welcome-dismissed'));
  await page.goto('/');
};

test.describe('startup and landing', () => {
  test('startup: "Loading ..." on account screens until the shop has initialized, and the startup error with Try Again', async ({
    page,
  }) => {
    await test.step('shows public pages at once, and "Loading ..." on account screens until the shop has initialized', async () => {
      const release = await holdRequests(page, '**/misc/initialize');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Unlock Your Natural Glow' })).toBeVisible();
      await page.goto('/panel');
      await expect(page.getByText('Loading ...')).toBeVisible();
      release();
      // A visitor is sent on to sign in once the shop knows nobody is signed in.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Loading ...')).toBeHidden();
      await page.unroute('**/misc/initialize');
    });

    await test.step('shows the startup error with Try Again, and recovers when the server answers', async () => {
      const recover = await failRequests(page, '**/misc/initialize');
      await page.goto('/panel');
      await expect(page.getByText('Server Error')).toBeVisible();
      recover();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  });

  test("a visitor's page drawn by the server starts the shop from what it came with, asking the API nothing", async ({
    page,
  }) => {
    const asked: string[] = [];
    await page.route('**/misc/initialize', (route) => {
      asked.push(route.request().url());
      // Never answers: the page must not need it.
    });
    await page.goto('/products');
    // Add to Cart waits until the shop has initialized.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
    // An account screen reached inside the app knows at once that nobody is signed in.
    await goInApp(page, '/panel');
    await expect(page).toHaveURL(/\/login$/);
    expect(asked).toEqual([]);
  });

  test("a customer's page waits for the customer's own startup answer before its cart controls work", async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request);
    await signInAs(page, user.username, user.password);
    const release = await holdRequests(page, '**/misc/initialize');
    await page.goto(LIPSTICK.path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    // The page's state has no user, but the stored session is the customer's: the button waits for their
    // answer, however long it takes (a start from the page's state enabled it within a few frames).
    await page.waitForTimeout(1500);
    await expect(add).toBeDisabled();
    release();
    await add.click();
    await expect(quantityOf(page, LIPSTICK.title)).toHaveText('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.unroute('**/misc/initialize');
  });

  test.describe('on a first visit', () => {
    test.use({ welcomeDismissed: false });

    // Each step starts as a first visit again (firstVisit forgets the dismissal the step before made).
    test('the welcome dialog: its credentials and sign-in, a true modal, closing and remembering it, and opening it again', async ({
      page,
    }) => {
      await test.step('greets a first visit with the demo Main Admin credentials and a way to sign in', async () => {
        await firstVisit(page);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('mainadmin');
        await expect(dialog).toContainText('Main12345');
        await dialog.getByRole('button', { name: 'Go to Sign In' }).click();
        await expect(page).toHaveURL(/\/login$/);
      });

      await test.step('does not greet again in the same session once dismissed', async () => {
        await firstVisit(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Browse the shop' }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.reload();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('dialog')).toBeHidden();
      });

      await test.step('is a true modal: focus inside, the page behind out of reach, no axe-core violations', async () => {
        await firstVisit(page);
        const dialog = page.getByRole('dialog', { name: 'Demo shop Welcome to Aurelle Beauty' });
        await expect(dialog).toBeFocused();
        await page.keyboard.press('Tab');
        const browse = dialog.getByRole('button', { name: 'Browse the shop' });
        await expect(browse).toBeFocused();
        // The page behind is inert: its links cannot take focus while the dialog is open.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).focus();
        await expect(browse).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('closes with Escape, remembers it, and opens again from the demo sign-in link', async () => {
        await firstVisit(page);
        await expect(page.getByRole('dialog')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect.poll(() => page.evaluate(() => sessionStorage.getItem('welcome-dismissed'))).toBe('true');

        const demoLink = page.getByRole('button', { name: 'See the demo sign-in' });
        await demoLink.click();
        await expect(page.getByRole('dialog')).toContainText('Main12345');
        // A click on the backdrop (outside the dialog's box) closes it too, and focus goes back to the link.
        await page.mouse.click(5, 5);
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(demoLink).toBeFocused();
      });
    });
  });
});

test.describe('header and footer', () => {
  test('the header links, Sign in, Sign up and cart, the footer and its newsletter, and the dark theme kept across a reload', async ({
    page,
  }) => {
    await test.step('links to every storefront section', async () => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const expected: [string, RegExp][] = [
        ['Products', /\/products$/],
        ['Blogs', /\/blogs$/],
        ['About us', /\/about$/],
        ['Contact us', /\/contact$/],
        ['Home', /\/$/],
      ];
      for (const [name, url] of expected) {
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(url);
      }
    });

    await test.step('offers Sign in and Sign up to a visitor, and a cart that leads to the panel cart', async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/panel/cart');
    });

    await test.step('shows the address, phone, social links, newsletter form and the 2023 copyright', async () => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('2023');
      await expect(footer.getByRole('link', { name: /instagram/i })).toBeVisible();
      await footer.getByRole('textbox', { name: /email/i }).fill('fan@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    });

    // Last: it leaves the dark theme stored.
    await test.step('keeps the chosen dark theme across a reload, saved under "theme"', async () => {
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
      expect((r + g + b) / 3).toBeLessThan(80);
    });
  });

  test('sets the text in the brand fonts and draws the icons once the page has loaded', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.status === 'loaded')
            // A family name with a space comes back quoted.
            .map((face) => face.family.replaceAll('"', '')),
        ),
      )
      .toEqual(expect.arrayContaining(['Jost', 'Playfair Display']));
    expect(
      await heading.evaluate((element) => document.fonts.check(`500 40px ${getComputedStyle(element).fontFamily}`)),
    ).toBe(true);
    // Every icon's <use> points at a symbol the page holds (the icons come a frame after the fonts).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('use')]
            .map((use) => use.getAttribute('href') ?? '')
            .filter((href) => href.startsWith('#') && !document.getElementById(href.slice(1))),
        ),
      )
      .toEqual([]);
    expect(await page.locator('svg use').count()).toBeGreaterThan(0);
  });

  test('applies a stored dark theme before the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/misc/initialize', () => undefined); // never answers: the page needs only its own data
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  });
});

test.describe('small screens @mobile', () => {
  test('folds the links into a menu that closes on an outside click', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = page.getByRole('link', { name: 'Blogs', exact: true }).first();
    await expect(menuLink).toBeVisible();
    await page.mouse.click(180, 600);
    await expect(menuLink).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('closes the menu on a click on a part of the page whose code is still on its way', async ({ page }) => {
    // The no-match card hydrates once its code arrives: held back, it is the server's HTML, which React
    // cannot hydrate for a click (as on a busy phone).
    const release = await holdRequests(page, /\/assets\/products-no-match-[\w-]+\.js$/);
    await page.goto('/products?q=zzxq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = page.getByRole('link', { name: 'Blogs', exact: true }).first();
    await expect(menuLink).toBeVisible();
    await page.getByText('Check the spelling').click();
    await expect(menuLink).toBeHidden();
    release();
  });
});
