import type { Page } from '@playwright/test';
import { acceptNextConfirm, seriousViolations, uniqueSuffix } from '../support/admin';
import { idTokenFor, registerFreshUser, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';

const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** A contact message of the test's own: a sender no other test uses, so searching for it finds only it. */
const ownMessage = () => {
  const suffix = uniqueSuffix();
  return {
    title: `Serum question ${suffix}`,
    firstname: 'Ada',
    lastname: `Inbox${suffix}`,
    email: `ada.${suffix}@example.com`,
    phoneNumber: '+1 (416) 555-0100',
    message: `Hello! Which serum suits very dry skin? (${suffix})\nThank you.`,
  };
};

const inboxTable = (page: Page) => page.getByRole('table', { name: 'Messages' });

const searchInbox = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
};

const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('the admin inbox', () => {
  test('an admin reads a message a visitor sent from the contact page, marks it answered, undoes it and deletes it', async ({
    page,
  }) => {
    const sent = ownMessage();
    const sender = `${sent.firstname} ${sent.lastname}`;

    await test.step('a visitor sends the message from the contact page', async () => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Write Us' });
      await form.getByLabel('Title').fill(sent.title);
      await form.getByLabel('Phone').fill(sent.phoneNumber);
      await form.getByLabel('First name').fill(sent.firstname);
      await form.getByLabel('Last name').fill(sent.lastname);
      await form.getByLabel('Email').fill(sent.email);
      await form.getByLabel('Message').fill(sent.message);
      await form.getByRole('checkbox', { name: /agree to the privacy policy/ }).check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('status')).toContainText('Your message has been sent');
    });

    await test.step('the dashboard’s Unread messages card opens the unread messages, where it shows in bold', async () => {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/admin');
      const card = page.getByTestId('figure-card').filter({ hasText: 'Unread messages' });
      expect(Number(await card.getByTestId('figure-value').textContent())).toBeGreaterThanOrEqual(1);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/messages\?status=unread$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Messages' }),
      ).toBeVisible();
      await expect(inboxTable(page).getByRole('columnheader')).toHaveText([
        'From',
        'E-mail',
        'Title',
        'Received',
        'Status',
        'Operation',
      ]);
      await searchInbox(page, sent.email);
      const rows = inboxTable(page).getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(sender);
      await expect(rows.nth(1)).toContainText(sent.title);
      await expect(rows.nth(1).getByTestId('message-state')).toHaveText('unread');
      await expect(rows.nth(1).getByRole('cell', { name: sent.title })).toHaveCSS('font-weight', '700');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('opening it shows every field the form sent and marks it read', async () => {
      await inboxTable(page)
        .getByRole('link', { name: `View message from ${sender}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: sent.title })).toBeVisible();
      await expect(fact(page, 'First name')).toHaveText(sent.firstname);
      await expect(fact(page, 'Last name')).toHaveText(sent.lastname);
      await expect(fact(page, 'E-mail')).toHaveText(sent.email);
      await expect(fact(page, 'Phone number')).toHaveText(sent.phoneNumber);
      await expect(fact(page, 'Customer account')).toHaveText('Visitor (not signed in)');
      await expect(page.getByTestId('message-text')).toHaveText(sent.message);
      await expect(page.getByTestId('message-state')).toHaveText('read');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('Mark as answered records the admin and the time; the answered list holds it', async () => {
      await page.getByRole('button', { name: 'Mark as answered' }).click();
      await expect(page.getByTestId('message-state')).toHaveText('answered');
      await expect(fact(page, 'Answered')).toContainText(`by ${ADMIN.username},`);
      await expect(page.getByText('The message is marked as answered')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/admin/messages?status=unread&q=${encodeURIComponent(sent.email)}`);
      await expect(page.getByText('There is no message')).toBeVisible();
      await page.goto(`/admin/messages?status=answered&q=${encodeURIComponent(sent.email)}`);
      const row = inboxTable(page).getByRole('row').nth(1);
      await expect(row.getByTestId('message-state')).toHaveText('answered');
      await expect(row.getByRole('cell', { name: sent.title })).toHaveCSS('font-weight', '400');
    });

    await test.step('Mark as not answered undoes it, and Delete asks first', async () => {
      await inboxTable(page)
        .getByRole('link', { name: `View message from ${sender}` })
        .click();
      await page.getByRole('button', { name: 'Mark as not answered' }).click();
      await expect(page.getByTestId('message-state')).toHaveText('read');
      await expect(fact(page, 'Answered')).toHaveCount(0);

      const confirm = acceptNextConfirm(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      expect(await confirm).toBe(`Are you sure for deleting the message from ${sender}?`);
      await expect(page).toHaveURL(/\/admin\/messages$/);
      await searchInbox(page, sent.email);
      await expect(page.getByText('There is no message')).toBeVisible();
    });
  });

  test('the inbox and a customer’s message read well at 360 px in dark mode @mobile', async ({ page, request }) => {
    const sent = ownMessage();
    const customer = await registerFreshUser(request);
    // Sent signed in: the message names the customer's account, and the visitors' rate limit is left alone.
    const token = await idTokenFor(customer.username, customer.password);
    const posted = await request.post('/message', { headers: { Authorization: `Bearer ${token}` }, data: sent });
    expect(posted.status()).toBe(201);

    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, ADMIN.username, ADMIN.password);
    await page.goto(`/admin/messages?q=${encodeURIComponent(sent.lastname)}`);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    const rows = inboxTable(page).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByTestId('message-state')).toHaveText('unread');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await rows
      .nth(1)
      .getByRole('link', { name: `View message from ${sent.firstname} ${sent.lastname}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: sent.title })).toBeVisible();
    await expect(fact(page, 'Customer account')).toHaveText(customer.username);
    await expect(page.getByTestId('message-state')).toHaveText('read');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const confirm = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm;
    await expect(page).toHaveURL(/\/admin\/messages$/);
  });
});
