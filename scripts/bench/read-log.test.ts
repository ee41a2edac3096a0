import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryReads, readLogLine } from '../../functions/src/read-log';
import { feedReads, parseReadLog, readLogMark, readLogSince, readsOfRequest } from './read-log';

describe('the read log', () => {
  it('reads back the lines the function appends, whole lines only', () => {
    const text = readLogLine(1, 'r1', 'get', 'products', 6) + readLogLine(2, null, 'feed', 'products', 500);
    expect(parseReadLog(text)).toEqual({
      entries: [
        { t: 1, request: 'r1', kind: 'get', collection: 'products', reads: 6 },
        { t: 2, request: null, kind: 'feed', collection: 'products', reads: 500 },
      ],
      malformed: 0,
    });
    expect(parseReadLog(`${text}{"t":3,"requ`)).toEqual(parseReadLog(text));
    expect(
      parseReadLog(`${text}nonsense\n{"t":1,"request":"r","kind":"get","collection":"c","reads":-1}\n`).malformed,
    ).toBe(2);
  });

  it("adds up one request's reads, the feed's apart, and bills an empty query one read", () => {
    const { entries } = parseReadLog(
      readLogLine(1, 'a', 'get', 'products', 6) +
        readLogLine(2, 'b', 'query', 'carts', 1) +
        readLogLine(3, 'a', 'aggregate', 'products', 1) +
        readLogLine(4, null, 'feed', 'products', 450),
    );
    expect(readsOfRequest(entries, 'a')).toBe(7);
    expect(readsOfRequest(entries, 'b')).toBe(1);
    expect(feedReads(entries)).toBe(450);
    expect([queryReads(0), queryReads(1), queryReads(1000)]).toEqual([1, 1, 1000]);
  });

  it('reads a file from a mark on', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'read-log-')), 'reads.jsonl');
    expect(readLogMark(file)).toBe(0);
    writeFileSync(file, readLogLine(1, 'before', 'get', 'x', 1));
    const mark = readLogMark(file);
    appendFileSync(file, readLogLine(2, 'after', 'get', 'x', 2));
    expect(readLogSince(file, mark).entries.map((entry) => entry.request)).toEqual(['after']);
  });
});
