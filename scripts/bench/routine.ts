// npm run bench:routine: the skin analysis's routine on 5,000 products, in an emulator stack of its own
// (offset 40): what one recommendation reads and how long GET /api/skin-analysis takes. Prints numbers;
// exits 0 whether or not they please (non-zero only when it could not run).
import { runBenchInStack } from './in-stack';

await runBenchInStack({ name: 'bench:routine', offset: 40, script: 'scripts/bench/routine-run.ts' });
