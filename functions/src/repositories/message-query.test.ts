import { readFileSync } from 'node:fs';
import { MESSAGE_FILTERS, type MessageFilter } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { messageIndexesFor, messageQueryShape, type MessageIndexSpec, type MessageListFilter } from './message-query';

const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: MessageIndexSpec[];
  }
).indexes;

const keyOf = (index: MessageIndexSpec): string =>
  JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);

/** Every list the inbox can ask for: each status or none, with and without a search. */
const ALL_FILTERS: MessageListFilter[] = [undefined, ...MESSAGE_FILTERS].flatMap((status?: MessageFilter) =>
  [undefined, 'jane', 'Jane Doe', 'jane@example.com'].map((q) => ({ status, q })),
);

const needed = new Map<string, MessageIndexSpec>();
for (const filter of ALL_FILTERS)
  for (const index of messageIndexesFor(messageQueryShape(filter))) needed.set(keyOf(index), index);

describe('the messages indexes', () => {
  const declared = declaredIndexes.filter((index) => index.collectionGroup === 'messages');

  it('declares every composite index a query of the inbox needs, and no other', () => {
    expect(declared.map(keyOf).sort()).toEqual([...needed.keys()].sort());
  });

  it('needs two indexes for all its lists (a status with a search merges them)', () => {
    expect(needed.size).toBe(2);
    expect(messageIndexesFor(messageQueryShape({ status: 'unread', q: 'jane' }))).toHaveLength(2);
    expect(messageIndexesFor(messageQueryShape({}))).toEqual([]);
  });

  it('keeps the database within the 200 composite indexes it may have', () => {
    expect(declaredIndexes.length).toBeLessThanOrEqual(200);
  });
});

describe('messageQueryShape', () => {
  it('filters the status with one equality and searches with one array-contains of the normalised text', () => {
    expect(messageQueryShape({ status: 'answered', q: '  Jane   DOE ' })).toEqual({
      equals: ['state', 'answered'],
      contains: ['searchKeys', 'jane doe'],
    });
  });

  it('leaves out a search of nothing', () => {
    expect(messageQueryShape({ q: '   ' })).toEqual({});
  });
});
