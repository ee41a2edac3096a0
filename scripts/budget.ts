// npm run budget: builds the web app and prints, for each public page, the JavaScript a visitor's
// first load downloads, gzip-compressed: the entry with everything it imports, plus the page's own
// route module with its static imports (the browser loads that before hydrating the server-rendered
// HTML). Dynamic imports (swiper, Firebase Auth, forms of other pages, panel, admin) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulators.mjs';
import { step } from './lib/run';

const BUDGET_KIB = 150;
const dist = join(ROOT, 'web', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const PAGES: Record<string, string> = {
  home: 'src/features/landing/routes/home-route.tsx',
  products: 'src/features/products/routes/products-route.tsx',
  product: 'src/features/products/routes/product-route.tsx',
  blogs: 'src/features/blogs/routes/blogs-route.tsx',
  blog: 'src/features/blogs/routes/blog-route.tsx',
  about: 'src/features/about/routes/about-route.tsx',
  contact: 'src/features/contact/routes/contact-route.tsx',
  login: 'src/features/auth/routes/login-route.tsx',
  register: 'src/features/auth/routes/register-route.tsx',
};

/** Screens behind sign-in: printed too; they load after sign-in, never in a visitor's first load. */
const SIGNED_IN_SCREENS: Record<string, string> = {
  admin: 'src/features/admin/routes/admin-route.tsx',
};

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

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
// main.tsx imports the app (src/boot.tsx) right after the first paint: every page loads it.
const entryFiles = staticClosure('src/boot.tsx', staticClosure(entryKey));
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKib(file), 0);

console.log('\nEntry and app boot (every page):');
for (const file of entryFiles) console.log(`  ${gzipKib(file).toFixed(1).padStart(7)} KiB  ${file}`);
console.log(`  ${sum(entryFiles).toFixed(1).padStart(7)} KiB  in all`);

console.log(`\nFirst load per page, entry + page (gzip JavaScript, budget ${BUDGET_KIB} KiB):`);
let worst = 0;
const publicFiles = new Set<string>();
for (const [page, source] of Object.entries(PAGES)) {
  const files = staticClosure(source, new Set(entryFiles));
  files.forEach((file) => publicFiles.add(file));
  const total = sum(files);
  worst = Math.max(worst, total);
  console.log(
    `  ${page.padEnd(9)} ${total.toFixed(1).padStart(6)} KiB  (page adds ${(total - sum(entryFiles)).toFixed(1)})`,
  );
}
console.log('\nSigned-in screens, entry + screen (gzip JavaScript, after sign-in):');
for (const [screen, source] of Object.entries(SIGNED_IN_SCREENS)) {
  const files = staticClosure(source, new Set(entryFiles));
  const own = manifest[source]?.file;
  const leaked = own !== undefined && publicFiles.has(own);
  console.log(
    `  ${screen.padEnd(9)} ${sum(files).toFixed(1).padStart(6)} KiB  (screen adds ${(sum(files) - sum(entryFiles)).toFixed(1)})${leaked ? '  IN A PUBLIC FIRST LOAD' : ''}`,
  );
  if (leaked) process.exitCode = 1;
}
const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index);
console.log(`\n  All JavaScript chunks: ${sum(allJs).toFixed(1)} KiB gzip (everything, lazy parts included)`);
console.log(
  worst <= BUDGET_KIB
    ? '  Every page within budget.'
    : `  OVER BUDGET: the heaviest page loads ${worst.toFixed(1)} KiB.`,
);
