/// <reference lib="dom" />
// Runs inside the benchmark's emulator stack (scripts/bench/panel.ts): seeds, registers a customer, and
// times the two panel figures in Chromium. Prints its report between the markers scripts/bench/in-stack.ts
// holds back until the stack has stopped.
import { chromium, type Browser, type Page } from 'playwright-core';
import { bin, run } from '../lib/run';
import { reportBegin, reportEnd } from './markers';

const RUNS = 5;
const SHOP_URL = process.env.SHOP_URL ?? '';
const PRODUCTS = ['/product/velvet-rose-lipstick', '/product/hyaluronic-dew-serum'];
const report: string[] = [];
const say = (line: string) => report.push(line);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

if ((await run(bin('tsx'), ['scripts/seed/cli.ts', '--reset'])) !== 0) throw new Error('Seeding failed');

const username = `b${Date.now().toString(36).slice(-7)}`;
const password = 'Bench12345';
const registered = await fetch(`${SHOP_URL}/auth/register`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username, password, firstname: 'Bench', lastname: 'Runner', role: 'user' }),
});
if (registered.status !== 201) throw new Error(`Registering the customer failed: ${await registered.text()}`);

const signedInPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: SHOP_URL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/panel$/);
  return page;
};

/** A signed-in product page, hydrated, whose cart (and its listener) is up. */
const openProduct = async (page: Page, path: string) => {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  await page.getByRole('button', { name: /^(Add to Cart|Increase quantity of .+)$/ }).waitFor();
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const laptop = await signedInPage(browser);
  const phone = await signedInPage(browser);

  // A cart with one product, so the cart page has a table to draw.
  await openProduct(laptop, PRODUCTS[0] ?? '');
  await laptop.getByRole('button', { name: 'Add to Cart' }).click();
  await laptop.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

  const toCart: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await openProduct(laptop, PRODUCTS[0] ?? '');
    toCart.push(
      await laptop.evaluate(
        () =>
          new Promise<number>((resolve) => {
            // No named functions in here: tsx would wrap them in a helper the page does not have.
            const observer = new MutationObserver(() => {
              if (!document.querySelector('table[aria-label="Shopping Cart"] tbody tr')) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            const started = performance.now();
            document.querySelector<HTMLAnchorElement>('a[href="/panel/cart"]')?.click();
          }),
      ),
    );
  }
  say(`cart icon click -> cart table drawn (ms): ${ms(toCart)}; median ${median(toCart).toFixed(0)} ms`);

  await openProduct(laptop, PRODUCTS[0] ?? '');
  await openProduct(phone, PRODUCTS[1] ?? '');
  const toOtherDevice: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const seen = laptop.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const link = document.querySelector('a[href="/panel/cart"]');
          const before = link?.getAttribute('aria-label');
          const observer = new MutationObserver(() => {
            if (link?.getAttribute('aria-label') === before) return;
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          });
          if (link) observer.observe(link, { attributes: true, attributeFilter: ['aria-label'] });
        }),
    );
    // Alternately add the product and remove it again: each write changes the number of lines.
    const control = i % 2 === 0 ? 'Add to Cart' : /^Remove .+ from cart$/;
    const button = phone.getByRole('button', { name: control });
    await button.waitFor();
    const clicked = await button.evaluate((element: HTMLElement) => {
      const at = performance.timeOrigin + performance.now();
      element.click();
      return at;
    });
    toOtherDevice.push((await seen) - clicked);
    await phone.getByRole('button', { name: i % 2 === 0 ? /^Remove .+ from cart$/ : 'Add to Cart' }).waitFor();
  }
  say(
    `write on one device -> other device's badge (ms): ${ms(toOtherDevice)}; median ${median(toOtherDevice).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
}
console.log([reportBegin('bench:panel'), ...report, reportEnd('bench:panel')].join('\n'));
