import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const shopUrl = process.env.SHOP_URL ?? 'http://127.0.0.1:5000';

/**
 * Debian's Chromium (playwright's own browser download cannot run on these machines). Its headless shell
 * (package chromium-headless-shell, the same engine without the full browser's UI layers) is preferred:
 * the suite is bound by CPU, and the shell ran it in about 14% less time than the full browser in
 * headless mode (decision 040). The full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Fewer threads and processes to hand work between: the compositor inside the browser process
    // instead of a GPU process of its own, one raster thread, and V8 compiling and collecting on the
    // page's own thread. On a machine where every thread wake-up and system call is dear (a
    // paravirtualized VM: 30% of the CPU in the kernel), the browser tests took 13% less CPU and 12%
    // less time (decision 044). On the faster machines before, `--in-process-gpu` alone changed nothing.
    '--in-process-gpu',
    '--num-raster-threads=1',
    '--js-flags=--single-threaded',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Every test runs in whichever worker is free: specs keep to their own data, and the few that change
  // or count shared lists hold that list's lock (support/locks.ts; e2e/README.md says the rules).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // One retry on CI only; a test that passes on its retry is still listed as flaky.
  retries: process.env.CI ? 1 : 0,
  // On a two-core machine whose every core is busy for the whole run, a page's data can take more than
  // 10 s to show (an admin list: 13 s from the address to its rows in a slow run), and the longest
  // journeys took 47 s of their 60 s. Only a failing test waits for these limits, so they are set for
  // that machine: a test that passes takes the time it takes.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: shopUrl,
    // A trace of every test (screencast and DOM snapshots) took some 40% of the suite's time on two
    // cores, so traces are recorded where they help: a test's retry on CI, or every test when
    // E2E_TRACE is set (`E2E_TRACE=1 npm run test:e2e -- <spec>` keeps those of the failures).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: true },
      grep: /@mobile/,
    },
  ],
});
