import { test } from '@playwright/test';
import { signInAs } from '../support/auth';

const shots: [string, string, string][] = [
  ['admin', '/admin', 'dashboard'],
  ['admin', '/admin/orders', 'orders'],
  ['admin', '/admin/orders/demo-jane-order-3', 'order'],
  ['jane', '/panel/purchases', 'purchases'],
];
for (const [who, path, name] of shots) {
  for (const width of [1280, 360]) {
    for (const theme of ['light', 'dark']) {
      test(`${name} ${width} ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await signInAs(page, who, who === 'admin' ? 'Admin12345' : 'Jane12345');
        await page.goto(path);
        await page.waitForTimeout(3000);
        await page.screenshot({ path: `/tmp/orders-shots/${name}-${width}-${theme}.png`, fullPage: true });
      });
    }
  }
}
