// npm run budget: builds the web app and prints what a visitor's first page load downloads:
// the entry chunk, everything index.html preloads, and the CSS, gzip-compressed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulators.mjs';
import { step } from './lib/run';

const BUDGET_KIB = 150;
const dist = join(ROOT, 'web', 'dist');

if (!process.argv.includes('--no-build'))
  await step('Build the web app', 'npm', ['run', 'build:emulator', '-w', 'web']);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g),
]
  .map((m) => m[1] ?? '')
  .filter((src) => src.startsWith('/') && !src.startsWith('//'));
const files = [...new Set(referenced)];

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

let jsTotal = 0;
let cssTotal = 0;
console.log('\nFirst page load (gzip):');
for (const file of files) {
  const size = gzipSize(join(dist, file));
  if (file.endsWith('.js')) jsTotal += size;
  else cssTotal += size;
  console.log(`  ${kib(size).padStart(7)} KiB  ${file}`);
}
const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSize(join(dist, 'assets', f)), 0);
const totalRaw = files.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
console.log(`\n  JavaScript on first load: ${kib(jsTotal)} KiB gzip (budget ${BUDGET_KIB} KiB)`);
console.log(`  CSS on first load:        ${kib(cssTotal)} KiB gzip`);
console.log(`  First load uncompressed:  ${kib(totalRaw)} KiB`);
console.log(`  All JavaScript chunks:    ${kib(allJs)} KiB gzip (lazy routes included)`);
console.log(jsTotal / 1024 <= BUDGET_KIB ? '  Within budget.' : '  OVER BUDGET.');
