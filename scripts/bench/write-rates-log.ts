// Reads the api function's write log (SHOP_WRITE_LOG) from a mark on, so a run counts only its own commits.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { parseWriteLog, type ParsedWriteLog } from './write-rates';

/** Where the log ends now (its size in bytes; 0 before the function wrote its first line). */
export const writeLogMark = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

/** The commits logged since `mark` (complete lines only). */
export const readWriteLogSince = (file: string, mark: number): ParsedWriteLog => {
  const end = writeLogMark(file);
  if (end <= mark) return { entries: [], malformed: 0 };
  const bytes = Buffer.alloc(end - mark);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, mark);
  } finally {
    closeSync(fd);
  }
  return parseWriteLog(bytes.toString('utf8'));
};
