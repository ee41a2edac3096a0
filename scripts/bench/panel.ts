// npm run bench:panel: in an emulator stack of its own (offset 90), the median of 5 runs in Chromium of
// (1) a click on the cart icon on a signed-in product page until the cart table is drawn, and
// (2) a cart change on one device until the other device's badge shows it (the Firestore listener).
// Builds the function and a web app pointed at that stack's ports (web/dist-bench-panel), then runs
// scripts/bench/panel-run.ts inside the stack. Not a test: it exits non-zero only when it could not measure.
import { runBenchInStack } from './in-stack';

await runBenchInStack({
  name: 'bench:panel',
  offset: 90,
  script: 'scripts/bench/panel-run.ts',
  webDir: 'dist-bench-panel',
});
