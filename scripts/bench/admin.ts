// npm run bench:admin: the admin dashboard's API on 5,000 orders in an emulator stack of its own
// (offset 80), beside one order read. Prints numbers; never fails on a target (non-zero only when it
// could not run). The measuring half is scripts/bench/admin-run.ts.
import { runBenchInStack } from './in-stack';

await runBenchInStack({ name: 'bench:admin', offset: 80, script: 'scripts/bench/admin-run.ts' });
