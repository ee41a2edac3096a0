// npm run bench:reviews: a product with 2,000 reviews and Top rated on 5,000 products, in an emulator stack
// of its own (offset 45, or BENCH_OFFSET): p50/p95 and the documents read for the product page's data,
// for pages of its reviews and for Top rated with two fact filters. Prints numbers; exits 0 whether or not
// they please (non-zero only when it could not run).
import { runBenchInStack } from './in-stack';

// The Logging emulator streams this stack's own log (scripts/bench/page-reads.ts says why not the file).
await runBenchInStack({
  name: 'bench:reviews',
  offset: Number(process.env.BENCH_OFFSET ?? 45),
  script: 'scripts/bench/reviews-run.ts',
  env: { START_LOGGING_EMULATOR: 'true' },
});
