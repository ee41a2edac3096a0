// The browser-test phase both test commands end with, on a running stack: the demo data seeded and the
// function workers started side by side, then Playwright with the given arguments. npm test prepares
// its browser stack while the API tests run on another, and starts Playwright once the static checks
// are done.
import { bin } from './run';
import { type Stack, warmFunctionWorkers } from './stack';
import type { StepRunner } from './steps';

/** The demo data seeded and the function workers started, side by side: a stack ready for Playwright. */
export const prepareBrowserStack = async (steps: StepRunner, { env }: Pick<Stack, 'env'>): Promise<boolean> => {
  const [seeded, warmed] = await Promise.all([
    steps.step('Seed the demo data for the browser tests', bin('tsx'), ['scripts/seed/cli.ts', '--reset'], { env }),
    steps.timed('Start the function workers for the browser tests', () => warmFunctionWorkers({ env })),
  ]);
  return seeded && warmed;
};

/** Playwright with the given arguments, on a stack prepareBrowserStack made ready. */
export const runPlaywright = (steps: StepRunner, { env }: Pick<Stack, 'env'>, playwrightArgs: string[] = []) =>
  steps.step(
    'Browser tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    { env, live: true },
  );

export const runBrowserTests = async (steps: StepRunner, stack: Pick<Stack, 'env'>, playwrightArgs: string[] = []) =>
  (await prepareBrowserStack(steps, stack)) && runPlaywright(steps, stack, playwrightArgs);
