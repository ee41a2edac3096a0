// npm test: lint, format, typecheck and unit tests, side by side with the builds, the first-load budget
// and two emulator stacks: one for the API and rules tests, one for the browser tests. The browser
// tests' emulators run on ports shifted by TEST_OFFSET (default 10), the API tests' by TEST_OFFSET + 5,
// so `npm start` may keep running. Every step's output and the emulators' log
// go to files in one folder, named at the end; the terminal shows the steps, the tests' results and
// what failed.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareBrowserStack, runPlaywright } from './lib/browser-tests';
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

/**
 * The API and rules tests run on a stack of their own, ports shifted by TEST_OFFSET + API_STACK_SHIFT.
 * The Functions emulator keeps every worker process it ever started, one per request that found all of a
 * function's workers busy, and the API tests' bursts (20 to 60 calls at once) leave some 30 api workers,
 * each with its search feed listening to the products collection. On that stack the browser tests took
 * 504 s instead of 305 s on a fresh stack, the Firestore emulator using 255 CPU-seconds more: every
 * product write going to all those listeners is the likely cause (decision 081).
 */
const API_STACK_SHIFT = 5;

/** Starts a stack for the run; its log goes to `logName` in the run's folder. */
const startTestStack = async (label: string, stackOffset: number, logName: string): Promise<Stack | undefined> => {
  let stack: Stack | undefined;
  const logPath = steps.logPath(logName);
  const started = await steps.timed(`Start the emulators for ${label} (offset ${stackOffset})`, async () => {
    console.log(`  their log: ${logPath}`);
    stack = await startStack({ offset: stackOffset, publicDir: TEST_WEB_DIR, logPath });
    return true;
  });
  return started ? stack : undefined;
};

/** The API and rules tests, side by side on the API stack; the stack stops once they are done. */
const apiChecks = async (apiStack: Stack): Promise<void> => {
  const { env } = apiStack;
  try {
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
    if (!api || !rules) console.log(`  Emulator log: ${apiStack.logPath}`);
  } finally {
    await apiStack.stop();
  }
};

/**
 * The builds, then the API stack for the API and rules tests (they wipe it), and beside it the browser
 * stack, started and seeded while they run. The browser tests start once that stack is ready and the
 * static checks are done: from then on the API tests, which leave a third of both cores idle on their
 * own, share the machine with them instead of keeping them waiting.
 */
const stackChecks = async (staticDone: Promise<void>) => {
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
  const apiStack = await startTestStack('the API tests', offset + API_STACK_SHIFT, 'emulators-api.log');
  await budget;
  if (!apiStack) return;
  const browserStack = startTestStack('the browser tests', offset, 'emulators-browser.log');
  const prepared = browserStack.then((stack) => (stack ? prepareBrowserStack(steps, stack) : false));
  const apiDone = apiChecks(apiStack);
  const [stack, ready] = await Promise.all([browserStack, prepared, staticDone]);
  try {
    if (stack && ready && !(await runPlaywright(steps, stack))) console.log(`  Emulator log: ${stack.logPath}`);
  } finally {
    // Stopped whether or not it got ready: a stack whose seed failed is still running.
    await Promise.all([stack?.stop(), apiDone]);
  }
};

const staticDone = staticChecks();
await Promise.all([staticDone, stackChecks(staticDone)]);
steps.summary();
console.log(`Logs of this run (each step's output, the emulators' log): ${logDir}`);
if (steps.failures.length) {
  console.log(`\n✖ Failed: ${steps.failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
