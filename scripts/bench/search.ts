// npm run bench:search: the catalogue's search (decision 070) at 5,000 and 50,000 products in an emulator
// stack of its own (offset 70 or BENCH_OFFSET, loopback): p50/p95 of GET /api/products for seven query shapes (a hostile one
// of 40 one-letter words among them) and of the suggestions, documents read per call (the function's read
// log), and what one instance costs to start (time, documents, memory).
// Not a test: exits 0 whether or not a target is met (non-zero only when it could not run).
import { runBenchInStack } from './in-stack';

await runBenchInStack({
  name: 'bench:search',
  // BENCH_OFFSET moves the stack off 70 when another one already uses those ports.
  offset: Number(process.env.BENCH_OFFSET ?? 70),
  script: 'scripts/bench/search-run.ts',
  env: { NODE_OPTIONS: '--expose-gc' },
});
