// npm test: lint, typecheck, unit tests, then the emulator stack for API, rules and browser tests.
// The emulators run on ports shifted by TEST_OFFSET (default 10), so `npm start` may keep running.
import { webBuildEnv } from './lib/emulators.mjs';
import { bin, step } from './lib/run';

const offset = Number(process.env.TEST_OFFSET ?? 10);
const started = Date.now();

await step('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings', '0']);
await step('Format (Prettier)', bin('prettier'), ['--check', '.']);
await step('Typecheck', 'node', ['scripts/typecheck.mjs']);
await step('Unit tests (vitest)', bin('vitest'), ['run', '--project', 'unit']);
await step('Build the api function', 'npm', ['run', 'build', '-w', 'functions']);
await step(
  'Build the web app for the test stack',
  'npm',
  ['run', 'build:emulator', '-w', 'web', '--', '--outDir', 'dist-test', '--emptyOutDir'],
  webBuildEnv(offset),
);
await step('First-load budget (the test build)', bin('tsx'), [
  'scripts/budget.ts',
  '--no-build',
  '--dist',
  'web/dist-test',
]);
await step('Emulator-backed tests', 'node', [
  'scripts/with-emulators.mjs',
  '--offset',
  String(offset),
  '--public',
  'web/dist-test',
  '--',
  bin('tsx'),
  'scripts/test-stack.ts',
]);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
