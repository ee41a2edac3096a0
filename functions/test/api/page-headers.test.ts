// The security headers arrive with every page Hosting answers: the server-rendered storefront pages
// (the ssr function), the single-page app's shell, and unknown addresses that fall back to it.
import { describe, expect, it } from 'vitest';
import { testEnv } from './support/env';

const PAGES = ['/', '/products', '/product/no-such-product', '/blogs', '/login', '/register', '/app.html', '/panel'];

describe.each(PAGES)('GET %s through Hosting', (path) => {
  it('carries the page security headers', async () => {
    const res = await fetch(`${testEnv.shopUrl}${path}`, { redirect: 'manual' });
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The emulator stack's own config lets the page reach the Auth emulator it signs in against.
    expect(csp).toContain(`http://${testEnv.authHost}`);
  });
});
