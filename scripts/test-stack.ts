// What `npm test` runs while the emulators are up: API and rules tests (they wipe the database),
// then the demo seed, then the browser tests against the seeded shop.
import { bin, step } from './lib/run';

await step('API and security-rules tests (vitest, emulators)', bin('vitest'), ['run', '--project', 'integration']);
await step('Seed the demo data for the browser tests', bin('tsx'), ['scripts/seed/cli.ts', '--reset']);
await step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
