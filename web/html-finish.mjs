// What the browser needs before the first paint goes into the HTML itself:
// - theme-init.js inline (the CSP allows exactly this script by its hash: themeScriptHash, firebase.json);
// - the stylesheets inline (the fonts' @font-face rules), with font-display: optional, so a font that
//   is not there by the first paint is not swapped in later, moving everything below it.
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
      // The disabled link is never fetched; it tells Vite's loader, which checks for a stylesheet link
      // before a dynamic import, that this stylesheet is already in the page.
      (_tag, path) =>
        `<style>${readAsset(path).trim().replaceAll('font-display:swap', 'font-display:optional')}</style>` +
        `<link rel="stylesheet" href="/${path}" disabled>`,
    );
