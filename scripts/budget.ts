// npm run budget: builds the web app and prints each public page's first-load JavaScript (gzip: the
// entry and the page's route module with their static imports; dynamic imports not counted) and the
// signed-in screens'. Exit 1 when a public page passes the budget or loads Firestore or account code.
//   --no-build        measure the build that is there
//   --dist <folder>   the build to measure (default web/dist; npm test measures web/dist-test)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PUBLIC_PAGE_PATHS } from '../contract/src/paths/pages';
import { ROOT } from './lib/emulators.mjs';
import { argValue, step } from './lib/run';

/** Decision 011: the stack's floor is about 137 KiB; no public page may pass this. */
const BUDGET_KIB = 200;

const dist = resolve(ROOT, argValue('--dist') ?? join('web', 'dist'));

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Each public page's route module: every page the server renders is here, or this does not compile. */
const PAGES: Record<keyof typeof PUBLIC_PAGE_PATHS, string> = {
  home: 'src/features/landing/routes/home-route.tsx',
  products: 'src/features/products/routes/products-route.tsx',
  product: 'src/app/pages/product-page.tsx',
  blogs: 'src/features/blogs/routes/blogs-route.tsx',
  blog: 'src/features/blogs/routes/blog-route.tsx',
  about: 'src/features/about/routes/about-route.tsx',
  contact: 'src/features/contact/routes/contact-route.tsx',
  login: 'src/features/auth/routes/login-route.tsx',
  register: 'src/features/auth/routes/register-route.tsx',
  skinAnalysis: 'src/features/skin-analysis/routes/skin-analysis-route.tsx',
};

/** What every signed-in screen loads besides its route: Firebase Auth, then the cart listener (Firestore). */
const SIGNED_IN_EXTRAS = ['src/lib/firebase.ts', 'src/features/cart/components/cart-follower.tsx'];

/** Screens behind sign-in: printed, not budgeted (they render in the browser behind "Loading ..."). */
const SIGNED_IN_SCREENS: Record<string, string> = {
  panel: 'src/app/pages/panel-page.tsx',
  admin: 'src/features/admin/routes/admin-route.tsx',
};

/**
 * Code that must never be in a visitor's first load: chunk names, and a text only that code holds.
 * `ownPage` is the one public page allowed to load it (the skin analysis loads its own code).
 */
const KEPT_OUT: { what: string; chunkName: string; marker: string; ownPage?: keyof typeof PUBLIC_PAGE_PATHS }[] = [
  { what: 'the Firestore SDK', chunkName: 'firestore', marker: 'firestore.googleapis.com' },
  { what: 'the panel', chunkName: 'panel-page', marker: 'Your card is empty' },
  { what: 'the admin area', chunkName: 'admin-route', marker: 'welcome to Admin Panel' },
  {
    what: 'the skin analysis',
    chunkName: 'skin-analysis-route',
    marker: 'so we left it empty rather than suggest',
    ownPage: 'skinAnalysis',
  },
];

if (!process.argv.includes('--no-build'))
  await step('Build the web app', 'npm', ['run', 'build:emulator', '-w', 'web']);

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipKib = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk files a module pulls in before it runs: itself and its static imports, transitively. */
const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
};

const requireKey = (key: string): string => {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: update scripts/budget.ts.`);
  return key;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
// main.tsx imports the app (src/boot.tsx) right after the first paint: every page loads it.
const entryFiles = staticClosure('src/boot.tsx', staticClosure(entryKey));
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKib(file), 0);
const kib = (value: number) => `${value.toFixed(1).padStart(6)} KiB`;

console.log('\nEntry and app boot (every page):');
for (const file of entryFiles) console.log(`  ${gzipKib(file).toFixed(1).padStart(7)} KiB  ${file}`);
console.log(`  ${sum(entryFiles).toFixed(1).padStart(7)} KiB  in all`);

const problems: string[] = [];

console.log(`\nFirst load per public page, entry + page (gzip JavaScript, budget ${BUDGET_KIB} KiB):`);
let worst = 0;
for (const [page, source] of Object.entries(PAGES)) {
  const files = staticClosure(requireKey(source), new Set(entryFiles));
  const total = sum(files);
  worst = Math.max(worst, total);
  console.log(`  ${page.padEnd(12)} ${kib(total)}  (page adds ${(total - sum(entryFiles)).toFixed(1)})`);
  if (total > BUDGET_KIB) problems.push(`${page} loads ${total.toFixed(1)} KiB, over the ${BUDGET_KIB} KiB budget`);
  for (const { what, chunkName, marker, ownPage } of KEPT_OUT) {
    if (ownPage === page) continue;
    const found = [...files].find(
      (file) =>
        Object.values(manifest).some((chunk) => chunk.file === file && chunk.name === chunkName) ||
        readFileSync(join(dist, file), 'utf8').includes(marker),
    );
    if (found) problems.push(`${what} is in the first load of ${page} (${found})`);
  }
}

const extras = SIGNED_IN_EXTRAS.reduce((files, key) => staticClosure(requireKey(key), files), new Set<string>());
console.log(
  '\nSigned-in screens, entry + screen (+ Firebase Auth and the cart listener with Firestore, after the paint):',
);
for (const [screen, source] of Object.entries(SIGNED_IN_SCREENS)) {
  const files = staticClosure(requireKey(source), new Set(entryFiles));
  const withExtras = new Set([...files, ...extras]);
  console.log(
    `  ${screen.padEnd(9)} ${kib(sum(files))}  (+ ${(sum(withExtras) - sum(files)).toFixed(1)} KiB signed in)`,
  );
}

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index);
console.log(`\n  All JavaScript chunks: ${sum(allJs).toFixed(1)} KiB gzip (everything, lazy parts included)`);
if (problems.length) {
  for (const problem of problems) console.error(`  FAILED: ${problem}`);
  process.exit(1);
}
console.log(
  `  Every public page within budget (heaviest ${worst.toFixed(1)} KiB); no Firestore, panel, admin or other pages' skin analysis code in their first load.`,
);
