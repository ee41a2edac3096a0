// The two builds an emulator test stack runs: the api/ssr function bundle and a web app pointed at the
// stack's shifted ports (web/dist-test, its server renderer beside it). Each knows whether the build on
// disk is still current, so a command that only needs them built (npm run test:e2e) does not redo them.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, webBuildEnv } from './emulators.mjs';

export const TEST_WEB_DIR = 'web/dist-test';

/** Where a build records the stack offset it was made for. */
const OFFSET_STAMP = join(ROOT, TEST_WEB_DIR, '.stack-offset');

export interface Build {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** True when the output exists and is newer than every source it is made from. */
  isCurrent: () => boolean;
  /** Called after a successful build. */
  done: () => void;
}

/** Build output inside a source folder (functions/lib), not a source. */
const BUILD_OUTPUT = new Set([join(ROOT, 'functions', 'lib')]);

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // Files only: a folder's own time changes when a build writes beside the sources.
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Only functions/lib is output: web/src/lib and every feature's lib/ are sources.
    if (entry === 'node_modules' || entry.startsWith('dist') || BUILD_OUTPUT.has(join(path, entry))) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
};

const builtAfterSources = (output: string, sources: string[]) => {
  const built = join(ROOT, output);
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return sources.every((source) => newestChange(join(ROOT, source)) <= builtAt);
};

export const testBuilds = (offset: number): Build[] => [
  {
    label: 'Build the api function',
    command: 'npm',
    args: ['run', 'build', '-w', 'functions'],
    env: {},
    isCurrent: () =>
      builtAfterSources('functions/lib/index.js', ['functions/src', 'functions/build.mjs', 'contract/src', 'package-lock.json']),
    done: () => undefined,
  },
  {
    label: 'Build the web app for the test stack',
    command: 'npm',
    args: ['run', 'build:emulator', '-w', 'web', '--', '--outDir', 'dist-test', '--emptyOutDir'],
    env: webBuildEnv(offset),
    isCurrent: () =>
      existsSync(OFFSET_STAMP) &&
      readFileSync(OFFSET_STAMP, 'utf8') === String(offset) &&
      builtAfterSources(`${TEST_WEB_DIR}-ssr/template.html`, ['web', 'contract/src', 'package-lock.json']),
    done: () => writeFileSync(OFFSET_STAMP, String(offset)),
  },
];
