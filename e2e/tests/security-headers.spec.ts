import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The page headers as the browser receives them, and the browser accepting them without a complaint.
test.describe('security headers in the browser', () => {
  test('another page cannot frame the shop, and /, /login and /app.html arrive with the page policies and no policy error', async ({
    page,
    baseURL,
  }) => {
    // First, while the page is still blank: after the shop's own pages in this tab, Chromium did not
    // report the refused frame on the console.
    await test.step('another page cannot show the shop in a frame', async () => {
      const shop = new URL('/login', baseURL).href;
      const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/.test(message.text()));
      await page.setContent(`<h1>Win a prize</h1><iframe title="prize" src="${shop}"></iframe>`);
      await refused;
      await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
      await expect(page.frameLocator('iframe').getByRole('button', { name: 'Continue With Google' })).toHaveCount(0);
    });

    for (const path of ['/', '/login', '/app.html']) {
      await test.step(`${path} arrives with the page policies and the browser reports no policy error`, async () => {
        const complaints: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
        };
        page.on('console', onConsole);
        const response = await page.goto(path);
        const headers = response?.headers() ?? {};
        expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(headers['permissions-policy']).toContain('camera=()');
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        await expect(page.getByRole('banner')).toBeVisible();
        expect(
          complaints.filter((text) => /Permissions-Policy|Content.Security.Policy|Cross-Origin/i.test(text)),
        ).toEqual([]);
        // The features the shop never uses are off for the page itself; one it does not name stays on.
        const allows = await page.evaluate(() => {
          const policy = (document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } })
            .featurePolicy;
          const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen'];
          return Object.fromEntries(features.map((feature) => [feature, policy?.allowsFeature(feature) ?? null]));
        });
        expect(allows).toEqual({
          camera: false,
          microphone: false,
          geolocation: false,
          payment: false,
          usb: false,
          fullscreen: true,
        });
        page.off('console', onConsole);
      });
    }
  });
});
