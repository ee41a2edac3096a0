import { afterNextPaint, yieldToBrowser } from './lib/yield-to-browser';
import { fetchIconSprite } from './lib/icon-sprite';
import { fetchWebFonts } from './theme/web-fonts';

/*
 * The server's HTML is painted before any of the app's code runs: evaluating React, MUI and the theme
 * and hydrating the page are long tasks, and running them first would hold back the first paint. A
 * build's HTML asks for this file only once the page is painted (public/app-start.js); the dev server
 * loads it at once, so the wait is kept here too (one frame in a build).
 */
const painted = afterNextPaint();
// The brand fonts, one family at a time, then the icons, each once the previous one is painted: each
// addition is a new layout of the text it touches, and all of them in one frame was one long task
// (15 to 33 ms at full CPU speed on home, for 425 layout objects).
void painted
  .then(() => Promise.all([fetchWebFonts(), fetchIconSprite()]))
  .then(async ([fonts, sprite]) => {
    for (const add of [...(fonts ?? []), sprite]) {
      add?.();
      await afterNextPaint();
    }
  });
// React, then MUI's styling core, then the theme made with it, then MUI's components (the ui-core chunk
// every page loads, with the product card's small parts: importing one of them runs it), then the providers, then the layout and the screens,
// each in a task of its own: evaluating them at once would be one long task. (Evaluating the styling
// core and the components together was a task of 45 to 65 ms at full CPU speed.)
void painted
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('./theme/theme'))
  .then(async ({ shopTheme }) => {
    await yieldToBrowser();
    shopTheme();
  })
  .then(yieldToBrowser)
  .then(() => import('./components/product-card/product-image'))
  .then(yieldToBrowser)
  .then(() => import('./app/app'))
  .then(yieldToBrowser)
  .then(() => import('./boot'))
  .then(({ start }) => start());
