import { test as base, expect } from '@playwright/test';

/**
 * Every page starts as a returning visitor who has already closed the work-sample welcome dialog;
 * tests of the dialog itself opt out with `test.use({ welcomeDismissed: false })`.
 */
export const test = base.extend<{ welcomeDismissed: boolean }>({
  welcomeDismissed: [true, { option: true }],
  page: async ({ page, welcomeDismissed }, use) => {
    if (welcomeDismissed) await page.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
    await use(page);
  },
});

export { expect };
