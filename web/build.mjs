// Builds the web app twice: the browser bundle (outDir, default dist) and the server renderer
// (<outDir>-ssr) that the `ssr` function loads, with the browser build's HTML as its template.
//   node build.mjs [--mode emulator] [--outDir dist]
// The HTML is named app.html, not index.html: Hosting would serve an index.html for "/" itself, and
// "/" is a server-rendered page. Screens that are not server-rendered get app.html (firebase.json).
import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { finishHtml } from './html-finish.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const mode = option('--mode') ?? 'production';
const outDir = resolve(option('--outDir') ?? 'dist');
const ssrDir = `${outDir}-ssr`;

await build({ mode, build: { outDir, emptyOutDir: true } });
const html = finishHtml(readFileSync(join(outDir, 'index.html'), 'utf8'), {
  readAsset: (path) => readFileSync(join(outDir, path), 'utf8'),
  themeScript: readFileSync('public/theme-init.js', 'utf8'),
  startScript: readFileSync('public/app-start.js', 'utf8'),
});
writeFileSync(join(outDir, 'app.html'), html);
renameSync(join(outDir, 'index.html'), join(outDir, '.vite', 'index.original.html'));

await build({
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
copyFileSync(join(outDir, 'app.html'), join(ssrDir, 'template.html'));
