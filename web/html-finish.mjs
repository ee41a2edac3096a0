// What the browser needs before the first paint goes into the HTML itself:
// - theme-init.js inline (the CSP allows exactly this script by its hash: inlineScriptHash, firebase.json);
// - the entry's stylesheets inline, if it has any (the brand fonts load from src/main.tsx after the
//   first paint, theme/web-fonts; until then metric-matched local fonts stand in, theme/font-fallbacks).
// Nothing else is fetched before the first paint: the entry's script and module preloads wait, inert, in
// a template that app-start.js (inline too, allowed by its hash) adds to the page once it is painted.
// Requested early, they arrived while the page was still being laid out and took their place in what
// the first paint waits for, in Lighthouse's model of a slow phone at least (decision 059).
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';

/**
 * An inline script as it goes into every page: minified, comments and all, since the page's first bytes
 * are what the first round trip carries (about 14 KB on a new connection, TCP's initial window: a page
 * just over it waits one round trip more for its last bytes, and its first paint with them).
 */
export const inlineScript = (source) => transformSync(source, { loader: 'js', minify: true }).code.trim();

export const inlineScriptHash = (source) =>
  `'sha256-${createHash('sha256').update(inlineScript(source)).digest('base64')}'`;

/** The tags Vite writes for the entry: its module script and the preloads of what it imports. */
const ENTRY_TAG =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

export const finishHtml = (html, { readAsset, themeScript, startScript }) => {
  const entryTags = html.match(ENTRY_TAG) ?? [];
  if (!entryTags.some((tag) => tag.startsWith('<script'))) throw new Error('finishHtml: no entry script in the HTML');
  return html
    .replace(ENTRY_TAG, '')
    .replace('<script src="/theme-init.js"></script>', () => `<script>${inlineScript(themeScript)}</script>`)
    .replace(
      /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
      // The disabled link tells Vite's loader, which checks for a stylesheet link before a dynamic
      // import, that this stylesheet is already in the page. Chromium still downloads it (Lighthouse
      // showed it), so the entry is kept free of CSS: the fonts load from script instead.
      (_tag, path) => `<style>${readAsset(path).trim()}</style>` + `<link rel="stylesheet" href="/${path}" disabled>`,
    )
    .replace(
      '</head>',
      () =>
        `<template id="app-scripts">${entryTags.join('')}</template>` +
        `<script>${inlineScript(startScript)}</script></head>`,
    );
};
