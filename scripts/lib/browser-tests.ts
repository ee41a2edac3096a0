// The browser-test phase both test commands end with, on a running stack: the demo data seeded and the
// function workers started side by side, then Playwright with the given arguments.
import { bin } from './run';
import { type Stack, warmFunctionWorkers } from './stack';
import type { StepRunner } from './steps';

export const runBrowserTests = async (steps: StepRunner, { env }: Pick<Stack, 'env'>, playwrightArgs: string[] = []) => {
  const [seeded, warmed] = await Promise.all([
    steps.step('Seed the demo data for the browser tests', bin('tsx'), ['scripts/seed/cli.ts', '--reset'], { env }),
    steps.timed('Start the function workers for the browser tests', () => warmFunctionWorkers({ env })),
  ]);
  if (!seeded || !warmed) return false;
  return steps.step(
    'Browser tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    { env, live: true },
  );
};
