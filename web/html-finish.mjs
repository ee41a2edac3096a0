// What the browser needs before the first paint goes into the HTML itself:
// - theme-init.js inline (the CSP allows exactly this script by its hash: themeScriptHash, firebase.json);
// - the entry's stylesheets inline, if it has any (the brand fonts load from src/main.tsx after the
//   first paint, theme/web-fonts; until then metric-matched local fonts stand in, theme/font-fallbacks).
// Nothing else is announced early: the app's code (src/boot.tsx) loads after the first paint, and what
// a page does not need to paint should not compete with it for the network.
import { createHash } from 'node:crypto';

export const inlineThemeScript = (source) => source.trim();

export const themeScriptHash = (source) =>
  `'sha256-${createHash('sha256').update(inlineThemeScript(source)).digest('base64')}'`;

export const finishHtml = (html, { readAsset, themeScript }) =>
  html
    .replace('<script src="/theme-init.js"></script>', () => `<script>${inlineThemeScript(themeScript)}</script>`)
    .replace(
      /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
      // The disabled link tells Vite's loader, which checks for a stylesheet link before a dynamic
      // import, that this stylesheet is already in the page. Chromium still downloads it (Lighthouse
      // showed it), so the entry is kept free of CSS: the fonts load from script instead.
      (_tag, path) => `<style>${readAsset(path).trim()}</style>` + `<link rel="stylesheet" href="/${path}" disabled>`,
    );
