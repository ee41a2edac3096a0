// No dead code in the api function, the contract and the web app: every file is reached from an entry,
// and every export is named somewhere besides its declaration.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/emulators.mjs';
import { importGraph, SHOP_ALIASES, sourceFiles } from './lib/import-graph';
import { unreachableFiles, unusedExports } from './lib/unused-code';

const SOURCE_FOLDERS = ['functions/src', 'contract/src', 'web/src'];
const at = (path: string) => join(ROOT, path);
const shopFiles = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(at(folder)));
/** The bundles' entries, the module the icon sprite plugin imports into every page, and the scripts. */
const entries = [
  'functions/src/index.ts',
  'web/src/main.tsx',
  'web/src/entry-server.tsx',
  'web/src/components/sprite-icon.tsx',
].map(at);
/** The web app's build: its vite config and plugins (the icon sprite's code imports sprite-icon.tsx). */
const webBuild = readdirSync(at('web'))
  .filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => at(`web/${name}`));
const scripts = [...sourceFiles(at('scripts')), ...webBuild];
/** Exports named nowhere else that are kept for now, each with the file it is in. */
const KEPT_UNUSED = [{ file: 'functions/src/repositories/products.ts', name: 'productsCollection' }];

describe('the shop’s source', () => {
  it('has no file that no entry or script reaches', () => {
    for (const entry of entries) expect(existsSync(entry), entry).toBe(true);
    const graph = importGraph({ files: [...shopFiles, ...scripts], aliases: SHOP_ALIASES });
    const unreached = unreachableFiles(graph, [...entries, ...scripts], shopFiles);
    expect(unreached.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('has no export that no file names (tests, scripts and the browser specs count)', () => {
    const readers = [
      ...[...SOURCE_FOLDERS, 'functions/test', 'scripts', 'e2e/tests', 'e2e/support', 'tests'].flatMap((folder) =>
        sourceFiles(at(folder), true),
      ),
      ...webBuild,
    ].filter((file) => file !== fileURLToPath(import.meta.url)); // this file names the kept ones
    const unused = unusedExports(shopFiles, readers).map(({ file, name }) => ({ file: relative(ROOT, file), name }));
    expect(unused).toEqual(KEPT_UNUSED);
  });
});
