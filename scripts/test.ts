// npm test: lint, format, typecheck and unit tests, side by side with the builds, the first-load budget
// and one emulator stack for the API, rules and browser tests. The emulators run on ports shifted by
// TEST_OFFSET (default 10), so `npm start` may keep running. Every step's output and the emulators' log
// go to files in one folder, named at the end; the terminal shows the steps, the tests' results and
// what failed.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBrowserTests } from './lib/browser-tests';
import { ROOT } from './lib/emulators.mjs';
import { bin } from './lib/run';
import { type Stack, startStack } from './lib/stack';
import { StepRunner } from './lib/steps';
import { TEST_WEB_DIR, testBuilds } from './lib/test-builds';

process.chdir(ROOT);
const offset = Number(process.env.TEST_OFFSET ?? 10);
const logDir = join(tmpdir(), `cosmetics-shop-test-${offset}`);
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const steps = new StepRunner(logDir);
const VITEST_COUNTS = /^\s*(Test Files|Tests)\s/;

/**
 * Checks that need no emulators, one after another (each is busy on both cores by itself). Lint, format
 * and typecheck run at a lower CPU priority: they fill the time the emulator-backed tests spend waiting
 * without slowing those down. The unit tests wait on timers of their own, so they keep their share.
 */
const staticChecks = async () => {
  const quiet = { background: true };
  await steps.step('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings', '0'], quiet);
  await steps.step('Format (Prettier)', bin('prettier'), ['--check', '.'], quiet);
  await steps.step('Typecheck', 'node', ['scripts/typecheck.mjs'], quiet);
  await steps.step('Unit and component tests (vitest)', bin('vitest'), ['run', '--project', 'unit'], {
    keep: VITEST_COUNTS,
  });
};

/** The builds, then one emulator stack: API and rules tests (they wipe it), the demo seed, the browser tests. */
const stackChecks = async () => {
  for (const build of testBuilds(offset)) {
    if (!(await steps.step(build.label, build.command, build.args, { env: build.env }))) return;
    build.done();
  }
  const budget = steps.step('First-load budget (the test build)', bin('tsx'), [
    'scripts/budget.ts',
    '--no-build',
    '--dist',
    TEST_WEB_DIR,
  ]);
  let stack: Stack | undefined;
  const logPath = steps.logPath('emulators.log');
  const started = await steps.timed(`Start the emulators (offset ${offset})`, async () => {
    console.log(`  their log: ${logPath}`);
    stack = await startStack({ offset, publicDir: TEST_WEB_DIR, logPath });
    return true;
  });
  await budget;
  if (!started || !stack) return;
  try {
    const { env } = stack;
    // The API tests wipe the stack's project between tests; the rules tests keep to projects of their
    // own, so both run at once. The rules tests make the SDK log every refused write: only a failing
    // test's output is shown.
    const [api, rules] = await Promise.all([
      steps.step('API tests (vitest, emulators)', bin('vitest'), ['run', '--project', 'api', '--silent=passed-only'], {
        env,
        live: true,
      }),
      steps.step(
        'Security-rules tests (vitest, emulators)',
        bin('vitest'),
        ['run', '--project', 'rules', '--silent=passed-only'],
        { env, live: true },
      ),
    ]);
    if (!api || !rules) console.log(`  Emulator log: ${logPath}`);
    const browser = await runBrowserTests(steps, { env });
    if (!browser) console.log(`  Emulator log: ${logPath}`);
  } finally {
    await stack.stop();
  }
};

await Promise.all([staticChecks(), stackChecks()]);
steps.summary();
console.log(`Logs of this run (each step's output, the emulators' log): ${logDir}`);
if (steps.failures.length) {
  console.log(`\n✖ Failed: ${steps.failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
