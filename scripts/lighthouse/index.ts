// npm run lighthouse: Lighthouse (mobile preset, Debian's Chromium) on the seeded shop, median of 5
// runs per page, next to a plain static HTML page measured in the same run. Prints numbers and the
// targets (measure.ts); it does not fail on them (it is a measurement, not a test).
//   npm run lighthouse -- --baseline <ref>   also builds <ref> (a commit, branch or tag) and measures
//                                            it in turn with this code, then prints the differences;
//                                            the baseline is seeded by this checkout's seed, so that both
//                                            show the same data (LIGHTHOUSE_BASELINE_SEED=own: its own seed)
import { ROOT } from '../lib/emulators.mjs';
import { argValue, bin, step } from '../lib/run';
import { startBaseline, type Baseline } from './baseline';
import { buildShop, seededStackArgs } from './shop-stack';

const OFFSET = 25;

process.chdir(ROOT);
await buildShop(ROOT, OFFSET, '');

const baselineRef = argValue('--baseline');
if (process.argv.includes('--baseline') && !baselineRef)
  throw new Error('usage: npm run lighthouse -- --baseline <commit>');
const baseline: Baseline | undefined = baselineRef ? await startBaseline(baselineRef) : undefined;
const baselineEnv = baseline ? { BASELINE_URL: baseline.url, BASELINE_REF: baseline.ref } : {};

await step('Measure', 'node', seededStackArgs(OFFSET, `${bin('tsx')} scripts/lighthouse/measure.ts`), baselineEnv);
await baseline?.stop();
