import type { Response } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

/**
 * Every page starts as a returning visitor who has already closed the work-sample welcome dialog;
 * tests of the dialog itself opt out with `test.use({ welcomeDismissed: false })`.
 */
export const test = base.extend<{ welcomeDismissed: boolean }>({
  welcomeDismissed: [true, { option: true }],
  // The API calls tests make to set up and clean up: one connection per call. Kept-alive connections
  // failed now and then with ECONNRESET, when Hosting closed an idle one just as the next call went out.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  page: async ({ page, welcomeDismissed }, use) => {
    if (welcomeDismissed) await page.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
    // Server-rendered pages show before their scripts run; act on them once the app has hydrated
    // (web/src/main.tsx marks <html data-hydrated>), as a visitor does once the page responds.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async (response: Response | null) => {
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    page.goto = async (...args) => hydrated(await goto(...args));
    page.reload = async (...args) => hydrated(await reload(...args));
    await use(page);
  },
});

export { expect };
