import { mkdtempSync, appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLogLine, writtenPaths } from '../../functions/src/write-log';
import {
  entriesBetween,
  mostInWindow,
  overBudget,
  parseWriteLog,
  shardOverflowChance,
  topWritten,
  writeRates,
  type WriteLogEntry,
} from './write-rates';
import { readWriteLogSince, writeLogMark } from './write-rates-log';

const at = (t: number, ...paths: string[]): WriteLogEntry => ({ t, paths });

describe('the write log', () => {
  it('reads back the lines the function appends, whole lines only', () => {
    const text = writeLogLine(1000, ['orders/a', 'carts/a']) + writeLogLine(1500, ['orders/b']);
    expect(parseWriteLog(text)).toEqual({
      entries: [at(1000, 'orders/a', 'carts/a'), at(1500, 'orders/b')],
      malformed: 0,
    });
    // A line still being appended waits for the next read; anything else that is not a commit is counted.
    expect(parseWriteLog(`${text}{"t":2000,"pa`)).toEqual(parseWriteLog(text));
    expect(parseWriteLog(`${text}nonsense\n{"t":"x","paths":[]}\n\n`).malformed).toBe(2);
  });

  it("keeps a batchWrite's failed writes out, and a commit's all in", () => {
    expect(writtenPaths(['a/1', 'a/2', 'a/3'], { status: [{ code: 0 }, { code: 10 }, {}] })).toEqual(['a/1', 'a/3']);
    expect(writtenPaths(['a/1', 'a/2'], {})).toEqual(['a/1', 'a/2']);
    expect(writtenPaths(['a/1'], undefined)).toEqual(['a/1']);
  });

  it('reads a file from a mark on', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'write-log-')), 'writes.jsonl');
    expect(writeLogMark(file)).toBe(0);
    expect(readWriteLogSince(file, 0).entries).toEqual([]);
    writeFileSync(file, writeLogLine(1, ['before/x']));
    const mark = writeLogMark(file);
    appendFileSync(file, writeLogLine(2, ['after/x']) + writeLogLine(3, ['after/y']));
    expect(readWriteLogSince(file, mark).entries).toEqual([at(2, 'after/x'), at(3, 'after/y')]);
  });
});

describe('write rates', () => {
  it('finds the most writes in any window, a write at t counting in [t, t + window)', () => {
    expect(mostInWindow([], 1000)).toBe(0);
    expect(mostInWindow([0, 999], 1000)).toBe(2);
    expect(mostInWindow([0, 1000], 1000)).toBe(1);
    expect(mostInWindow([0, 100, 200, 1150, 1180, 1199, 5000], 1000)).toBe(4);
  });

  it('counts every document of every commit: total, 1-second peak and 10-second sustained rate', () => {
    // orderStats/day: 30 writes, 10 within one second, 25 within ten seconds; orders/x once each.
    const entries = Array.from({ length: 30 }, (_, i) =>
      at(i < 10 ? i * 50 : i < 25 ? 2000 + i * 100 : 20_000 + i * 1000, 'orderStats/day', `orders/${i}`),
    );
    const rates = writeRates(entries);
    expect(rates[0]).toEqual({ path: 'orderStats/day', writes: 30, maxPerSecond: 10, sustainedPerSecond: 2.5 });
    expect(rates).toHaveLength(31);
    expect(rates[1]).toEqual({ path: 'orders/0', writes: 1, maxPerSecond: 1, sustainedPerSecond: 0.1 });
    expect(topWritten(rates, 2).map((r) => r.path)).toEqual(['orderStats/day', 'orders/0']);
  });

  it('orders ties by the higher peak, then by path, and counts a document twice in one commit twice', () => {
    const rates = writeRates([at(0, 'b/1', 'a/1'), at(5000, 'b/1', 'a/1'), at(5100, 'a/1', 'c/1', 'c/1')]);
    expect(rates.map((r) => [r.path, r.writes, r.maxPerSecond])).toEqual([
      ['a/1', 3, 2],
      ['c/1', 2, 2],
      ['b/1', 2, 1],
    ]);
  });

  it('takes the commits of a time span', () => {
    expect(entriesBetween([at(1, 'a/1'), at(5, 'a/2'), at(9, 'a/3')], 5, 9).map((e) => e.t)).toEqual([5, 9]);
  });

  it('names the documents over a budget and what they broke, leaving the exempt out', () => {
    const rates = writeRates([
      ...Array.from({ length: 20 }, (_, i) => at(i * 10, 'orderStats/day')),
      ...Array.from({ length: 20 }, (_, i) => at(i * 10, 'carts/mine')),
      at(0, 'orders/1'),
    ]);
    const over = overBudget(rates, {
      maxWrites: 16,
      maxPerSecond: 5,
      sustainedPerSecond: 1,
      exempt: (path) => path.startsWith('carts/'),
    });
    expect(over.map((o) => [o.path, o.broke])).toEqual([
      ['orderStats/day', ['writes 20 > 16', '20 in 1 s > 5', '2/s over 10 s > 1/s']],
    ]);
    expect(overBudget(rates, {})).toEqual([]);
  });
});

describe('the chance that random shard choice breaks a counted budget', () => {
  it('is the union bound of the binomial tail', () => {
    // One shard: every draw lands on it.
    expect(shardOverflowChance(10, 1, 9)).toBe(1);
    expect(shardOverflowChance(10, 1, 10)).toBe(0);
    // Two shards, two draws, at most one each: both on one shard is 1/2; the bound counts it per shard.
    expect(shardOverflowChance(2, 2, 1)).toBeCloseTo(0.5, 12);
    // 64 orders over 64 day shards, at most 16 on one: far below one in a million.
    expect(shardOverflowChance(64, 64, 16)).toBeLessThan(1e-12);
    expect(shardOverflowChance(64, 64, 2)).toBeGreaterThan(0.5);
  });
});
