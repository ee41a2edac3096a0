// npm run lighthouse: Lighthouse (mobile preset, Debian's Chromium) on the seeded shop, median of 5
// runs per page, next to a plain static HTML page measured in the same run. Prints numbers and the
// issue's targets; it does not fail on them (it is a measurement, not a test).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, webBuildEnv } from '../lib/emulators.mjs';
import { bin, step } from '../lib/run';

const OFFSET = 25;
const OUT_DIR = 'dist-lighthouse';

process.chdir(ROOT);
await step('Build the api function', 'npm', ['run', 'build', '-w', 'functions']);
await step(
  'Build the web app (production build against the emulators)',
  'npm',
  ['run', 'build:emulator', '-w', 'web', '--', '--outDir', OUT_DIR, '--emptyOutDir'],
  webBuildEnv(OFFSET),
);
writeFileSync(join(ROOT, 'web', OUT_DIR, 'static-baseline.html'), STATIC_BASELINE());
await step('Measure', 'node', [
  'scripts/with-emulators.mjs',
  '--offset',
  String(OFFSET),
  '--public',
  `web/${OUT_DIR}`,
  '--',
  'sh',
  '-c',
  `${bin('tsx')} scripts/seed/cli.ts --reset >/dev/null && ${bin('tsx')} scripts/lighthouse/measure.ts`,
]);

/** A plain page of the same kind (a heading, a paragraph, an image from the API) with no JavaScript. */
function STATIC_BASELINE(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Static baseline</title>
<style>body{font-family:sans-serif;margin:0;padding:24px;background:#fbf7f4;color:#2b1d22}
img{width:100%;max-width:480px;height:auto;display:block}</style></head>
<body><h1>Unlock Your Natural Glow</h1>
<p>Nourishing serums, creams and colour made from plant-powered ingredients: vegan, gluten-free and never tested on animals.</p>
<img src="/uploads/product-rosehip-renewal-serum.svg" width="800" height="800" alt="Rosehip Renewal Serum">
</body></html>`;
}
