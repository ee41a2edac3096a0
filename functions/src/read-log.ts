// A log of every Firestore read the function makes, beside the write log (write-log.ts), for counting what
// each request reads (the API tests' read budget, npm run bench:search). Off unless SHOP_READ_LOG names a
// file: then each get, getAll, query and aggregation appends one line
// { "t": <ms>, "request": <id or null>, "kind": "get" | "query" | "aggregate" | "feed", "collection": "...", "reads": n }.
// `reads` is what Firestore bills: one per document asked for by a get (found or not), one per document
// a query answers (one when it answers none), one per aggregation (one per up to 1,000 index entries:
// every aggregation here counts far fewer). Each request runs with an id of its own (readLogScope) that
// its reads carry and its answer names in the READ_LOG_HEADER header; the search's product feed is a
// background cost, logged with no request (logFeedRead).
import { COLLECTIONS } from '@shop/contract';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import type { NextFunction, Request, Response } from 'express';
import { logsThisProcess } from './write-log';

export const READ_LOG_HEADER = 'x-read-log-request';

export type ReadKind = 'get' | 'query' | 'aggregate' | 'feed';

/** One line of the log. */
export const readLogLine = (
  at: number,
  request: string | null,
  kind: ReadKind,
  collection: string,
  reads: number,
): string => `${JSON.stringify({ t: at, request, kind, collection, reads })}\n`;

/** What a query is billed: one read per document answered, one when it answers none. */
export const queryReads = (documents: number): number => Math.max(1, documents);

// Only in a request-serving function's runtime, as the write log (logsThisProcess).
const file = process.env.SHOP_READ_LOG && logsThisProcess() ? process.env.SHOP_READ_LOG : undefined;
const requests = new AsyncLocalStorage<string>();

const append = (request: string | null, kind: ReadKind, collection: string, reads: number): void => {
  // One write call per line, so the lines of several function workers never interleave.
  if (file) appendFileSync(file, readLogLine(Date.now(), request, kind, collection, reads));
};

const log = (kind: ReadKind, collection: string, reads: number): void =>
  append(requests.getStore() ?? null, kind, collection, reads);

/** The search's product feed: a snapshot of `documents` changes, billed one read each, no request's cost. */
export const logFeedRead = (documents: number): void => {
  if (documents) append(null, 'feed', 'products', documents);
};

/** Runs the rest of the request with an id its reads carry, named in the answer's READ_LOG_HEADER. */
export const readLogScope = (_req: Request, res: Response, next: NextFunction): void => {
  if (!file) {
    next();
    return;
  }
  const id = randomUUID();
  res.setHeader(READ_LOG_HEADER, id);
  requests.run(id, next);
};

/** The Firestore client's own parts this reads: the query a Query or an AggregateQuery runs on. */
interface QueryInternals {
  _queryOptions?: { collectionId?: string };
  _query?: QueryInternals;
}
type Getter<T> = (this: T, ...args: unknown[]) => Promise<unknown>;

const collectionOfQuery = (query: QueryInternals): string =>
  query._queryOptions?.collectionId ?? query._query?._queryOptions?.collectionId ?? '?';

const refsIn = (args: readonly unknown[]): DocumentReference[] =>
  args.filter((arg): arg is DocumentReference => arg instanceof DocumentReference);

const collectionOfRefs = (refs: readonly DocumentReference[]): string => refs[0]?.parent.path ?? '?';

const wrap = <T>(proto: T, name: string, after: (self: T, args: unknown[], answer: unknown) => void): void => {
  const target = proto as Record<string, Getter<T>>;
  const original = target[name];
  if (!original) throw new Error(`The Firestore client has no ${name} to count reads on`);
  target[name] = async function counted(this: T, ...args: unknown[]) {
    const answer = await original.apply(this, args);
    after(this, args, answer);
    return answer;
  };
};

const installReadLog = (): void => {
  // Document reads: a reference's get() goes through Firestore#getAll; a transaction reads through its own.
  const countRefs = (_self: unknown, args: unknown[]) => {
    const refs = refsIn(args);
    log('get', collectionOfRefs(refs), refs.length);
  };
  wrap(Firestore.prototype, 'getAll', countRefs);
  wrap(Transaction.prototype, 'getAll', countRefs);
  // A transaction's get of a query or an aggregation runs that query's _get, counted below.
  wrap(Transaction.prototype, 'get', (_self, args) => {
    if (args[0] instanceof DocumentReference) countRefs(_self, args.slice(0, 1));
  });
  // Every query and aggregation, in a transaction or not, runs through its _get.
  wrap(Query.prototype, '_get', (self, _args, answer) => {
    const size = (answer as { result?: { size?: number } }).result?.size ?? 0;
    log('query', collectionOfQuery(self as unknown as QueryInternals), queryReads(size));
  });
  // The client does not export AggregateQuery: its prototype is reached through an aggregation of a
  // client that never connects (nothing is sent until a query runs).
  const aggregateQuery: unknown = Object.getPrototypeOf(
    new Firestore({ projectId: 'read-log' }).collection(COLLECTIONS.products).count(),
  );
  wrap(aggregateQuery, '_get', (self) => {
    log('aggregate', collectionOfQuery(self as unknown as QueryInternals), 1);
  });
};

if (file) installReadLog();
