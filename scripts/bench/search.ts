// npm run bench:search: the catalogue's search (decision 070) at 5,000 and 50,000 products in an emulator
// stack of its own (offset 70, loopback): p50/p95 of GET /api/products for six query shapes and of the
// suggestions, documents read per call, and what one instance costs to start (time, documents, memory).
// Not a test: exits 0 whether or not a target is met (non-zero only when it could not run).
import { runBenchInStack } from './in-stack';

await runBenchInStack({
  name: 'bench:search',
  offset: 70,
  script: 'scripts/bench/search-run.ts',
  env: { START_LOGGING_EMULATOR: 'true', NODE_OPTIONS: '--expose-gc' },
});
