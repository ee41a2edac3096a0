// npm run bench:black-friday [-- --rate 50 --seconds 20]: a Black Friday in an emulator stack of its own
// (offset 60, loopback only). Orders at a steady rate with hot products, reviews, helpful votes and contact
// messages beside them; then a flash sale (200 customers, 50 units) beside the same burst spread over 200
// products. Prints the most written documents (from the api function's write log), latencies, status codes
// and the figures read back. Exits non-zero when the flash sale oversells, a call answers a 5xx or none, or
// a figure is not exact; never on latency. The measuring half is scripts/bench/black-friday-run.ts.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runBenchInStack } from './in-stack';

const OFFSET = 60;
const { values } = parseArgs({
  options: { rate: { type: 'string', default: '50' }, seconds: { type: 'string', default: '20' } },
});
const writeLog = join(tmpdir(), `bench-black-friday-writes-${OFFSET}.jsonl`);
const verdictFile = join(tmpdir(), `bench-black-friday-verdict-${OFFSET}.txt`);
writeFileSync(writeLog, '');
rmSync(verdictFile, { force: true });

// runBenchInStack exits 0 whenever a report was printed: the measuring half's verdict decides instead.
process.on('exit', () => {
  let verdict = '';
  try {
    verdict = readFileSync(verdictFile, 'utf8').trim();
  } catch {
    // No verdict: the run did not finish, and runBenchInStack already exits non-zero.
  }
  if (verdict === 'FAIL') process.exitCode = 1;
});

await runBenchInStack({
  name: 'bench:black-friday',
  offset: OFFSET,
  script: 'scripts/bench/black-friday-run.ts',
  env: {
    SHOP_WRITE_LOG: writeLog,
    BF_RATE: values.rate ?? '50',
    BF_SECONDS: values.seconds ?? '20',
    BF_VERDICT_FILE: verdictFile,
  },
});
