import type { Page, Request } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { scrollDown } from '../support/navigation';

const SUBJECTS = ['Skin type', 'Branches', 'Special offer and Promotion', 'Returns and Refunds', 'Product and Stock'];
const REQUIRED_MESSAGES = [
  'You must enter a title ',
  'You must enter a phoneNumber',
  'You must enter your email ',
  'Please enter your message ',
  'If you agree please mark it!',
];

const writeUs = (page: Page) => page.getByRole('form', { name: 'Write Us' });

const fillForm = async (page: Page, country = 'Canada') => {
  const form = writeUs(page);
  await form.getByRole('checkbox', { name: 'Skin type' }).check();
  await form.getByLabel('Title').fill('Which serum for dry skin?');
  await form.getByLabel('Phone').fill('+1 (416) 555-0100');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Province').fill('Ontario');
  await form.getByLabel('Country').fill(country);
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Fax').fill('416 555 0101');
  await form.getByLabel('Message').fill('Hello! I would like advice on a serum for very dry skin.');
  await form.getByRole('checkbox', { name: /agree to the privacy policy/ }).check();
};

test.describe('contact page', () => {
  test('the contact page: its cards and hours, its buttons, its validation messages and the phone field', async ({
    page,
  }) => {
    await test.step('shows the title, the info cards, support hours, phone numbers and brand badges', async () => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Write Us' })).toBeVisible();
      for (const card of ['Chat Online', 'Call Us', 'Instant Message']) {
        await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
      }
      await expect(page.getByText('Monday to Friday')).toBeVisible();
      await expect(page.getByText('Saturday and Sunday')).toBeVisible();
      await expect(page.getByRole('link', { name: '+1 (416) 555-0142' }).first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Our brand promise' }).getByRole('listitem')).toHaveCount(4);
      for (const subject of SUBJECTS) await expect(page.getByRole('checkbox', { name: subject })).not.toBeChecked();
      await expect(writeUs(page).getByLabel('Country')).toHaveValue('Canada');
    });

    await test.step('the info card buttons do nothing', async () => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Start a chat' }).click();
      await page.getByRole('button', { name: 'Call the care team' }).click();
      await page.getByRole('button', { name: 'Send a message' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('shows every required message word for word when sent empty, and sends nothing', async () => {
      let posted = false;
      const watch = (request: Request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/message') posted = true;
      };
      page.on('request', watch);
      await page.goto('/contact');
      await writeUs(page).getByRole('button', { name: 'Send Message' }).click();
      for (const message of REQUIRED_MESSAGES) {
        const shown = writeUs(page).getByText(message, { exact: true });
        await expect(shown).toBeVisible();
        expect(await shown.textContent()).toBe(message);
      }
      await expect(writeUs(page).getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
      // First name, last name, province, country and fax are optional.
      for (const optional of ['First name', 'Last name', 'Province', 'Country', 'Fax']) {
        await expect(writeUs(page).getByLabel(optional)).toHaveAttribute('aria-invalid', 'false');
      }
      expect(posted).toBe(false);
      page.off('request', watch);
    });

    await test.step('keeps only phone characters in the phone field', async () => {
      await page.goto('/contact');
      const phone = writeUs(page).getByLabel('Phone');
      await phone.pressSequentially('tel: 416-555 abc 0199');
      await expect(phone).toHaveValue(' 416-555  0199');
    });
  });

  test('the contact page: no axe violations, empty and with its messages, and it opens at the top', async ({
    page,
  }) => {
    await test.step('has no accessibility violations, empty and with its messages showing', async () => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { name: 'Write Us' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await writeUs(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(writeUs(page).getByText('If you agree please mark it!')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('opens at the top of the page', async () => {
      await page.goto('/products');
      await scrollDown(page, await page.evaluate(() => document.body.scrollHeight));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('sending a message: the server’s answer and New Form, a failing server that keeps the form, and a busy button while it is on its way', async ({
    page,
  }) => {
    await test.step('sends the message fields, shows the server answer, and New Form resets every field', async () => {
      await page.goto('/contact');
      await fillForm(page, 'France');
      const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/message');
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/message');
      await writeUs(page).getByRole('button', { name: 'Send Message' }).click();

      expect((await request).postDataJSON()).toEqual({
        title: 'Which serum for dry skin?',
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+1 (416) 555-0100',
        message: 'Hello! I would like advice on a serum for very dry skin.',
      });
      const answer = (await (await response).json()) as { success: boolean; message: string };
      expect(answer.success).toBe(true);
      await expect(page.getByRole('status').getByText(answer.message)).toBeVisible();

      await page.getByRole('button', { name: 'New Form' }).click();
      const form = writeUs(page);
      for (const field of ['Title', 'Phone', 'First name', 'Last name', 'Province', 'Email', 'Fax', 'Message']) {
        await expect(form.getByLabel(field)).toHaveValue('');
      }
      await expect(form.getByLabel('Country')).toHaveValue('Canada');
      await expect(form.getByRole('checkbox', { name: /agree to the privacy policy/ })).not.toBeChecked();
      for (const subject of SUBJECTS) await expect(form.getByRole('checkbox', { name: subject })).not.toBeChecked();
      await expect(form.getByText('You must enter a title')).toHaveCount(0);
    });

    await test.step('keeps the form and shows the returned message when sending fails', async () => {
      // Simulates a failing server: POST /message answers 500 with its error envelope (this step only).
      await page.route('**/message', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Server Error: please try again later' } }),
      );
      await page.goto('/contact');
      await fillForm(page, 'France');
      await writeUs(page).getByRole('button', { name: 'Send Message' }).click();

      await expect(writeUs(page).getByRole('alert')).toHaveText('Server Error: please try again later');
      await expect(writeUs(page).getByLabel('Title')).toHaveValue('Which serum for dry skin?');
      await expect(writeUs(page).getByLabel('Country')).toHaveValue('France');
      await expect(writeUs(page).getByLabel('Message')).toHaveValue(/very dry skin/);
      await expect(writeUs(page).getByRole('checkbox', { name: 'Skin type' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'New Form' })).toHaveCount(0);
      await page.unroute('**/message');
    });

    await test.step('shows the button busy while the message is on its way', async () => {
      // Simulates a slow server: POST /message answers only when the test lets it (this step only).
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/message', async (route) => {
        await gate;
        await route.fulfill({ status: 201, json: { success: true, message: 'Thanks, we got it.' } });
      });
      await page.goto('/contact');
      await fillForm(page);
      const send = writeUs(page).getByRole('button', { name: 'Send Message' });
      await send.click();
      await expect(send).toBeDisabled();
      release();
      await expect(page.getByText('Thanks, we got it.')).toBeVisible();
      await page.unroute('**/message');
    });
  });

  test('has no accessibility violations in dark mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await writeUs(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(writeUs(page).getByText('If you agree please mark it!')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('contact page on a phone @mobile', () => {
  test('fits 360 px, checks the fields and sends a message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const form = writeUs(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('You must enter a title')).toBeVisible();
    await expect(form.getByText('If you agree please mark it!')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await fillForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'New Form' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
  });
});
