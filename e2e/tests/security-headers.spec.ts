import { expect, test } from '../support/fixtures';

// The page headers as the browser receives them, and the browser accepting them without a complaint.
test.describe('security headers in the browser', () => {
  for (const path of ['/', '/login', '/app.html']) {
    test(`${path} arrives with the page policies and the browser reports no policy error`, async ({ page }) => {
      const complaints: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
      });
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
        const policy = (document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
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
    });
  }
});

test('another page cannot show the shop in a frame', async ({ page, baseURL }) => {
  const shop = new URL('/login', baseURL).href;
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/.test(message.text()));
  await page.setContent(`<h1>Win a prize</h1><iframe title="prize" src="${shop}"></iframe>`);
  await refused;
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Continue With Google' })).toHaveCount(0);
});
