// npm run bench:api: times the product API on 5,000 products in a stack of its own (offset 60) against
// the targets of decision 006. Not a test: exit 0 whether or not a target is met. Builds the function,
// and the web app if missing, then runs run.ts in with-emulators.mjs; the emulators' chatter goes to a log.
import { runBenchInStack } from './in-stack';

// The Logging emulator streams this stack's own log (scripts/bench/page-reads.ts says why not the file).
await runBenchInStack({
  name: 'bench:api',
  offset: 60,
  script: 'scripts/bench/run.ts',
  env: { START_LOGGING_EMULATOR: 'true' },
});
