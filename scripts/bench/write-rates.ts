// How often each Firestore document was written, from the api function's write log (SHOP_WRITE_LOG,
// functions/src/write-log.ts: one line { t, paths } per commit that succeeded). Firestore sustains about
// one write per second per document: these figures show which documents a workload writes faster.
// Pure: the callers read the file (write-rates-log.ts).

/** One commit: when it was answered (ms since the epoch) and the documents it wrote. */
export interface WriteLogEntry {
  t: number;
  paths: string[];
}

export interface ParsedWriteLog {
  entries: WriteLogEntry[];
  /** Lines that are not a commit (a line still being written at the end is left for the next read). */
  malformed: number;
}

const isEntry = (value: unknown): value is WriteLogEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { t, paths } = value as Record<string, unknown>;
  return (
    typeof t === 'number' &&
    Number.isFinite(t) &&
    Array.isArray(paths) &&
    paths.every((path) => typeof path === 'string')
  );
};

/** The complete lines of a log's text; a last line without its newline is still being appended. */
export const parseWriteLog = (text: string): ParsedWriteLog => {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const entries: WriteLogEntry[] = [];
  let malformed = 0;
  for (const line of complete.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isEntry(value)) entries.push({ t: value.t, paths: value.paths });
      else malformed += 1;
    } catch {
      malformed += 1;
    }
  }
  return { entries, malformed };
};

/** The most of `times` (ascending) inside any window of `windowMs`: a write at t counts in [t, t + windowMs). */
export const mostInWindow = (times: readonly number[], windowMs: number): number => {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
};

export interface DocumentWrites {
  path: string;
  writes: number;
  /** The most writes in any 1-second window. */
  maxPerSecond: number;
  /** The most writes in any 10-second window, divided by 10: the rate the document had to sustain. */
  sustainedPerSecond: number;
}

export const SECOND_MS = 1000;
export const SUSTAINED_WINDOW_MS = 10_000;

/** Every document's writes in `entries`, most written first (then the higher 1-second peak, then by path). */
export const writeRates = (entries: readonly WriteLogEntry[]): DocumentWrites[] => {
  const times = new Map<string, number[]>();
  for (const { t, paths } of entries) {
    for (const path of paths) {
      const list = times.get(path);
      if (list) list.push(t);
      else times.set(path, [t]);
    }
  }
  const rates = [...times].map(([path, list]): DocumentWrites => {
    const sorted = list.sort((a, b) => a - b);
    return {
      path,
      writes: sorted.length,
      maxPerSecond: mostInWindow(sorted, SECOND_MS),
      sustainedPerSecond: mostInWindow(sorted, SUSTAINED_WINDOW_MS) / (SUSTAINED_WINDOW_MS / SECOND_MS),
    };
  });
  return rates.sort(
    (a, b) =>
      b.writes - a.writes || b.maxPerSecond - a.maxPerSecond || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
};

/** The `n` most written documents. */
export const topWritten = (rates: readonly DocumentWrites[], n: number): DocumentWrites[] => rates.slice(0, n);

/** The commits answered in [from, to] (ms since the epoch). */
export const entriesBetween = (entries: readonly WriteLogEntry[], from: number, to: number): WriteLogEntry[] =>
  entries.filter((entry) => entry.t >= from && entry.t <= to);

export interface WriteBudget {
  /** The most writes any one document may take (counted, whatever the time). */
  maxWrites?: number;
  /** The most writes in any 1-second window. */
  maxPerSecond?: number;
  /** The most sustained writes per second (10-second windows). */
  sustainedPerSecond?: number;
  /** Documents the budget does not apply to, with the reason (e.g. a request's own documents). */
  exempt?: (path: string) => boolean;
}

export interface OverBudget extends DocumentWrites {
  /** What it broke, e.g. "writes 64 > 16". */
  broke: string[];
}

/** The documents that break the budget, most written first. */
export const overBudget = (rates: readonly DocumentWrites[], budget: WriteBudget): OverBudget[] =>
  rates.flatMap((rate) => {
    if (budget.exempt?.(rate.path)) return [];
    const broke: string[] = [];
    if (budget.maxWrites !== undefined && rate.writes > budget.maxWrites)
      broke.push(`writes ${rate.writes} > ${budget.maxWrites}`);
    if (budget.maxPerSecond !== undefined && rate.maxPerSecond > budget.maxPerSecond)
      broke.push(`${rate.maxPerSecond} in 1 s > ${budget.maxPerSecond}`);
    if (budget.sustainedPerSecond !== undefined && rate.sustainedPerSecond > budget.sustainedPerSecond)
      broke.push(`${rate.sustainedPerSecond}/s over 10 s > ${budget.sustainedPerSecond}/s`);
    return broke.length ? [{ ...rate, broke }] : [];
  });

/**
 * The chance that, when `draws` requests each pick one of `shards` documents uniformly at random, some
 * document is picked more than `limit` times (the union bound over the shards of the binomial tail):
 * what a counted budget on sharded documents risks failing by bad luck.
 */
export const shardOverflowChance = (draws: number, shards: number, limit: number): number => {
  if (shards <= 1) return draws > limit ? 1 : 0;
  const p = 1 / shards;
  let tail = 0;
  // P(X = k) for X ~ Binomial(draws, p), built up from P(X = 0) with the ratio of successive terms.
  let term = (1 - p) ** draws;
  for (let k = 0; k <= draws; k += 1) {
    if (k > limit) tail += term;
    term *= ((draws - k) / (k + 1)) * (p / (1 - p));
  }
  return Math.min(1, shards * tail);
};
