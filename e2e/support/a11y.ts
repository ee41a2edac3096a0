import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The axe-core violations of the page as it stands once settled. MUI fades a control's colours over
 * 250 ms (a cart button that becomes enabled, say): transitions are switched off first so that axe
 * measures the colours a visitor reads, not a frame halfway between two states.
 */
export const axeViolations = async (page: Page) => {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }',
  });
  // Only the violations are read: axe then skips the details of every rule that passed, which took a
  // good part of each run's time on these pages.
  // Legacy mode runs axe in the page itself. The default mode gathers its results in a new blank page,
  // a renderer process of its own each time: 0.8 CPU-s per check against 0.3 (decision 041). What
  // legacy mode gives up is testing cross-origin frames, and the shop's pages have no frames.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  return (await builder.analyze()).violations;
};
