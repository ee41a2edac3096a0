// The steps of a test run: each one's output goes to its own log file; the terminal gets a line when a
// step starts and ends, the test reporters' lines of the steps marked `live`, and a failing step's last
// lines with the path of its log. `summary()` prints how long each step took.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface StepOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * Print the standard output as it comes (test reporters); what goes to standard error (warnings,
   * the SDKs' own logs) stays in the log file and is printed only when the step fails. Otherwise all
   * of the output is printed only when the step fails.
   */
  live?: boolean;
  /** Lines of a quiet step's output still worth printing when it passes (a test count). */
  keep?: RegExp;
  /**
   * Run at a lower CPU priority: checks that only need throughput give way to tests that wait on
   * timeouts (the emulator-backed tests beside them).
   */
  background?: boolean;
}

interface StepRecord {
  label: string;
  startedAt: number;
  seconds: number;
  ok: boolean;
}

const TAIL_LINES = 60;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class StepRunner {
  readonly records: StepRecord[] = [];
  readonly failures: string[] = [];
  private readonly started = Date.now();
  private count = 0;

  constructor(readonly logDir: string) {}

  /** Where a file of this run's logs goes. */
  logPath(name: string): string {
    return join(this.logDir, name);
  }

  /** Runs a command as a step; resolves true when it exits 0. */
  async step(label: string, command: string, args: string[], options: StepOptions = {}): Promise<boolean> {
    this.count += 1;
    const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const logPath = this.logPath(`${String(this.count).padStart(2, '0')}-${slug}.log`);
    return this.timed(label, async () => {
      const log = createWriteStream(logPath);
      const tail: string[] = [];
      const kept: string[] = [];
      const color = options.live && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
      const [file, argv] = options.background ? ['nice', ['-n', '10', command, ...args]] : [command, args];
      const child = spawn(file, argv, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...color, ...options.env },
      });
      const follow = (stream: NodeJS.ReadableStream, isStdout: boolean) =>
        new Promise<void>((resolve) => {
          const lines = createInterface({ input: stream, crlfDelay: Infinity });
          lines.on('line', (line) => {
            log.write(`${line}\n`);
            if (options.live && isStdout) console.log(line);
            else {
              tail.push(line);
              if (tail.length > TAIL_LINES) tail.shift();
              if (options.keep?.test(line)) kept.push(line);
            }
          });
          lines.on('close', resolve);
        });
      const [code] = await Promise.all([
        new Promise<number>((resolve) => {
          child.on('error', () => resolve(127));
          child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
        }),
        follow(child.stdout, true),
        follow(child.stderr, false),
      ]);
      await new Promise((resolve) => log.end(resolve));
      if (code === 0) {
        for (const line of kept) console.log(`  ${line.trim()}`);
        return true;
      }
      for (const line of tail) console.log(`  │ ${line}`);
      console.log(`  Output of this step: ${logPath}`);
      return false;
    });
  }

  /** Times work that is not one command (starting the emulators) as a step. */
  async timed(label: string, work: () => Promise<boolean>): Promise<boolean> {
    const startedAt = Date.now();
    console.log(`▶ ${label}`);
    let ok = false;
    try {
      ok = await work();
    } catch (error) {
      console.log(`  ${error instanceof Error ? error.message : String(error)}`);
    }
    const took = Date.now() - startedAt;
    this.records.push({ label, startedAt: startedAt - this.started, seconds: took, ok });
    if (ok) console.log(`✔ ${label} (${seconds(took)})`);
    else {
      console.log(`✖ ${label} failed (${seconds(took)})`);
      this.failures.push(label);
    }
    return ok;
  }

  /** The table of steps (when each started, how long it took) and the total wall time. */
  summary(): void {
    const width = Math.max(...this.records.map((record) => record.label.length), 4);
    console.log(`\n${'Step'.padEnd(width)}   start     took`);
    for (const record of [...this.records].sort((a, b) => a.startedAt - b.startedAt)) {
      console.log(
        `${record.label.padEnd(width)} ${seconds(record.startedAt).padStart(7)} ${seconds(record.seconds).padStart(8)}  ${record.ok ? '✔' : '✖'}`,
      );
    }
    console.log(`${'Total (wall time)'.padEnd(width)} ${''.padStart(7)} ${seconds(Date.now() - this.started).padStart(8)}`);
  }
}
