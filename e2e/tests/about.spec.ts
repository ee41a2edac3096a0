import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';

test.describe('about us', () => {
  test('about us: the brand story, its four badges and no axe-core violations', async ({ page }) => {
    await test.step('tells the brand story and shows its four badges', async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await expect(page.getByRole('region', { name: 'Made with patience, kept with care' })).toContainText('Toronto');
      const badges = page.getByRole('region', { name: 'Kind by design' }).getByRole('listitem');
      await expect(badges.getByRole('heading')).toHaveText([
        'No animal tests',
        'No animal-derived ingredients',
        'No gluten',
        'Recyclable packaging',
      ]);
      await expect(badges.locator('svg')).toHaveCount(4);
    });

    await test.step('has no axe-core violations', async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

test.describe('about us on a phone @mobile', () => {
  test('fits 360 px without sideways scrolling', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
