// Reads the api function's write log (SHOP_WRITE_LOG) from a mark on, so a run counts only its own commits.
import { logMark, logTextSince } from './log-since';
import { parseWriteLog, type ParsedWriteLog } from './write-rates';

/** Where the log ends now (its size in bytes; 0 before the function wrote its first line). */
export const writeLogMark = logMark;

/** The commits logged since `mark` (complete lines only). */
export const readWriteLogSince = (file: string, mark: number): ParsedWriteLog =>
  parseWriteLog(logTextSince(file, mark));
