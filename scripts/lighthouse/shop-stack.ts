// The shop as npm run lighthouse measures it: a production build against the emulators at an offset,
// beside the static HTML page it is compared with, and the command that serves it seeded.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webBuildEnv } from '../lib/emulators.mjs';
import { bin, step } from '../lib/run';

/** Where the measured build goes, in each checkout's web folder. */
const OUT_DIR = 'dist-lighthouse';

/** Builds the api function and the web app of the checkout at `dir` for the stack at `offset`. */
export const buildShop = async (dir: string, offset: number, label: string): Promise<void> => {
  await step(`Build the api function${label}`, 'npm', ['--prefix', dir, 'run', 'build', '-w', 'functions']);
  await step(
    `Build the web app (production build against the emulators)${label}`,
    'npm',
    ['--prefix', dir, 'run', 'build:emulator', '-w', 'web', '--', '--outDir', OUT_DIR, '--emptyOutDir'],
    webBuildEnv(offset),
  );
  writeFileSync(join(dir, 'web', OUT_DIR, 'static-baseline.html'), STATIC_BASELINE);
};

/**
 * Arguments for node: the stack at `offset` serving the build, seeded, running `then` while it is up.
 * `seedFrom` is the checkout whose seed writes the data (the stack's own by default): a baseline seeded by
 * this checkout's seed shows the same products, reviews and orders, so that a pair differs by its code only
 * (the seed's data changes with the day and with the seed's code: the product page carries 0 to 13 reviews).
 */
export const seededStackArgs = (offset: number, then: string, seedFrom = '.'): string[] => [
  'scripts/with-emulators.mjs',
  '--offset',
  String(offset),
  '--public',
  `web/${OUT_DIR}`,
  '--',
  'sh',
  '-c',
  `${join(seedFrom, bin('tsx'))} ${join(seedFrom, 'scripts/seed/cli.ts')} --reset >/dev/null && ${then}`,
];

/** A plain page of the same kind (a heading, a paragraph, an image from the API) with no JavaScript. */
const STATIC_BASELINE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Static baseline</title>
<style>body{font-family:sans-serif;margin:0;padding:24px;background:#fbf7f4;color:#2b1d22}
img{width:100%;max-width:480px;height:auto;display:block}</style></head>
<body><h1>Unlock Your Natural Glow</h1>
<p>Nourishing serums, creams and colour made from plant-powered ingredients: vegan, gluten-free and never tested on animals.</p>
<img src="/uploads/product-rosehip-renewal-serum.svg" width="800" height="800" alt="Rosehip Renewal Serum">
</body></html>`;
