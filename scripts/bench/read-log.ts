// Reads the api function's read log (SHOP_READ_LOG, functions/src/read-log.ts: one line
// { t, request, kind, collection, reads } per Firestore read) and adds up what each request read.
import { logMark, logTextSince } from './log-since';

export interface ReadLogEntry {
  t: number;
  /** The request the read was made for (its answer's READ_LOG_HEADER); null for the search's feed. */
  request: string | null;
  kind: string;
  collection: string;
  reads: number;
}

const isEntry = (value: unknown): value is ReadLogEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { t, request, kind, collection, reads } = value as Record<string, unknown>;
  return (
    typeof t === 'number' &&
    (request === null || typeof request === 'string') &&
    typeof kind === 'string' &&
    typeof collection === 'string' &&
    typeof reads === 'number' &&
    Number.isInteger(reads) &&
    reads >= 0
  );
};

/** The complete lines of a log's text (a last line without its newline is still being appended). */
export const parseReadLog = (text: string): { entries: ReadLogEntry[]; malformed: number } => {
  const entries: ReadLogEntry[] = [];
  let malformed = 0;
  for (const line of text.slice(0, text.lastIndexOf('\n') + 1).split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isEntry(value)) entries.push(value);
      else malformed += 1;
    } catch {
      malformed += 1;
    }
  }
  return { entries, malformed };
};

export const readLogMark = logMark;

/** The reads logged since `mark` (complete lines only). */
export const readLogSince = (file: string, mark: number) => parseReadLog(logTextSince(file, mark));

/** The documents one request read (what Firestore bills), from the entries of the log. */
export const readsOfRequest = (entries: readonly ReadLogEntry[], request: string): number =>
  entries.reduce((sum, entry) => sum + (entry.request === request ? entry.reads : 0), 0);

/** The documents the search's feed read (its listener's load and changes: an instance's cost). */
export const feedReads = (entries: readonly ReadLogEntry[]): number =>
  entries.reduce((sum, entry) => sum + (entry.request === null && entry.kind === 'feed' ? entry.reads : 0), 0);
