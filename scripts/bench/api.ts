// npm run bench:api: times the product API on 5,000 products in an emulator stack of its own (offset 60,
// project demo-cosmetics-test) and prints the figures against the targets of docs/decisions/006. Not a test:
// it exits 0 whether or not a target is met (non-zero only when it could not run).
//
// Builds the function (the wrapper builds nothing) and the web app only if web/dist/index.html is missing,
// then runs scripts/bench/run.ts inside scripts/with-emulators.mjs. The emulators' per-request chatter goes to
// a log file instead of the terminal; the report is printed once the stack has stopped.
import { runBenchInStack } from './in-stack';

// The Logging emulator streams this stack's own log (scripts/bench/page-reads.ts says why not the file).
await runBenchInStack({
  name: 'bench:api',
  offset: 60,
  script: 'scripts/bench/run.ts',
  env: { START_LOGGING_EMULATOR: 'true' },
});
