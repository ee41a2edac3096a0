// npm run lighthouse: Lighthouse (mobile preset, Debian's Chromium) on the seeded shop, median of 5
// runs per page, next to a plain static HTML page measured in the same run. Prints numbers and the
// issue's targets; it does not fail on them (it is a measurement, not a test).
//   npm run lighthouse -- --baseline <ref>   also builds <ref> (a commit, branch or tag) and measures
//                                            it in turn with this code, then prints the differences
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, webBuildEnv } from '../lib/emulators.mjs';
import { bin, step } from '../lib/run';
import { startBaseline, type Baseline } from './baseline';

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

const baselineIndex = process.argv.indexOf('--baseline');
const baselineRef = baselineIndex === -1 ? undefined : process.argv[baselineIndex + 1];
if (baselineIndex !== -1 && !baselineRef) throw new Error('usage: npm run lighthouse -- --baseline <commit>');
const baseline: Baseline | undefined = baselineRef
  ? await startBaseline(baselineRef, OUT_DIR, STATIC_BASELINE())
  : undefined;
const baselineEnv = baseline ? { BASELINE_URL: baseline.url, BASELINE_REF: baseline.ref } : {};

await step(
  'Measure',
  'node',
  [
    'scripts/with-emulators.mjs',
    '--offset',
    String(OFFSET),
    '--public',
    `web/${OUT_DIR}`,
    '--',
    'sh',
    '-c',
    `${bin('tsx')} scripts/seed/cli.ts --reset >/dev/null && ${bin('tsx')} scripts/lighthouse/measure.ts`,
  ],
  baselineEnv,
);
await baseline?.stop();

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
