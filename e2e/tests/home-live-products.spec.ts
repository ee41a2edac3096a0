import type { Product } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { adminApi } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const CURATED_ID = 'rosehip-renewal-serum';

test.describe('Home shows the curated products as they are now', { lock: LOCK.products }, () => {
  test('a price an admin changes shows on a visitor’s reload of home', async ({ page, request }) => {
    const api = await adminApi(request);
    const seeded = ((await (await api.get(API_PATHS.product(CURATED_ID))).json()) as { body: Product }).body;
    const { title, description, price, category, image } = seeded;
    await page.goto('/');
    const bestSellers = page.getByRole('region', { name: 'Our Best Sellers', exact: true });
    const tile = bestSellers.getByRole('link', { name: new RegExp(title) });
    await expect(tile).toContainText(`$${price}`);

    const changed = price + 13;
    try {
      await api.update(API_PATHS.product(CURATED_ID), {
        title,
        description,
        price: changed,
        category: category._id,
        image,
      });
      await page.reload();
      await expect(tile).toContainText(`$${changed}`);
      // The server's HTML already carries it: no stale copy waits for the browser to correct it.
      const html = await (await request.get('/')).text();
      expect(html).toContain(`$${changed}`);
    } finally {
      await api.update(API_PATHS.product(CURATED_ID), { title, description, price, category: category._id, image });
    }
  });
});
