import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { axeViolations } from './a11y';
import { idTokenFor } from './auth';

export const MAIN_ADMIN = { username: 'mainadmin', password: 'Main12345' } as const;

/** A short unique suffix for the records a test creates (titles, slugs). */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`;

/** Calls the API as the Main Admin: to set up records a test needs and to remove what it created. */
export const adminApi = async (request: APIRequestContext) => {
  const headers = { Authorization: `Bearer ${await idTokenFor(MAIN_ADMIN.username, MAIN_ADMIN.password)}` };
  const body = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { body: { _id: string } }).body;
  };
  return {
    create: async (path: string, data: object) => body(await request.post(path, { headers, data })),
    update: async (path: string, data: object) => body(await request.put(path, { headers, data })),
    remove: async (path: string) => request.delete(path, { headers }),
    get: async (path: string) => request.get(path, { headers }),
  };
};

/** Accepts the browser confirm the next click opens, and gives back its text. */
export const acceptNextConfirm = (page: Page): Promise<string> =>
  new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });

/** The axe-core violations a screen may not have: serious and critical ones. */
export const seriousViolations = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
