import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { UNFINISHED_BOUNDARY } from '@shop/contract';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

/** The HTML as the server sends it, before any script runs, and its text without tags. */
const serverHtml = async (page: Page, path: string) => {
  const response = await page.request.get(path);
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
  return { status: response.status(), html, text };
};

/** Console errors and failed page scripts; React reports a failed hydration there. `stop` stops listening. */
const watchErrors = (page: Page) => {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
  return { errors, stop };
};

/**
 * Classes whose rules the browser inserted although the server's component styles already hold them:
 * the browser reads the server's classes off its rules (lib/emotion-cache.ts), and one it missed would
 * be styled twice, its rules parsed again as the page hydrates.
 */
const stylesInsertedAgain = (page: Page) =>
  page.evaluate(() => {
    const leading = /(?:^|[{},])\s*\.css-([\w-]+)/g;
    const classesOf = (css: string) => Array.from(css.matchAll(leading), (match) => match[1] ?? '');
    const server = new Set(
      [...document.querySelectorAll('style[data-emotion="css-ssr"]')].flatMap((tag) =>
        classesOf(tag.textContent ?? ''),
      ),
    );
    if (server.size === 0) return ['the page has no server component styles'];
    const browserRules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap(
      (tag) => [...(tag.sheet?.cssRules ?? [])],
    );
    return [...new Set(browserRules.flatMap((rule) => classesOf(rule.cssText)))].filter((name) => server.has(name));
  });

test.describe('server-rendered storefront', () => {
  // It reads a seeded product's price, which home-live-products changes for a moment: the products lock.
  test(
    'the HTML the server sends (the product page, a missing product, home and the blogs, production class names, the icon sprite), and seven pages hydrating from it without errors or asking again for their data',
    { lock: LOCK.products },
    async ({ page }) => {
      await test.step('sends the product page with its title, price and picture in the HTML', async () => {
        const { status, html } = await serverHtml(page, '/product/rosehip-renewal-serum');
        expect(status).toBe(200);
        expect(html).toContain('<title>Rosehip Renewal Serum · Aurelle Beauty</title>');
        expect(html).toMatch(/<h1[^>]*>Rosehip Renewal Serum<\/h1>/);
        expect(html).toContain('$74');
        expect(html).toContain('/uploads/product-rosehip-renewal-serum.svg');
        // The picture is asked for from the head, before the styles, not only once the body arrives.
        const preload = html.indexOf(
          '<link rel="preload" as="image" href="/uploads/product-rosehip-renewal-serum.svg" fetchpriority="high">',
        );
        expect(preload).toBeGreaterThan(-1);
        expect(preload).toBeLessThan(html.indexOf('<style'));
      });

      await test.step('answers 404 for a product that does not exist, with the page saying so', async () => {
        const { status, html } = await serverHtml(page, '/product/no-such-product');
        expect(status).toBe(404);
        expect(html).toContain('Back');
      });

      await test.step('sends the home poster and the blogs page content', async () => {
        expect((await serverHtml(page, '/')).text).toContain('Unlock Your Natural Glow');
        const answer = await page.request.get('/api/blogs?page=1&limit=4');
        const { body: posts } = (await answer.json()) as { body: { title: string }[] };
        expect(posts).toHaveLength(4);
        const blogs = await serverHtml(page, '/blogs');
        for (const { title } of posts) expect(blogs.text).toContain(title);
      });

      await test.step('asks for none of the app scripts while the page is parsed and painted: they wait in an inert template', async () => {
        for (const path of ['/', '/products', '/blogs']) {
          const { html } = await serverHtml(page, path);
          const template = /<template id="app-scripts">(.*?)<\/template>/s.exec(html);
          expect(template?.[1], path).toMatch(
            /^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
          );
          const outside = html.replace(template?.[0] ?? '', '');
          expect(outside, path).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
        }
      });

      await test.step('renders in production mode, with the class names the browser computes', async () => {
        // In development mode MUI labels each class (css-1abc-MuiButton-root) and the browser's unlabelled
        // names never match: every style would be computed and inserted again while hydrating.
        const { html } = await serverHtml(page, '/about');
        const classNames = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);
        expect(classNames.filter((name) => name.startsWith('css-')).length).toBeGreaterThan(20);
        expect(classNames.filter((name) => /^css-\w+-Mui/.test(name))).toEqual([]);
      });

      await test.step('draws icons from the sprite the page adds after its first paint, with every symbol it refers to', async () => {
        const { html } = await serverHtml(page, '/product/rosehip-renewal-serum');
        expect(html).not.toMatch(/<svg class="MuiSvgIcon-root[^>]*><path/);
        const names = [...html.matchAll(/<use href="#icon-(\w+)"/g)].map(([, name]) => name ?? '');
        expect(names).toEqual(expect.arrayContaining(['ShoppingBagOutlined', 'Instagram']));

        await page.goto('/product/rosehip-renewal-serum');
        for (const name of new Set(names)) await expect(page.locator(`symbol#icon-${name}`)).toHaveCount(1);
        const box = await page.locator('header use[href="#icon-ShoppingBagOutlined"]').boundingBox();
        expect(box?.width).toBeGreaterThan(10);
      });

      // Each page is loaded anew in the same browser context (warm cache); each step clears the theme its
      // toggle stored, so the next page starts light again.
      for (const path of [
        '/',
        '/products?category=makeup',
        '/product/lip-lovers-trio',
        '/blogs',
        '/about',
        '/contact',
        '/login',
      ]) {
        await test.step(`hydrates ${path} without errors and without asking again for its data`, async () => {
          const { errors, stop } = watchErrors(page);
          const dataRequests: string[] = [];
          const onRequest = (request: Request) => {
            const url = new URL(request.url());
            if (/^\/api\/(products|blogs)/.test(url.pathname)) dataRequests.push(url.pathname + url.search);
          };
          page.on('request', onRequest);
          const response = await page.goto(path);
          // Every part finished on the server: none left for the browser to draw (React #419 as it hydrates).
          expect(await response?.text()).not.toContain(UNFINISHED_BOUNDARY);
          await page.waitForLoadState('networkidle');
          expect(await stylesInsertedAgain(page), 'classes the server styled, inserted again by the browser').toEqual(
            [],
          );
          // Hydrated: the theme toggle answers.
          const toggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ });
          await toggle.click();
          await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
          expect(errors).toEqual([]);
          // The home carousel loads its posts in the browser; everything else came with the page.
          expect(dataRequests.filter((request) => !request.startsWith('/api/blogs?') || path !== '/')).toEqual([]);
          stop();
          page.off('request', onRequest);
          await page.evaluate(() => localStorage.removeItem('theme'));
        });
      }
    },
  );

  test('sends the filtered product list the URL asks for', { lock: LOCK.products }, async ({ page }) => {
    const answer = await page.request.get('/api/products?category=makeup&sort=price&order=asc&page=1&limit=6');
    const { body: expected } = (await answer.json()) as { body: { title: string }[] };
    const others = await page.request.get('/api/products?category=skincare&page=1&limit=6');
    const { body: skincare } = (await others.json()) as { body: { title: string }[] };
    expect(expected.length).toBeGreaterThan(0);

    const { text } = await serverHtml(page, '/products?category=makeup&sort=price&order=asc');
    for (const { title } of expected) expect(text).toContain(title);
    for (const { title } of skincare) expect(text).not.toContain(title);
  });

  test.describe('for a visitor whose day is not yet the server’s', () => {
    // UTC-11: a post written at 05:00 UTC is still the day before there.
    test.use({ timezoneId: 'Pacific/Pago_Pago' });

    test('the blogs, a post and home hydrate without errors, with the dates the server wrote', async ({ page }) => {
      await page.goto('/blogs');
      const post = (await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
      // Home's carousel of posts is drawn in the browser: no dates in its HTML, none to disagree with.
      for (const [path, datesInHtml] of [
        ['/blogs', true],
        [post, true],
        ['/', false],
      ] as const) {
        const { html } = await serverHtml(page, path);
        const serverDates = [...html.matchAll(/<time[^>]*>([^<]+)<\/time>/g)].map(([, text]) => text);
        expect(serverDates.length > 0, path).toBe(datesInHtml);
        const { errors, stop } = watchErrors(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await page.waitForLoadState('networkidle');
        expect(errors, path).toEqual([]);
        expect(await page.locator('time').allTextContents(), path).toEqual(expect.arrayContaining(serverDates));
        stop();
      }
    });
  });

  test('keeps a dark visitor dark from the first paint, with the toggle saying so once hydrated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });
});
