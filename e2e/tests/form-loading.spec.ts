import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/stand-ins';

// Form libraries (formik, yup and the schemas) are not part of a page's first load: they come when the
// visitor reaches for a form (components/form/deferred-form.tsx).
const FORM_LIBRARY = /\/assets\/(formik-binding|form-schemas)-[\w-]+\.js$/;
/** Formik and the form it runs, without the schemas (and yup), which the stand-in checks fields with. */
const FORMIK = /\/assets\/formik-binding-[\w-]+\.js$/;

const scriptsRequested = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
};

/** /login with the form library's requests held: its sign-in form, and the function that lets them go. */
const loginHeldBack = async (page: Page, held: RegExp = FORM_LIBRARY) => {
  const release = await holdRequests(page, held);
  await page.goto('/login');
  return { release, form: page.getByRole('form', { name: 'Sign in' }) };
};

/**
 * Lets the held form library go and waits until the page has run it. Nothing on the screen tells that it
 * has (Formik's form waits for the press to end): the page's own import of each module resolves once it
 * has been run, and a task later the form has had its answer. Not a wait of so many frames: on a busy
 * machine the modules ran after it, and the press ended before the library was there.
 */
const letLibraryArrive = async (page: Page, release: () => void) => {
  const arrived = (part: string) =>
    page.waitForResponse((response) => new RegExp(`/assets/${part}-`).test(response.url()));
  const modules = Promise.all([arrived('formik-binding'), arrived('form-schemas')]);
  release();
  const urls = (await modules).map((response) => response.url());
  await page.evaluate(async (sources) => {
    await Promise.all(sources.map((source) => import(source)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, urls);
};

test.describe('form libraries', () => {
  for (const path of ['/', '/contact', '/login', '/register']) {
    test(`are not loaded with ${path}, only once the visitor reaches for a form`, async ({ page }) => {
      const scripts = scriptsRequested(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => FORM_LIBRARY.test(url))).toEqual([]);

      const formLibrary = page.waitForRequest((request) => FORM_LIBRARY.test(request.url()));
      await page.getByRole('form').first().hover();
      await formLibrary;
    });
  }

  // Each step holds the form library with a route of its own and takes it away before the next step.
  test('on /login, held back: they keep what was typed, with the focus, show a left field’s message, send a form submitted before they arrived, and take a press they arrive during as a click', async ({
    page,
  }) => {
    await test.step('keep what was typed before they arrived, with the focus, then validate it', async () => {
      const { release, form } = await loginHeldBack(page);
      const username = form.getByLabel('Username');
      await username.focus();
      await page.keyboard.type('ja');
      await expect(username).toHaveValue('ja');

      release();
      await expect(username).toBeFocused();
      await page.keyboard.type('n');
      await expect(username).toHaveValue('jan');
      await form.getByLabel('Username').clear();
      await page.keyboard.type('ja');
      await page.keyboard.press('Tab');
      await expect(form.getByText('Username must be 3 Characters at least')).toBeVisible();
      await page.unroute(FORM_LIBRARY);
    });

    await test.step('show the message of a field left before Formik arrived, and keep it once it is here', async () => {
      const { release, form } = await loginHeldBack(page, FORMIK);
      const username = form.getByLabel('Username');
      await username.fill('ja');
      await username.press('Tab');
      // The stand-in checks the field with the form's schema, as Formik does on blur.
      const message = form.getByText('Username must be 3 Characters at least');
      await expect(message).toBeVisible();
      await expect(username).toHaveAttribute('aria-invalid', 'true');

      // Formik's form draws new elements in place of the stand-in's: the old field leaves the page.
      const standIn = await username.elementHandle();
      release();
      await expect.poll(() => standIn?.evaluate((field) => field.isConnected)).toBe(false);
      await expect(message).toBeVisible();
      await expect(username).toHaveValue('ja');
      await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
      await page.unroute(FORMIK);
    });

    await test.step('send a form submitted before they arrived as soon as they are here', async () => {
      const { release, form } = await loginHeldBack(page);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(form.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');

      release();
      await expect(form.getByText('You must enter your username')).toBeVisible();
      await expect(form.getByText('You must enter your password')).toBeVisible();
      await page.unroute(FORM_LIBRARY);
    });

    await test.step('take a press of Sign In that they arrive during as a click', async () => {
      const { release, form } = await loginHeldBack(page);
      await form.getByRole('button', { name: 'Sign In' }).hover();
      await page.mouse.down();
      // Formik's form used to replace the pressed button here.
      await letLibraryArrive(page, release);
      await page.mouse.up();
      await expect(form.getByText('You must enter your username')).toBeVisible();
      await page.unroute(FORM_LIBRARY);
    });
  });

  test('on /contact, held back: a tick pressed where the page is still hydrating counts when they arrive during it', async ({
    page,
  }) => {
    const release = await holdRequests(page, FORM_LIBRARY);
    await page.goto('/contact');
    const skinType = page.getByRole('form', { name: 'Write Us' }).getByRole('checkbox', { name: 'Skin type' });
    // The pointer comes over the box (the form asks for its library), then goes down where React does
    // not see it, as on a part of the page that is still hydrating: the press shows only in the page.
    await skinType.hover();
    await page.evaluate(() =>
      document.addEventListener('pointerdown', (event) => event.stopPropagation(), { capture: true, once: true }),
    );
    await page.mouse.down();
    await letLibraryArrive(page, release);
    await page.mouse.up();
    await expect(skinType).toBeChecked();
    await page.unroute(FORM_LIBRARY);
  });
});
