import type { APIRequestContext, Page } from '@playwright/test';
import { test as coldTest } from '@playwright/test';
import type { Category, Product } from '../../contract/src/entities';
import { axeViolations } from '../support/a11y';
import { expectSignedIn, idTokenFor, registerFreshUser, signInAs } from '../support/auth';
import { uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { buyNow, cartLink, cartTable } from '../support/panel';
import { holdRequests } from '../support/stand-ins';

/** The seeded foundation: twelve shades, fair to deep; Porcelain 110 is its first with units, Golden 320 sold out. */
const FOUNDATION = {
  path: '/product/silk-veil-foundation',
  title: 'Silk Veil Foundation',
  first: { id: 'qd1UDy9T', name: 'Porcelain 110' },
  second: { id: 'kKo0dTYD', name: 'Ivory 120' },
  soldOut: { id: 'y58t1mVI', name: 'Golden 320' },
};

const shadeGroup = (page: Page) => page.getByRole('group', { name: /^Shade: / });
const chosenShade = (page: Page) => page.getByTestId('chosen-variant');
const variantInUrl = (page: Page) => new URL(page.url()).searchParams.get('variant');

/** The product's radio inputs in the server's HTML, each with whether it is checked. */
const serverRadios = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<input[^>]*type="radio"[^>]*name="variant"[^>]*>/g)].map(([tag]) => ({
    value: /value="([^"]+)"/.exec(tag)?.[1],
    checked: /\schecked(=|\s|>|\/)/.test(tag),
  }));
};

/** A lipstick of the test's own in three shades (never a seeded product: buying takes units). */
const ownLipstick = async (request: APIRequestContext) => {
  const headers = { Authorization: `Bearer ${await idTokenFor('admin', 'Admin12345')}` };
  const categories = (await (await request.get('/api/categories')).json()) as { body: Category[] };
  const title = uniqueTitle('Test Lipstick');
  const suffix = title.slice(-6);
  const shades = {
    ruby: `Ruby ${suffix}`,
    coral: `Coral ${suffix}`,
    plum: `Plum ${suffix}`,
  };
  const created = await request.post('/api/products', {
    headers,
    data: {
      title,
      description: `${title}, made for the variants tests`,
      price: 20,
      category: categories.body[0]?._id ?? '',
      variants: [
        { name: shades.ruby, kind: 'shade', price: 20, stock: 5, swatch: '#9b111e', family: 'red' },
        { name: shades.coral, kind: 'shade', price: 22, stock: 5, swatch: '#ff7f50', family: 'coral' },
        { name: shades.plum, kind: 'shade', price: 24, stock: 0, swatch: '#5d2a4c', family: 'plum' },
      ],
    },
  });
  if (created.status() !== 201) throw new Error(`Creating ${title} failed: ${await created.text()}`);
  const product = ((await created.json()) as { body: Product }).body;
  const idOf = (name: string) => product.variants?.find((variant) => variant.name === name)?._id ?? '';
  return {
    product,
    title,
    shades,
    idOf,
    remove: async () => {
      await request.delete(`/api/products/${product._id}`, { headers });
    },
  };
};

test.describe('shades and sizes on the product page', () => {
  test('a shade chosen by keyboard is written in the URL in place, kept on reload and rendered chosen by the server', async ({
    page,
  }) => {
    await test.step('the default shade, every shade named (a sold-out one so), no accessibility violations', async () => {
      await page.goto(FOUNDATION.path);
      const group = shadeGroup(page);
      await expect(group.getByRole('radio')).toHaveCount(12);
      await expect(group.getByRole('radio', { name: FOUNDATION.first.name, exact: true })).toBeChecked();
      await expect(chosenShade(page)).toHaveText(`Shade: ${FOUNDATION.first.name}`);
      await expect(group.getByRole('radio', { name: `${FOUNDATION.soldOut.name}, sold out` })).toBeEnabled();
      await expect(page.getByText('Only 3 left')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('arrow keys choose the next shade: its name, stock line and picture, ?variant= replaced', async () => {
      const before = await page.evaluate(() => history.length);
      await shadeGroup(page).getByRole('radio', { name: FOUNDATION.first.name, exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      const next = shadeGroup(page).getByRole('radio', { name: FOUNDATION.second.name, exact: true });
      await expect(next).toBeChecked();
      await expect(next).toBeFocused();
      await expect(chosenShade(page)).toHaveText(`Shade: ${FOUNDATION.second.name}`);
      await expect.poll(() => variantInUrl(page)).toBe(FOUNDATION.second.id);
      await expect(page.getByText('In stock', { exact: true })).toBeVisible();
      const picture = page
        .getByRole('article')
        .getByRole('img', { name: `${FOUNDATION.title}, ${FOUNDATION.second.name}` });
      await expect(picture).toHaveAttribute('src', '/uploads/product-silk-veil-foundation-kko0dtyd.svg');
      // Replaced in place: no history entry per shade.
      expect(await page.evaluate(() => history.length)).toBe(before);
    });

    await test.step('a reload keeps the shade', async () => {
      await page.reload();
      await expect(shadeGroup(page).getByRole('radio', { name: FOUNDATION.second.name, exact: true })).toBeChecked();
      await expect(chosenShade(page)).toHaveText(`Shade: ${FOUNDATION.second.name}`);
    });

    await test.step('the server’s HTML has the shade of ?variant= checked, and the default for a bad one', async () => {
      const chosen = await serverRadios(page, `${FOUNDATION.path}?variant=${FOUNDATION.second.id}`);
      expect(chosen).toHaveLength(12);
      expect(chosen.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([FOUNDATION.second.id]);
      const fallback = await serverRadios(page, `${FOUNDATION.path}?variant=nope`);
      expect(fallback.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([FOUNDATION.first.id]);
    });

    await test.step('reviews name the shade bought, and the list narrows to one shade', async () => {
      await page.goto(`${FOUNDATION.path}#reviews`);
      const reviews = page.locator('#reviews');
      const named = reviews.getByRole('article').getByText(/· Shade: /);
      await expect(named.first()).toBeVisible();
      const shade = /· Shade: (.+)$/.exec((await named.first().textContent()) ?? '')?.[1] ?? '';
      await reviews.getByRole('list', { name: 'By shade' }).getByRole('link', { name: shade, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('rvariant')).toBeTruthy();
      await expect(page.getByTestId('reviews-shown')).toContainText(`of ${shade}`);
      // Every review shown, once the shade's list has replaced the page before, names that shade.
      await expect
        .poll(async () => {
          const lines = await reviews
            .getByRole('article')
            .getByText(/· Shade: /)
            .allTextContents();
          return lines.length > 0 && lines.every((line) => line.endsWith(`Shade: ${shade}`));
        })
        .toBe(true);
    });

    await test.step('a sold-out shade can be chosen: "Sold out" and no Add to Cart', async () => {
      await page.goto(`${FOUNDATION.path}?variant=${FOUNDATION.soldOut.id}`);
      await expect(shadeGroup(page).getByRole('radio', { name: `${FOUNDATION.soldOut.name}, sold out` })).toBeChecked();
      await expect(page.getByRole('article').getByRole('button', { name: 'Sold out' })).toBeDisabled();
    });
  });
});

// A cold first load (its own context) with the app's entry script held back, so the pick lands on the
// server's HTML before the page is interactive, however fast the machine is (as early-typing.spec does).
coldTest('a shade picked before the page is interactive is chosen once it is', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto(FOUNDATION.path, { waitUntil: 'commit' });
  const ivory = shadeGroup(page).getByRole('radio', { name: FOUNDATION.second.name, exact: true });
  await ivory.check();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => variantInUrl(page)).toBe(FOUNDATION.second.id);
  await expect(chosenShade(page)).toHaveText(`Shade: ${FOUNDATION.second.name}`);
  await expect(ivory).toBeChecked();
});

test.describe('shades in the cart and the orders', { lock: LOCK.ownProducts(2) }, () => {
  test.use({ freshContext: true });

  test('two shades of one lipstick are two cart lines, each named; buy now names them on the confirmation and in purchases', async ({
    page,
    request,
  }) => {
    const lipstick = await ownLipstick(request);
    try {
      const user = await registerFreshUser(request);
      await signInAs(page, user.username, user.password);
      const path = `/product/${lipstick.product._id}`;

      await test.step('its card says "3 shades" and "from $20"; found by a shade’s name it opens that shade', async () => {
        await page.goto(`/products?q=${encodeURIComponent(lipstick.shades.coral)}`);
        const card = page.getByRole('article', { name: lipstick.title });
        await expect(card.getByText('3 shades')).toBeVisible();
        await expect(card.getByText('from $20')).toBeVisible();
        await expect(card.getByRole('link', { name: lipstick.title })).toHaveAttribute(
          'href',
          `${path}?variant=${lipstick.idOf(lipstick.shades.coral)}`,
        );
      });

      await test.step('the Colour filter counts the families and narrows the list to one', async () => {
        await page.goto(`/products?q=${encodeURIComponent(lipstick.title)}`);
        const filters = page.getByRole('complementary', { name: 'Refine' });
        await filters.locator('summary', { hasText: /^Colour/ }).click();
        const coral = filters.getByRole('radio', { name: 'Coral' });
        await expect(coral).toHaveAccessibleDescription('(1)');
        await expect(filters.getByRole('radio', { name: 'Nude' })).toHaveAccessibleDescription('(0)');
        await coral.check();
        await expect.poll(() => new URL(page.url()).searchParams.get('colour')).toBe('coral');
        await expect(page.getByRole('article', { name: lipstick.title })).toBeVisible();
      });

      await test.step('adds the default shade, then another one chosen on the page', async () => {
        await page.goto(path);
        await expectSignedIn(page);
        await expect(chosenShade(page)).toHaveText(`Shade: ${lipstick.shades.ruby}`);
        await page.getByRole('article').getByRole('button', { name: 'Add to Cart' }).click();
        await expect(
          page.getByRole('status', { name: `Quantity of ${lipstick.title}, ${lipstick.shades.ruby}` }),
        ).toHaveText('1');
        await shadeGroup(page).getByRole('radio', { name: lipstick.shades.coral }).check();
        await expect(page.getByText('$22', { exact: true })).toBeVisible();
        await page.getByRole('article').getByRole('button', { name: 'Add to Cart' }).click();
        await expect(
          page.getByRole('status', { name: `Quantity of ${lipstick.title}, ${lipstick.shades.coral}` }),
        ).toHaveText('1');
        await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      });

      await test.step('a sold-out shade cannot be added', async () => {
        await shadeGroup(page)
          .getByRole('radio', { name: `${lipstick.shades.plum}, sold out` })
          .check();
        await expect(page.getByRole('article').getByRole('button', { name: 'Sold out' })).toBeDisabled();
      });

      await test.step('the cart names both shades, each line linking to its shade', async () => {
        await page.goto('/panel/cart');
        const rows = cartTable(page)
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: lipstick.title, exact: true }) });
        await expect(rows).toHaveCount(2);
        for (const [name, price] of [
          [lipstick.shades.ruby, '$20'],
          [lipstick.shades.coral, '$22'],
        ] as const) {
          const row = rows.filter({ hasText: `Shade: ${name}` });
          await expect(row).toHaveCount(1);
          await expect(row.getByRole('link', { name: lipstick.title })).toHaveAttribute(
            'href',
            `${path}?variant=${lipstick.idOf(name)}`,
          );
          await expect(row.getByText(price, { exact: true }).first()).toBeVisible();
        }
      });

      await test.step('plus on one shade’s line changes that line only', async () => {
        await page
          .getByRole('button', { name: `Increase quantity of ${lipstick.title}, ${lipstick.shades.coral}` })
          .click();
        await expect(
          page.getByRole('status', { name: `Quantity of ${lipstick.title}, ${lipstick.shades.coral}` }),
        ).toHaveText('2');
        await expect(
          page.getByRole('status', { name: `Quantity of ${lipstick.title}, ${lipstick.shades.ruby}` }),
        ).toHaveText('1');
        await expect(page.getByTestId('cart-total')).toHaveText('$64');
      });

      await test.step('buy now: the confirmation and the purchases name both shades', async () => {
        await buyNow(page).click();
        await expect(page.getByText('Thank you, your order has been placed.')).toBeVisible();
        const bought = page.getByRole('list', { name: 'What you bought' });
        await expect(bought.getByRole('listitem')).toHaveCount(2);
        await expect(bought.getByText(`Shade: ${lipstick.shades.ruby}`)).toBeVisible();
        await expect(bought.getByText(`Shade: ${lipstick.shades.coral}`)).toBeVisible();

        await page.getByRole('link', { name: 'See your purchases' }).click();
        const order = page.getByTestId('purchase').first();
        await expect(order.getByText(`Shade: ${lipstick.shades.ruby}`)).toBeVisible();
        await expect(order.getByText(`Shade: ${lipstick.shades.coral}`)).toBeVisible();
      });
    } finally {
      await lipstick.remove();
    }
  });
});
