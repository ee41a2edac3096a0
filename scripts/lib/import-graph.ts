// The import graph of the shop's own source, type-only imports included (ESLint's import-x/no-cycle
// skips those), and the circles in it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './emulators.mjs';

const SOURCE_FILE = /\.tsx?$/;
const SCRIPT_FILE = /\.(tsx?|mjs|js)$/;
const TEST_FILE = /\.test\.tsx?$|[\\/]__tests__[\\/]/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface ImportRoots {
  /** The graph's nodes (sourceFiles of a few folders). */
  files: string[];
  /** Import specifiers that stand for a folder or file: `@/` for web/src, `@shop/contract` for its entry. */
  aliases: Record<string, string>;
}

/**
 * The TypeScript files under a folder, tests left out; with `everything`, its tests and JavaScript
 * modules too (node_modules always left out).
 */
export const sourceFiles = (folder: string, everything = false): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, everything);
    if (path.endsWith('.d.ts')) return [];
    if (everything) return SCRIPT_FILE.test(path) ? [path] : [];
    return SOURCE_FILE.test(path) && !TEST_FILE.test(path) ? [path] : [];
  });

const resolveFile = (base: string): string | null =>
  CANDIDATES.map((suffix) => base + suffix).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;

/** The shop's own import names: `@/` (the web app's source) and the contract. */
export const SHOP_ALIASES: ImportRoots['aliases'] = {
  '@/': join(ROOT, 'web/src'),
  '@shop/contract': join(ROOT, 'contract/src/index.ts'),
};

/** The file an import names, or null for a package (or anything outside the aliases and relative paths). */
const resolveImport = (from: string, specifier: string, aliases: ImportRoots['aliases']): string | null => {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('.')) return resolveFile(resolve(dirname(from), bare));
  for (const [alias, target] of Object.entries(aliases)) {
    if (bare === alias) return resolveFile(target);
    if (alias.endsWith('/') && bare.startsWith(alias)) return resolveFile(join(target, bare.slice(alias.length)));
  }
  return null;
};

/** Each file with the files it imports (static, dynamic, type-only, re-exports). */
export const importGraph = ({ files, aliases }: ImportRoots): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName, aliases))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
};

/** The graph's circles: each strongly connected set of two or more files (or a file importing itself). */
export const importCircles = (graph: Map<string, string[]>): string[][] => {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { file: string; edge: number }[] = [{ file: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.file);
      if (members.length > 1 || targets.includes(frame.file)) circles.push(members.sort());
    }
  }
  return circles;
};

/** A circle as the repository's relative paths, for a failure message. */
export const describeCircle = (root: string, circle: string[]): string =>
  circle.map((file) => relative(root, file)).join(' <-> ');
