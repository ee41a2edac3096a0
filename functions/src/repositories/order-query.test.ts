import { readFileSync } from 'node:fs';
import { ORDER_STATUSES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { orderIndexesFor, orderQueryShape, type OrderFilter, type OrderIndexSpec } from './order-query';
import { VARIANT_LINE_INDEXES } from './variant-lines';

const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: OrderIndexSpec[];
  }
).indexes;

const keyOf = (index: OrderIndexSpec): string =>
  JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);

/** Every list of orders: a customer's own, and the admin's with any of its filters (or none). */
const ALL_FILTERS: OrderFilter[] = [undefined, 'T-1'].flatMap((transactionNumber) =>
  [undefined, 'u1'].flatMap((userId) =>
    [undefined, ...ORDER_STATUSES].map((status) => ({ transactionNumber, userId, status })),
  ),
);

const needed = new Map<string, OrderIndexSpec>();
for (const filter of ALL_FILTERS)
  for (const index of orderIndexesFor(orderQueryShape(filter))) needed.set(keyOf(index), index);

describe('the orders indexes', () => {
  const declared = declaredIndexes.filter((index) => index.collectionGroup === 'orders');

  it('declares every composite index an orders query needs, and no other', () => {
    // Beside the lists: whether an unshipped order still names a removed variant (variant-lines.ts).
    const variantLines = VARIANT_LINE_INDEXES.filter((index) => index.collectionGroup === 'orders');
    expect(declared.map(keyOf).sort()).toEqual(
      [
        ...needed.keys(),
        ...variantLines.map((index) => JSON.stringify([index.collectionGroup, index.queryScope, index.fields])),
      ].sort(),
    );
  });

  it('needs three: each filter with createdAt desc, merged when combined', () => {
    expect(needed.size).toBe(3);
    expect(orderIndexesFor(orderQueryShape({ userId: 'u1', status: 'placed' }))).toHaveLength(2);
    expect(orderIndexesFor(orderQueryShape({}))).toEqual([]);
  });
});

describe('orderQueryShape', () => {
  it('filters with one equality per filter given', () => {
    expect(orderQueryShape({ transactionNumber: 'T-1', userId: 'u1', status: 'shipped' })).toEqual({
      equals: [
        ['transactionNumber', 'T-1'],
        ['userId', 'u1'],
        ['status', 'shipped'],
      ],
    });
  });
});
