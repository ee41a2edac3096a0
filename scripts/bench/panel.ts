// npm run bench:panel: in an emulator stack of its own (offset 90), the median of 5 runs in Chromium of
// (1) a click on the cart icon on a signed-in product page until the cart table is drawn, and
// (2) a cart change on one device until the other device's badge shows it (the Firestore listener).
// Builds the function and a web app pointed at that stack's ports, then runs scripts/bench/panel-run.ts
// inside scripts/with-emulators.mjs; only the measuring script's lines are printed (the emulators'
// output goes to a log file). Not a test: it exits non-zero only when it could not measure.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, webBuildEnv } from '../lib/emulators.mjs';
import { bin, step } from '../lib/run';

const OFFSET = 90;
const OUT_DIR = 'dist-bench-panel';
process.chdir(ROOT);

await step('Build the api function', 'npm', ['run', 'build', '-w', 'functions']);
await step(
  `Build the web app for the benchmark stack (web/${OUT_DIR})`,
  'npm',
  ['run', 'build:emulator', '-w', 'web', '--', '--outDir', OUT_DIR, '--emptyOutDir'],
  webBuildEnv(OFFSET),
);

const logPath = join(tmpdir(), `bench-panel-emulators-${OFFSET}.log`);
const logFile = createWriteStream(logPath);
console.log(`\n▶ Emulator stack (offset ${OFFSET}): seed, sign in, measure (emulator output: ${logPath})`);
const child = spawn(
  process.execPath,
  [
    'scripts/with-emulators.mjs',
    '--offset',
    String(OFFSET),
    '--public',
    `web/${OUT_DIR}`,
    '--',
    bin('tsx'),
    'scripts/bench/panel-run.ts',
  ],
  { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
);

let measured = false;
const follow = (stream: NodeJS.ReadableStream) =>
  new Promise<void>((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (line) => {
      logFile.write(`${line}\n`);
      if (!line.startsWith('bench:panel')) return;
      console.log(line);
      if (line.includes('median')) measured = true;
    });
    lines.on('close', resolve);
  });

const [code] = await Promise.all([
  new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))),
  follow(child.stdout),
  follow(child.stderr),
]);
await new Promise((resolve) => logFile.end(resolve));
if (!measured) console.error(`\n✖ The benchmark did not finish (exit ${code}); see ${logPath}`);
process.exit(measured ? 0 : code || 1);
