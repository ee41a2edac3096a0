import type { Page, Request } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { scrollDown } from '../support/navigation';
import { failRequests, holdRequests } from '../support/stand-ins';

const isBlogList = (url: URL) => url.pathname === '/api/blogs';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** How many carousel slides sit wholly inside the carousel once it is paused. */
const slidesInView = async (page: Page) => {
  const blog = section(page, 'Our Blog');
  await blog.scrollIntoViewIfNeeded();
  await blog.getByRole('button', { name: 'Pause the carousel' }).click();
  const slides = blog.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  await page.waitForTimeout(800); // let a slide change that had started finish
  const frame = await blog.locator('[aria-roledescription="carousel"]').boundingBox();
  if (!frame) throw new Error('The carousel is not on screen');
  const boxes = await slides.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right } = element.getBoundingClientRect();
      return { left, right };
    }),
  );
  return boxes.filter(({ left, right }) => left >= frame.x - 1 && right <= frame.x + frame.width + 1).length;
};

test.describe('home', () => {
  test('home: the poster and its "Know more", "Our Brand", the offers, the questionnaire and the top of the page from the menu', async ({
    page,
  }) => {
    await test.step('shows the poster, and "Know more" leads to the blogs', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Natural Glow');
      await page.getByRole('link', { name: 'Know more' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });

    await test.step('"Our Brand" leads to the blogs with "Discover More"', async () => {
      await page.goto('/');
      await section(page, 'Our Brand').getByRole('link', { name: 'Discover More' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });

    await test.step('offers "Save up to 50%" with a "find branches" button that stays on the page', async () => {
      await page.goto('/');
      const offers = section(page, 'Special offers');
      await expect(offers).toContainText('Save up to 50%');
      await offers.getByRole('button', { name: /find branches/i }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('invites to the Virtual Skincare Analysis questionnaire', async () => {
      await page.goto('/');
      const analysis = section(page, 'NEW Virtual Skincare Analysis');
      await analysis.getByRole('link', { name: 'answer the Questionnaire' }).click();
      await expect(page).toHaveURL(/\/skin-analysis$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your skin type?');
    });

    await test.step('opens at the top of the page with the menu closed', async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await scrollDown(page, 1500);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Natural Glow');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('home: the category tiles lead to their filtered lists, and no axe-core violations', async ({ page }) => {
    await test.step('leads each product category tile to the product list filtered by that category', async () => {
      const tiles: [RegExp, string][] = [
        [/Gifts & Sets/, 'gifts'],
        [/Women Make Up/, 'makeup'],
        [/Women Skincare/, 'skincare'],
      ];
      for (const [name, slug] of tiles) {
        await page.goto('/');
        await section(page, 'Products Category').getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`/products\\?category=${slug}$`));
      }
    });

    await test.step('has no axe-core violations', async () => {
      await page.goto('/');
      await section(page, 'Our Blog').scrollIntoViewIfNeeded();
      await expect(section(page, 'Our Blog').locator('[aria-roledescription="slide"]').first()).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test(
    'home: the four best sellers and the two new products, priced and leading to their pages',
    { lock: LOCK.products },
    async ({ page }) => {
      await test.step('shows four best sellers priced $71 to $76, each leading to its product page', async () => {
        await page.goto('/');
        const products = section(page, 'Our Best Sellers').getByRole('listitem');
        await expect(products).toHaveCount(4);
        await expect(products).toContainText([
          /Lip Lovers Trio.*\$71/,
          /Sunset Eyeshadow Palette.*\$72/,
          /Rosehip Renewal Serum.*\$74/,
          /Midnight Repair Cream.*\$76/,
        ]);
        await products.getByRole('link', { name: /Rosehip Renewal Serum/ }).click();
        await expect(page).toHaveURL(/\/product\/rosehip-renewal-serum$/);
      });

      await test.step('shows two new products, each leading to its product page', async () => {
        await page.goto('/');
        const products = section(page, 'New In').getByRole('listitem');
        await expect(products).toHaveCount(2);
        await expect(products).toContainText([/Hyaluronic Dew Serum.*\$56/, /White Peony Eau de Parfum.*\$112/]);
        await products.getByRole('link', { name: /White Peony Eau de Parfum/ }).click();
        await expect(page).toHaveURL(/\/product\/white-peony-eau-de-parfum$/);
      });
    },
  );
});

test.describe('home blog carousel', () => {
  test('the carousel asks for its blogs once near the screen, says "Is Loading..." on a slow server and offers "Try Again" on a failing one', async ({
    page,
  }) => {
    await test.step('asks for every blog at once (page 1, limit 1000) when the carousel nears the screen', async () => {
      const asked: string[] = [];
      const onRequest = (req: Request) => {
        if (isBlogList(new URL(req.url()))) asked.push(req.url());
      };
      page.on('request', onRequest);
      await page.goto('/');
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(section(page, 'Our Blog').getByText('Is Loading...')).toBeAttached();
      expect(asked, 'no blogs asked for at the top of the page').toEqual([]);
      const request = page.waitForRequest((req) => isBlogList(new URL(req.url())));
      await section(page, 'Our Blog').scrollIntoViewIfNeeded();
      const url = new URL((await request).url());
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('limit')).toBe('1000');
      page.off('request', onRequest);
    });

    await test.step('says "Is Loading..." while the blogs load (a slow server), then shows them', async () => {
      const release = await holdRequests(page, isBlogList);
      await page.goto('/');
      const blog = section(page, 'Our Blog');
      await blog.scrollIntoViewIfNeeded();
      await expect(blog.getByText('Is Loading...')).toBeVisible();
      release();
      await expect(blog.getByRole('link', { name: /The Double Cleanse, Explained/ })).toBeAttached();
      await expect(blog.getByText('Is Loading...')).toBeHidden();
      await page.unroute(isBlogList);
    });

    await test.step('shows the error with "Try Again" when the server fails, and recovers', async () => {
      const recover = await failRequests(page, isBlogList);
      await page.goto('/');
      const blog = section(page, 'Our Blog');
      await blog.scrollIntoViewIfNeeded();
      await expect(blog.getByText('Server Error')).toBeVisible();
      recover();
      await blog.getByRole('button', { name: 'Try Again' }).click();
      await expect(blog.getByRole('link', { name: /The Double Cleanse, Explained/ })).toBeAttached();
      await expect(blog.getByText('Server Error')).toBeHidden();
    });
  });

  test('takes a visitor from a card to its post', { lock: LOCK.blogs }, async ({ page }) => {
    await page.goto('/');
    const blog = section(page, 'Our Blog');
    await blog.scrollIntoViewIfNeeded();
    await blog.getByRole('button', { name: 'Pause the carousel' }).click();
    const card = blog.locator('.swiper-slide-active').getByRole('link');
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/blogs\/[\w-]+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the carousel moves on by itself and shows 3, 2 or 1 slides as the width allows', async ({ page }) => {
    await test.step('moves on by itself (autoplay)', async () => {
      await page.goto('/');
      await section(page, 'Our Blog').scrollIntoViewIfNeeded();
      const first = section(page, 'Our Blog').locator('[aria-roledescription="slide"]').first();
      await expect(first).toHaveClass(/swiper-slide-active/);
      await expect(first).not.toHaveClass(/swiper-slide-active/, { timeout: 10_000 });
    });

    for (const [width, expected] of [
      [1280, 3],
      [560, 2],
      [400, 1],
    ] as const) {
      await test.step(`shows ${expected} slide${expected > 1 ? 's' : ''} at a time ${width} px wide`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        expect(await slidesInView(page)).toBe(expected);
      });
    }
  });
});

test.describe('home on a phone @mobile', () => {
  test('home on a phone: reached from the menu at the top with the menu closed, and 360 px wide without sideways scrolling', async ({
    page,
  }) => {
    await test.step('opens with the menu closed and at the top when reached from the menu', async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await scrollDown(page, 800);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Natural Glow');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('fits 360 px without sideways scrolling', async () => {
      await page.goto('/');
      await section(page, 'Our Blog').scrollIntoViewIfNeeded();
      await expect(section(page, 'Our Blog').locator('[aria-roledescription="slide"]').first()).toBeAttached();
      await expect(section(page, 'Our Best Sellers').getByRole('listitem')).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
