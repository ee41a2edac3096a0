// Runs a benchmark script inside an emulator stack of its own and prints its report once the stack has
// stopped (npm run bench:api, bench:load, bench:panel). Builds the function and either a web app pointed
// at the stack's own ports (`webDir`) or, if web/dist/index.html is missing, the plain emulator web app;
// the emulators' per-request chatter goes to a log file instead of the terminal.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, webBuildEnv } from '../lib/emulators.mjs';
import { step } from '../lib/run';
import { reportBegin, reportEnd } from './markers';

export interface StackBench {
  /** The npm script's name, used in the report markers and the log file. */
  name: string;
  /** The port offset of the stack (scripts/with-emulators.mjs); loopback only. */
  offset: number;
  /** The measuring script, run with tsx inside the stack. */
  script: string;
  env?: Record<string, string>;
  /**
   * A web app folder under web/ built for this stack's ports and served by its Hosting emulator, for
   * benchmarks whose browser signs in (the Auth and Firestore emulators are at shifted ports).
   */
  webDir?: string;
}

/** Exits 0 once a report was printed, non-zero only when the benchmark could not run. */
export const runBenchInStack = async ({ name, offset, script, env = {}, webDir }: StackBench): Promise<never> => {
  const started = Date.now();
  process.chdir(ROOT);
  const REPORT_BEGIN = reportBegin(name);
  const REPORT_END = reportEnd(name);

  await step('Build the api function', 'npm', ['run', 'build', '-w', 'functions']);
  if (webDir)
    await step(
      `Build the web app for the benchmark stack (web/${webDir})`,
      'npm',
      ['run', 'build:emulator', '-w', 'web', '--', '--outDir', webDir, '--emptyOutDir'],
      webBuildEnv(offset),
    );
  else if (existsSync(join(ROOT, 'web/dist/index.html')))
    console.log('\nweb/dist/index.html exists: the web app is not rebuilt');
  else
    await step('Build the web app for the emulators (web/dist was missing)', 'npm', [
      'run',
      'build:emulator',
      '-w',
      'web',
    ]);

  /** Lines the emulators print for every request: kept in the log file only. */
  const CHATTER = [
    /^>\s/, // function output, the 'Read a list page' entries among it
    /^i {2}functions: (Beginning execution|Finished ")/,
    /^i {2}hosting: \d+\.\d+\.\d+\.\d+ - - \[/,
    /^\[hosting\] Rewriting /,
  ];

  const logPath = join(tmpdir(), `${name.replace(':', '-')}-emulators-${offset}.log`);
  const logFile = createWriteStream(logPath);
  console.log(`\n▶ Emulator stack (offset ${offset}): seed, warm up, measure (per-request output: ${logPath})`);

  const child = spawn(
    process.execPath,
    [
      'scripts/with-emulators.mjs',
      '--offset',
      String(offset),
      ...(webDir ? ['--public', `web/${webDir}`] : []),
      '--',
      'node_modules/.bin/tsx',
      script,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The Logging emulator streams this stack's own log (scripts/bench/page-reads.ts says why not the file).
      env: { ...process.env, ...env },
    },
  );
  // Ctrl-C reaches the whole process group; stay alive so the stack can shut down and its output be read.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));

  const report: string[] = [];
  let inReport = false;
  const follow = (stream: NodeJS.ReadableStream, write: (line: string) => void) =>
    new Promise<void>((resolve) => {
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      lines.on('line', (line) => {
        logFile.write(`${line}\n`);
        const plain = stripVTControlCharacters(line);
        if (plain === REPORT_BEGIN) inReport = true;
        else if (plain === REPORT_END) inReport = false;
        else if (inReport) report.push(line);
        else if (!CHATTER.some((re) => re.test(plain))) write(line);
      });
      lines.on('close', resolve);
    });

  const [code] = await Promise.all([
    new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))),
    follow(child.stdout, (line) => console.log(line)),
    follow(child.stderr, (line) => console.error(line)),
  ]);
  await new Promise((resolve) => logFile.end(resolve));

  const total = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (report.length) {
    console.log(`\n${REPORT_BEGIN}`);
    for (const line of report) console.log(line);
    console.log(`Total run time (builds, emulators, seed, measuring, shutdown): ${total}`);
    console.log(REPORT_END);
  } else {
    console.error(`\n✖ No report: the benchmark did not finish (exit ${code}, ${total}); see ${logPath}`);
  }
  return process.exit(report.length ? 0 : code || 1);
};
