import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Gives a page's requests a client address of their own (X-Forwarded-For, which the emulators' Hosting
 * passes on as the address Hosting would add), so a per-address limit (the contact form's, "Notify me")
 * counts this test's visitor alone, not every visitor test of the run from 127.0.0.1.
 */
export const ownClientAddress = (page: Page): Promise<void> =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
