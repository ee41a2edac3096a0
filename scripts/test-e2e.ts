// npm run test:e2e -- <pattern> [playwright options]: the browser specs whose file matches the pattern
// (all of them without one), against an emulator stack of their own on ports shifted by TEST_OFFSET
// (default 10). Builds the function and the test web app only when they are missing or older than the
// sources; seeds the demo data; the emulators' log goes to a file named at the end.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBrowserTests } from './lib/browser-tests';
import { ROOT } from './lib/emulators.mjs';
import { startStack } from './lib/stack';
import { StepRunner } from './lib/steps';
import { TEST_WEB_DIR, testBuilds } from './lib/test-builds';

process.chdir(ROOT);
const offset = Number(process.env.TEST_OFFSET ?? 10);
const logDir = join(tmpdir(), `cosmetics-shop-e2e-${offset}`);
mkdirSync(logDir, { recursive: true });
const steps = new StepRunner(logDir);
const logPath = steps.logPath('emulators.log');

const runSpecs = async (): Promise<boolean> => {
  for (const build of testBuilds(offset)) {
    if (build.isCurrent()) {
      console.log(`· ${build.label}: up to date`);
      continue;
    }
    if (!(await steps.step(build.label, build.command, build.args, { env: build.env }))) return false;
    build.done();
  }
  rmSync(logPath, { force: true });
  let stop: () => Promise<void> = async () => undefined;
  let env: Record<string, string> = {};
  const started = await steps.timed(`Start the emulators (offset ${offset})`, async () => {
    const stack = await startStack({ offset, publicDir: TEST_WEB_DIR, logPath });
    ({ stop, env } = stack);
    return true;
  });
  if (!started) return false;
  try {
    return await runBrowserTests(steps, { env }, process.argv.slice(2));
  } finally {
    await stop();
  }
};

const ok = await runSpecs();
steps.summary();
console.log(`Emulator log: ${logPath}`);
process.exit(ok ? 0 : 1);
