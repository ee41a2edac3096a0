import '@/theme/fonts';

/**
 * The server's HTML is painted before any of the app's code runs: evaluating React, MUI and the theme
 * and hydrating the page are long tasks, and running them first would hold back the first paint.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint()
  .then(() => import('./boot'))
  .then(({ start }) => start());
