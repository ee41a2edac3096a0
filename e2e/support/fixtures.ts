import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

/** What a browser context starts with in this project (viewport, touch, base URL, ...). */
const CONTEXT_OPTION_KEYS = [
  'baseURL',
  'colorScheme',
  'deviceScaleFactor',
  'hasTouch',
  'isMobile',
  'locale',
  'screen',
  'timezoneId',
  'userAgent',
  'viewport',
] as const;

const projectContextOptions = (use: Record<string, unknown>): BrowserContextOptions =>
  Object.fromEntries(CONTEXT_OPTION_KEYS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]));

/** Everything a site can keep in the browser, except the HTTP cache (which holds the shop's hashed assets). */
const SITE_STORAGE = 'cookies,indexeddb,local_storage,service_workers,cache_storage,file_systems,websql';

/**
 * Makes a reused context as a new one is for the next test: no pages, cookies, permissions, routes, or
 * anything the shop's origins stored. Only the HTTP cache stays, as it does for a returning visitor.
 */
const clearForNextTest = async (context: BrowserContext, origins: string[]): Promise<Page> => {
  await Promise.all(context.pages().map((open) => open.close()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE });
  await cdp.detach();
  return page;
};

/** The shop's origin and the Auth emulator's (its Google sign-in popup keeps state there). */
const siteOrigins = (baseURL: string | undefined): string[] => {
  const origins = baseURL ? [new URL(baseURL).origin] : [];
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (authHost) origins.push(`http://${authHost}`);
  return origins;
};

interface ShopFixtures {
  welcomeDismissed: boolean;
  freshContext: boolean;
}

interface ShopWorkerFixtures {
  warmContext: BrowserContext;
}

const WARM_CONTEXT_IN_USE =
  'This test uses its browser context (routes, init scripts, more tabs): give it a context of its own with test.use({ freshContext: true }).';

/**
 * Every page starts as a returning visitor who closed the welcome dialog (opt out with
 * `test.use({ welcomeDismissed: false })`). A worker's tests share one browser context, cleared of
 * cookies and storage before each test, so pages load warm (decision 042); a test that changes the
 * context itself asks for its own with `test.use({ freshContext: true })`.
 */
export const test = base.extend<ShopFixtures, ShopWorkerFixtures>({
  welcomeDismissed: [true, { option: true }],
  freshContext: [false, { option: true }],
  warmContext: [
    async ({ browser }: { browser: Browser }, use, workerInfo) => {
      const context = await browser.newContext(projectContextOptions(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, warmContext, freshContext, welcomeDismissed }, use, testInfo) => {
    const options = projectContextOptions(testInfo.project.use);
    const page = freshContext
      ? await (await browser.newContext(options)).newPage()
      : await clearForNextTest(warmContext, siteOrigins(options.baseURL));
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
    if (freshContext) await page.context().close();
  },
  context: async ({ page, freshContext }, use) => {
    if (!freshContext) throw new Error(WARM_CONTEXT_IN_USE);
    await use(page.context());
  },
  // The API calls tests make to set up and clean up: one connection per call. Kept-alive connections
  // failed now and then with ECONNRESET, when Hosting closed an idle one just as the next call went out.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
});

export { expect };
