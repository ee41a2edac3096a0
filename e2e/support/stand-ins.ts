import type { Page } from '@playwright/test';

/**
 * A slow server, staged on this page only: its requests to `url` wait until the returned function is
 * called, then go on to the real server.
 */
export const holdRequests = async (page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/**
 * A failing server, staged on this page only: its requests to `url` answer 500 with the API's
 * "Server Error" envelope until the returned function is called, then go on to the real server.
 */
export const failRequests = async (page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> => {
  let failing = true;
  await page.route(url, async (route) => {
    if (failing) await route.fulfill({ status: 500, json: { success: false, message: 'Server Error' } });
    else await route.continue();
  });
  return () => {
    failing = false;
  };
};
