import type { Page } from '@playwright/test';
import { seriousViolations, uniqueSuffix } from '../support/admin';
import { signInAs } from '../support/auth';
import { LOCK } from '../support/locks';
import { mailTo, removeOutbox, startMailCatcher, writeOutbox } from '../support/mail';
import { expect, test } from '../support/fixtures';

const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

const outboxTable = (page: Page) => page.getByRole('table', { name: 'Outbox' });
const stateChips = (page: Page) => page.getByRole('group', { name: 'State' });
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

// Sending again reaches the stack's SMTP port, where this test's own catcher listens.
test.describe('the admin outbox', { lock: LOCK.mail }, () => {
  test('an admin filters the outbox by state and sends a failed mail again, which arrives', async ({
    page,
  }, testInfo) => {
    const suffix = uniqueSuffix();
    const sent = {
      id: `order-placed~e2e-sent-${suffix}`,
      kind: 'order-placed',
      to: `ada.${suffix}@example.com`,
      subject: `Your order T-${suffix}`,
      text: 'Thank you for your order.',
      delivery: { state: 'SUCCESS', attempts: 1, info: { messageId: `<${suffix}@example.com>` } },
    } as const;
    const failed = {
      id: `order-shipped~e2e-failed-${suffix}`,
      kind: 'order-shipped',
      to: `bo.${suffix}@example.com`,
      subject: `Your order T-${suffix} is on its way`,
      text: 'Your parcel left our studio today.',
      delivery: { state: 'ERROR', attempts: 3, error: '550 Mailbox unavailable' },
    } as const;
    const catcher = await startMailCatcher();
    await writeOutbox([sent, failed]);
    try {
      await test.step('the outbox lists both, newest first, with recipient, subject, state, attempts and error', async () => {
        await signInAs(page, ADMIN.username, ADMIN.password);
        await page.goto('/admin/mail');
        await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Outbox' }),
        ).toBeVisible();
        await expect(outboxTable(page).getByRole('columnheader')).toHaveText([
          'Recipient',
          'Subject',
          'Queued',
          'State',
          'Attempts',
          'Error',
          'Operation',
        ]);
        const failedRow = outboxTable(page).getByRole('row').filter({ hasText: failed.to });
        await expect(failedRow.getByTestId('mail-state')).toHaveText('Failed');
        await expect(failedRow).toContainText('550 Mailbox unavailable');
        const sentRow = outboxTable(page).getByRole('row').filter({ hasText: sent.to });
        await expect(sentRow.getByTestId('mail-state')).toHaveText('Sent');
        await expect(sentRow.getByRole('button', { name: /Send again/ })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('outbox-1280.png'), fullPage: true });
      });

      await test.step('the Failed chip keeps the failed mail and leaves out the sent one', async () => {
        await stateChips(page).getByRole('button', { name: 'Failed' }).click();
        await expect(page).toHaveURL(/\/admin\/mail\?state=ERROR$/);
        await expect(stateChips(page).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
        await expect(outboxTable(page).getByRole('row').filter({ hasText: failed.to })).toHaveCount(1);
        await expect(outboxTable(page).getByRole('row').filter({ hasText: sent.to })).toHaveCount(0);
        // At 360 px the failed row's state and Send again stay on the screen.
        await page.setViewportSize({ width: 360, height: 800 });
        const row = outboxTable(page).getByRole('row').filter({ hasText: failed.to });
        await expect(row.getByTestId('mail-state')).toBeInViewport({ ratio: 1 });
        await expect(row.getByRole('button', { name: /Send again/ })).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.screenshot({ path: testInfo.outputPath('outbox-failed-360.png'), fullPage: true });
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('outbox-failed-360-dark.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step('Send again queues it, it arrives, and it shows as sent with one attempt', async () => {
        await outboxTable(page)
          .getByRole('button', { name: `Send again the mail to ${failed.to}: ${failed.subject}` })
          .click();
        await expect(page.getByText('The message will be sent again')).toBeVisible();
        const mail = await catcher.next(mailTo(failed.to));
        expect(mail.subject).toBe(failed.subject);
        expect(mail.text.trim()).toBe(failed.text);

        await stateChips(page).getByRole('button', { name: 'Sent', exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/mail\?state=SUCCESS$/);
        await expect(async () => {
          await page.reload();
          const row = outboxTable(page).getByRole('row').filter({ hasText: failed.to });
          await expect(row.getByTestId('mail-state')).toHaveText('Sent', { timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await outboxTable(page)
          .getByRole('link', { name: `View mail to ${failed.to}: ${failed.subject}` })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: failed.subject })).toBeVisible();
        await expect(page.getByTestId('mail-text')).toHaveText(failed.text);
        await expect(fact(page, 'State')).toHaveText('Sent');
        await expect(fact(page, 'Attempts')).toHaveText('1');
        await expect(page.getByRole('button', { name: /Send again/ })).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath('mail-view-1280.png'), fullPage: true });
      });
    } finally {
      await Promise.all([catcher.stop(), removeOutbox([sent.id, failed.id])]);
    }
  });
});
