// The api function's 'Read a list page' debug entries (functions/src/logs.ts), streamed from this stack's
// own Logging emulator (firebase-debug.log is shared by every CLI started from the root, and deleted by
// the first to exit). Without it, the CLI's open debug log is tailed through /proc; other stacks' entries
// may then mix in, and each request expecting one entry counts and reports the extra ones.
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readlinkSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';

export const PAGE_READ_MESSAGE = 'Read a list page';

export interface PageRead {
  collection: string;
  offset: number;
  limit: number;
  counted: number;
  scanned: number;
  read: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A PageRead from a parsed structured log payload, or null when it is something else. */
export const toPageRead = (value: unknown): PageRead | null => {
  if (!isRecord(value) || value.message !== PAGE_READ_MESSAGE || typeof value.collection !== 'string') return null;
  const numberAt = (key: keyof PageRead): number => (typeof value[key] === 'number' ? value[key] : NaN);
  const entry: PageRead = {
    collection: value.collection,
    offset: numberAt('offset'),
    limit: numberAt('limit'),
    counted: numberAt('counted'),
    scanned: numberAt('scanned'),
    read: numberAt('read'),
  };
  return Object.values(entry).some((v) => Number.isNaN(v)) ? null : entry;
};

/** The flat JSON object a function printed for a page read, found anywhere in a log line. */
const PAGE_READ_JSON = /\{[^{}]*"message":"Read a list page"[^{}]*\}/;

export const pageReadInLine = (line: string): PageRead | null => {
  const match = PAGE_READ_JSON.exec(line);
  if (!match) return null;
  try {
    return toPageRead(JSON.parse(match[0]));
  } catch {
    return null;
  }
};

/** The page reads seen so far, in arrival order; waitFor lets a caller attribute them to its request. */
export abstract class PageReadLog {
  abstract readonly source: string;
  readonly entries: PageRead[] = [];
  private readonly waiters = new Set<() => void>();

  protected add(entry: PageRead): void {
    this.entries.push(entry);
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves with the index of the first entry at or after `from` that matches, or -1 after `timeoutMs`. */
  waitFor(from: number, match: (entry: PageRead) => boolean, timeoutMs: number): Promise<number> {
    const found = () => this.entries.findIndex((entry, i) => i >= from && match(entry));
    return new Promise((resolve) => {
      const done = (index: number) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(index);
      };
      const check = () => {
        const index = found();
        if (index !== -1) done(index);
      };
      const timer = setTimeout(() => done(found()), timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  abstract close(): void;
}

interface WsClient {
  on(event: 'open' | 'close', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer | string) => void): this;
  on(event: 'error', listener: (err: Error) => void): this;
  close(): void;
  terminate(): void;
}
type WsConstructor = new (url: string) => WsClient;

/** The `ws` client the firebase CLI itself uses for its Logging emulator (no extra dependency). */
const loadWs = (): WsConstructor =>
  createRequire(join(ROOT, 'node_modules/firebase-tools/package.json'))('ws') as WsConstructor;

class LoggingEmulatorLog extends PageReadLog {
  readonly source: string;

  private constructor(
    private readonly ws: WsClient,
    url: string,
  ) {
    super();
    this.source = `this stack's Logging emulator (${url})`;
    ws.on('message', (data) => {
      try {
        const bundle: unknown = JSON.parse(data.toString());
        if (!isRecord(bundle)) return;
        const user = isRecord(bundle.data) ? bundle.data.user : undefined;
        const entry = toPageRead(user) ?? (typeof bundle.message === 'string' ? pageReadInLine(bundle.message) : null);
        if (entry) this.add(entry);
      } catch {
        // Not a JSON bundle: not ours to read.
      }
    });
  }

  static async open(url: string): Promise<LoggingEmulatorLog> {
    const ws = new (loadWs())(url);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer from ${url}`)), 5000);
      ws.on('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return new LoggingEmulatorLog(ws, url);
  }

  close(): void {
    this.ws.terminate();
  }
}

const parentOf = (pid: number): number => {
  // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** The debug log the firebase CLI that runs this script has open, as a /proc path (survives deletion). */
const cliDebugLog = (): string | null => {
  for (let pid = process.ppid; pid > 1; pid = parentOf(pid)) {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('emulators:exec')) continue;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (/firebase-debug(\.\d+)?\.log/.test(readlinkSync(`/proc/${pid}/fd/${fd}`))) return `/proc/${pid}/fd/${fd}`;
      } catch {
        // The descriptor closed meanwhile.
      }
    }
    return null;
  }
  return null;
};

class DebugFileLog extends PageReadLog {
  readonly source: string;
  private readonly fd: number;
  private position: number;
  private partial = '';
  private readonly timer: NodeJS.Timeout;

  constructor(path: string, shown: string) {
    super();
    this.source = `${shown} (shared with other emulator stacks; extra entries are flagged)`;
    this.fd = openSync(path, 'r');
    this.position = fstatSync(this.fd).size;
    this.timer = setInterval(() => this.poll(), 25);
  }

  private poll(): void {
    const size = fstatSync(this.fd).size;
    if (size < this.position) this.position = 0;
    if (size === this.position) return;
    const buffer = Buffer.alloc(size - this.position);
    const got = readSync(this.fd, buffer, 0, buffer.length, this.position);
    this.position += got;
    const lines = (this.partial + buffer.subarray(0, got).toString('utf8')).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const entry = pageReadInLine(line);
      if (entry) this.add(entry);
    }
  }

  close(): void {
    clearInterval(this.timer);
    closeSync(this.fd);
  }
}

const loggingEmulatorUrl = async (): Promise<string> => {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set');
  const emulators: unknown = await (await fetch(`http://${hub}/emulators`)).json();
  const logging = isRecord(emulators) && isRecord(emulators.logging) ? emulators.logging : undefined;
  if (!logging || typeof logging.port !== 'number') throw new Error('the Logging emulator is not running');
  return `ws://${typeof logging.host === 'string' ? logging.host : '127.0.0.1'}:${logging.port}`;
};

/** The best source of page reads for this stack; `notes` says why a weaker one was chosen. */
export const openPageReadLog = async (notes: string[]): Promise<PageReadLog | null> => {
  if (process.env.BENCH_LOG_SOURCE !== 'file') {
    try {
      return await LoggingEmulatorLog.open(await loggingEmulatorUrl());
    } catch (err) {
      notes.push(`Logging emulator unavailable (${err instanceof Error ? err.message : String(err)}).`);
    }
  }
  try {
    const path = cliDebugLog();
    if (path) return new DebugFileLog(path, `the firebase CLI's firebase-debug.log (${path})`);
    notes.push('The firebase CLI running this script has no firebase-debug.log open.');
  } catch (err) {
    notes.push(`Could not open the firebase CLI's debug log (${err instanceof Error ? err.message : String(err)}).`);
  }
  return null;
};
