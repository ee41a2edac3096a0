// A log of every Firestore commit the function makes, for counting how often each document is written
// (npm run bench:black-friday, the API tests' write budget). Off unless SHOP_WRITE_LOG names a file:
// then each commit that succeeded, a batch's or a transaction's, appends one line
// { "t": <ms since the epoch>, "paths": ["products/x", ...] } to it.
import { appendFileSync } from 'node:fs';
import { WriteBatch } from 'firebase-admin/firestore';

/** The Firestore client's own parts this reads: every batch and every transaction commits through _commit. */
interface CommittingBatch {
  _ops: { docPath: string }[];
  _commit(options?: { methodName?: string }): Promise<CommitAnswer>;
}

/** batchWrite (BulkWriter) answers a status per write; commit answers all or nothing. */
interface CommitAnswer {
  status?: ({ code?: number | null } | null)[];
}

/** One line of the log: when the commit was answered and the documents it wrote, in the batch's order. */
export const writeLogLine = (at: number, paths: readonly string[]): string => `${JSON.stringify({ t: at, paths })}\n`;

/** The documents a commit wrote: all of them, or for a batchWrite only those whose status is OK. */
export const writtenPaths = (paths: readonly string[], answer: CommitAnswer | undefined): string[] =>
  answer?.status ? paths.filter((_, i) => (answer.status?.[i]?.code ?? 0) === 0) : [...paths];

const installWriteLog = (file: string): void => {
  const batch = WriteBatch.prototype as unknown as CommittingBatch;
  const commit = batch._commit;
  batch._commit = async function logged(this: CommittingBatch, options) {
    // Read before committing: a transaction's batch is emptied for its next attempt.
    const paths = this._ops.map((op) => op.docPath);
    const answer = await commit.call(this, options);
    const written = writtenPaths(paths, answer);
    // One write call per line, so the lines of several function workers never interleave.
    if (written.length) appendFileSync(file, writeLogLine(Date.now(), written));
    return answer;
  };
};

/**
 * Whether this process runs a function whose commits and reads the logs count: the request-serving ones
 * (the emulator and Cloud Functions name the function in FUNCTION_TARGET). A test or a script that
 * imports the function's modules logs nothing of its own, and neither does the mail sender: its writes
 * follow a request's commit in a process of its own, and would land in the next request's count.
 */
export const logsThisProcess = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.FUNCTION_TARGET === 'api' || env.FUNCTION_TARGET === 'ssr';

const file = process.env.SHOP_WRITE_LOG;
if (file && logsThisProcess()) installWriteLog(file);
