import { expect, type Page } from '@playwright/test';

/** Lets the app's router go from the page on screen to `path`: a history entry plus popstate, as the back button does. */
export const goInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

/**
 * Opens `path` inside the running app, as following a link would, instead of loading it from the
 * server. Public pages arrive server-rendered with their data, so their loading, empty and error
 * states (and answers stubbed with page.route) are met on navigations inside the app: this starts on
 * the about page and lets the app's router go to `path`.
 */
export const openInApp = async (page: Page, path: string): Promise<void> => {
  await page.goto('/about');
  await goInApp(page, path);
};

/** Puts the visitor `top` pixels down the page (or as far as it goes) at once, as a scroll wheel does. */
export const scrollDown = async (page: Page, top: number): Promise<void> => {
  const reached = await page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    return window.scrollY;
  }, top);
  expect(reached).toBeGreaterThan(0);
};
