import type { Dialog } from '@playwright/test';
import { ownProduct } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

// Product text that looks like markup stays text: in the server-rendered HTML, in the page state
// embedded there for hydration, and in the page the browser builds from it.
const HOSTILE_TITLES = [
  // Would end the embedded page-state script early and start one of its own.
  '</script><script>alert(1)//',
  // Would become an element whose error handler runs.
  '<img src=x onerror=alert(2)>',
];

test(
  'products titled like markup show their titles as text and run nothing',
  { lock: LOCK.ownProducts(1) },
  async ({ page, request }) => {
    for (const title of HOSTILE_TITLES) {
      await test.step(`a product titled ${title} shows its title as text and runs nothing`, async () => {
        const product = await ownProduct(request, title, 25);
        const dialogs: string[] = [];
        const onDialog = async (dialog: Dialog) => {
          dialogs.push(dialog.message());
          await dialog.dismiss();
        };
        try {
          page.on('dialog', onDialog);
          const html = await (await page.request.get(product.path)).text();
          expect(html).not.toContain(title);

          await page.goto(product.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          await expect(page.getByText(`${title}, made for the panel tests`)).toBeVisible();
          expect(await page.locator('img[src="x"]').count()).toBe(0);
          expect(dialogs).toEqual([]);
        } finally {
          page.off('dialog', onDialog);
          await product.remove();
        }
      });
    }
  },
);
