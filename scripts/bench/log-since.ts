// An append-only log file (the api function's write and read logs) read from a mark on, so a run counts
// only what was appended since.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** Where the log ends now (its size in bytes; 0 before its first line). */
export const logMark = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

/** The text appended since `mark` ('' when nothing was). */
export const logTextSince = (file: string, mark: number): string => {
  const end = logMark(file);
  if (end <= mark) return '';
  const bytes = Buffer.alloc(end - mark);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, mark);
  } finally {
    closeSync(fd);
  }
  return bytes.toString('utf8');
};
