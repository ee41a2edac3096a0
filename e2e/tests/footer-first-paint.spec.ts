import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/stand-ins';

// The footer's Subscribe button is drawn in its own colours from the server's HTML on, while the page's
// scripts are still held and while the footer is still far below the screen (content-visibility: auto,
// hydrated as a part of its own), not first in MUI's disabled grey (axe read 1.1 there).

const SUBSCRIBE_COLOURS = { color: 'rgb(58, 31, 27)', background: 'rgb(243, 217, 208)' };

const subscribeButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });

/** The button's colours as the browser computes them, and whether it is still below the screen. */
const drawn = (page: Page) =>
  subscribeButton(page).evaluate((button) => {
    const style = getComputedStyle(button);
    return {
      color: style.color,
      background: style.backgroundColor,
      belowTheScreen: button.getBoundingClientRect().top > window.innerHeight,
    };
  });

const footerContrastViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('footer').withRules(['color-contrast']).setLegacyMode(true).analyze())
    .violations;

for (const scheme of ['light', 'dark'] as const) {
  test(`home in ${scheme}: the footer's Subscribe button has its colours and passes axe from the first paint, before the footer is near`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => {
      sessionStorage.setItem('welcome-dismissed', 'true');
      localStorage.setItem('theme', mode);
    }, scheme);
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await subscribeButton(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);

    await test.step('as the server drew it, before the scripts run', async () => {
      expect(await drawn(page)).toEqual({ ...SUBSCRIBE_COLOURS, belowTheScreen: true });
      expect(await footerContrastViolations(page)).toEqual([]);
    });

    await test.step('a press or Enter before the scripts run sends nothing away, and the email stays', async () => {
      const email = page.getByRole('textbox', { name: 'Email address' });
      await email.fill('ada@example.com');
      await email.press('Enter');
      await subscribeButton(page).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(email).toHaveValue('ada@example.com');
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    await test.step('once the page is interactive, still before the footer comes near; then it subscribes', async () => {
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The form library may replace the server's form now (an email was typed): read the button in place.
      await expect.poll(() => drawn(page)).toEqual({ ...SUBSCRIBE_COLOURS, belowTheScreen: true });
      expect(await footerContrastViolations(page)).toEqual([]);
      await subscribeButton(page).click();
      await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    });
  });
}
