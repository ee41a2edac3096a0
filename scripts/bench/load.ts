// npm run bench:load: bursts of parallel traffic in an emulator stack of its own (offset 70, loopback only):
// 20 and 100 parallel add-to-cart of one customer, 20 parallel buy-now on one cart, 20 customers buying the
// last 5 units of one product at once, 50 parallel product-list reads, and the cost of the account check on
// state-changing calls. Not a test: it exits 0 whatever the figures (non-zero only when it could not run).
import { runBenchInStack } from './in-stack';

await runBenchInStack({ name: 'bench:load', offset: 70, script: 'scripts/bench/load-run.ts' });
