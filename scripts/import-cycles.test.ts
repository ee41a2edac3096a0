// No import circles in the api function, the contract and the web app, type-only imports included.
// ESLint's import-x/no-cycle catches the others as you type but skips `import type`.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/emulators.mjs';
import { describeCircle, importCircles, importGraph, SHOP_ALIASES, sourceFiles } from './lib/import-graph';

const graph = importGraph({
  files: ['functions/src', 'contract/src', 'web/src'].flatMap((folder) => sourceFiles(join(ROOT, folder))),
  aliases: SHOP_ALIASES,
});

describe('the import graph', () => {
  it('reads the source: web files import through @/ and the contract, functions through @shop/contract', () => {
    const importsOf = (file: string) => graph.get(join(ROOT, file)) ?? [];
    expect(importsOf('web/src/features/admin/lib/admin-hrefs.ts')).toContain(join(ROOT, 'web/src/config/paths.ts'));
    expect(importsOf('functions/src/ssr/app.ts')).toContain(join(ROOT, 'contract/src/index.ts'));
    expect(graph.size).toBeGreaterThan(300);
  });

  it('has no circle, counting type-only imports', () => {
    expect(importCircles(graph).map((circle) => describeCircle(ROOT, circle))).toEqual([]);
  });
});

describe('importCircles', () => {
  it('finds a circle through a type-only import and a file importing itself, and nothing in a chain', () => {
    const found = importCircles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a', 'd']],
        ['d', []],
        ['e', ['e']],
        ['f', ['d']],
      ]),
    );
    expect(found).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
