import { onlyLeftMessage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  cartQuantityRefusal,
  newLayoutFieldsOf,
  notEnoughStockMessage,
  planReturn,
  planStockTakes,
  planTake,
  shardCountOf,
  shortagesOf,
  stockLayoutOf,
  stockOf,
  stockOnCreate,
  stockRangeOf,
  stockTakenOf,
  unitsAfterEdit,
  unitsAfterReturning,
  unitsAfterTaking,
  type StockState,
} from './stock';

describe('what a product document holds', () => {
  it('reads a whole number from 0 as the stock, anything that is not a number as untracked', () => {
    expect(stockOf({ stock: 4 })).toBe(4);
    expect(stockOf({ stock: 0 })).toBe(0);
    expect(stockOf({})).toBeUndefined();
    expect(stockOf(undefined)).toBeUndefined();
    expect(stockOf({ stock: '4' })).toBeUndefined();
    expect(stockOf({ stock: Number.NaN })).toBeUndefined();
  });

  it('never reads below 0 or a fraction, whatever was written by hand', () => {
    expect(stockOf({ stock: -3 })).toBe(0);
    expect(stockOf({ stock: 2.7 })).toBe(2);
  });

  it('writes a new product’s stock only when tracked', () => {
    expect(stockOnCreate(3)).toEqual({ stock: 3 });
    expect(stockOnCreate(0)).toEqual({ stock: 0 });
    expect(stockOnCreate(null)).toEqual({});
    expect(stockOnCreate(undefined)).toEqual({});
  });
});

describe('the cart’s check', () => {
  it('lets a line hold up to what is left, and refuses past it as a conflict', () => {
    expect(cartQuantityRefusal(3, 3)).toBeNull();
    expect(cartQuantityRefusal(undefined, 99)).toBeNull();
    expect(cartQuantityRefusal(3, 4)).toEqual({ kind: 'conflict', message: 'Only 3 left in stock' });
    expect(cartQuantityRefusal(0, 1)).toEqual({ kind: 'conflict', message: 'This product is sold out' });
    expect(onlyLeftMessage(1)).toBe('Only 1 left in stock');
  });
});

describe('buy now’s check', () => {
  const lines = [
    { _id: 'serum', title: 'Rosehip Serum', quantity: 3, stock: 2 },
    { _id: 'toner', title: 'Plain Toner', quantity: 40 },
    { _id: 'mask', title: 'Clay Mask', quantity: 1, stock: 1 },
    { _id: 'balm', title: 'Lip Balm', quantity: 1, stock: 0 },
  ];

  it('names every tracked product asked for more than is left, in the cart’s order; untracked lines never fall short', () => {
    expect(shortagesOf(lines)).toEqual([
      { title: 'Rosehip Serum', left: 2 },
      { title: 'Lip Balm', left: 0 },
    ]);
    expect(notEnoughStockMessage(shortagesOf(lines))).toBe(
      'Not enough stock: Rosehip Serum (2 left), Lip Balm (0 left)',
    );
    expect(planStockTakes(lines, new Map()).refusal).toEqual({
      kind: 'conflict',
      message: 'Not enough stock: Rosehip Serum (2 left), Lip Balm (0 left)',
    });
    expect(planStockTakes(lines.slice(1, 3), new Map()).refusal).toBeNull();
  });

  it('adds up two lines of one product before comparing', () => {
    const twice = [
      { _id: 'mask', title: 'Clay Mask', quantity: 2, stock: 3 },
      { _id: 'mask', title: 'Clay Mask', quantity: 2, stock: 3 },
    ];
    expect(shortagesOf(twice)).toEqual([{ title: 'Clay Mask', left: 3 }]);
  });
});

describe('stock arithmetic', () => {
  it('takes units down to 0 and never below, and puts them back', () => {
    expect(unitsAfterTaking(5, 5)).toBe(0);
    expect(unitsAfterTaking(5, 2)).toBe(3);
    expect(() => unitsAfterTaking(1, 2)).toThrow('Cannot take 2 of 1 units');
    expect(() => unitsAfterTaking(4, -1)).toThrow();
    expect(unitsAfterReturning(0, 3)).toBe(3);
    expect(unitsAfterReturning(2, -4)).toBe(2);
  });

  it('reads what an order took, leaving out anything malformed', () => {
    expect(stockTakenOf({ serum: 2, mask: 0, balm: -1, gel: 1.5, oil: '3' })).toEqual({ serum: 2 });
    expect(stockTakenOf(undefined)).toEqual({});
    expect(stockTakenOf('serum')).toEqual({});
  });

  it('lists low stock as 1 to 5 left and sold out as 0', () => {
    expect(stockRangeOf('low')).toEqual({ min: 1, max: 5 });
    expect(stockRangeOf('out')).toEqual({ min: 0, max: 0 });
  });
});

describe('stock shards', () => {
  it('keeps 5 or fewer units on the product, more spread evenly over up to 10 shards of at least one unit', () => {
    expect(stockLayoutOf(0)).toEqual({ stock: 0, shards: [] });
    expect(stockLayoutOf(5)).toEqual({ stock: 5, shards: [] });
    expect(stockLayoutOf(6)).toEqual({ stock: 6, shards: [1, 1, 1, 1, 1, 1] });
    expect(stockLayoutOf(20)).toEqual({ stock: 20, shards: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2] });
    expect(stockLayoutOf(23).shards).toEqual([3, 3, 3, 2, 2, 2, 2, 2, 2, 2]);
    expect(newLayoutFieldsOf(stockLayoutOf(23))).toEqual({ stock: 23, stockShards: 10 });
    expect(newLayoutFieldsOf(stockLayoutOf(4))).toEqual({ stock: 4 });
    expect(shardCountOf({ stockShards: 10 })).toBe(10);
    expect(shardCountOf({ stockShards: 11 })).toBe(0);
    expect(shardCountOf({})).toBe(0);
  });

  const sharded = (...units: number[]): StockState => ({
    mode: 'sharded',
    shards: units.map((u, k) => ({ k, units: u })),
  });

  it('sells from the product in single mode and from one random shard that has enough', () => {
    expect(planTake({ mode: 'single', stock: 4 }, 3)).toEqual({ kind: 'product', stock: 1 });
    expect(planTake(sharded(2, 0, 5, 3), 3, () => 0)).toEqual({ kind: 'shards', shards: [{ k: 2, units: 2 }] });
    expect(planTake(sharded(2, 0, 5, 3), 3, () => 0.99)).toEqual({ kind: 'shards', shards: [{ k: 3, units: 0 }] });
  });

  it('takes from several shards when none has enough, never below 0', () => {
    const change = planTake(sharded(2, 2, 2, 2, 2), 3);
    expect(change.kind).toBe('shards');
    if (change.kind !== 'shards') return;
    const before = new Map([0, 1, 2, 3, 4].map((k) => [k, 2]));
    const taken = change.shards.reduce((sum, { k, units }) => sum + (before.get(k) ?? 0) - units, 0);
    expect(taken).toBe(3);
    expect(change.shards.every(({ units }) => units >= 0)).toBe(true);
  });

  it('collapses the shards when the order leaves 5 or fewer, writing the exact units left on the product', () => {
    expect(planTake(sharded(2, 2, 2), 1)).toEqual({ kind: 'collapse', stock: 5, deleted: [0, 1, 2] });
    expect(planTake(sharded(1, 1, 1, 1, 1, 1), 6)).toEqual({ kind: 'collapse', stock: 0, deleted: [0, 1, 2, 3, 4, 5] });
    expect(() => planTake(sharded(1, 1), 3)).toThrow();
  });

  it('puts a cancel’s units back onto the product, or into one shard', () => {
    expect(planReturn({ mode: 'single', stock: 0 }, 2)).toEqual({ kind: 'product', stock: 2 });
    expect(planReturn(sharded(3, 4), 2, () => 0.7)).toEqual({ kind: 'shards', shards: [{ k: 1, units: 6 }] });
  });

  it('plans an order’s takes for tracked products only, refusing a short order whole', () => {
    const lines = [
      { _id: 'serum', title: 'Rosehip Serum', quantity: 2, stock: 12 },
      { _id: 'toner', title: 'Plain Toner', quantity: 40 },
    ];
    const states = new Map<string, StockState>([['serum', sharded(6, 6)]]);
    expect(planStockTakes(lines, states, () => 0)).toEqual({
      refusal: null,
      taken: { serum: 2 },
      changes: new Map([['serum', { kind: 'shards', shards: [{ k: 0, units: 4 }] }]]),
    });
    expect(planStockTakes([{ ...lines[0], quantity: 13 } as (typeof lines)[0]], states).refusal).toEqual({
      kind: 'conflict',
      message: 'Not enough stock: Rosehip Serum (12 left)',
    });
  });
});

describe('an admin’s save and the stock', () => {
  it('adds units to the live count, and writes off down to 0 but not below', () => {
    expect(unitsAfterEdit(3, { addUnits: 10 })).toEqual({ units: 13, refusal: null });
    expect(unitsAfterEdit(3, { addUnits: -3 })).toEqual({ units: 0, refusal: null });
    expect(unitsAfterEdit(3, { addUnits: -4 }).refusal).toEqual({
      kind: 'invalid',
      message: 'Only 3 units are in stock: you cannot write off more than that.',
    });
    expect(unitsAfterEdit(3, { addUnits: 0 })).toEqual({ units: undefined, refusal: null });
    expect(unitsAfterEdit(3, {})).toEqual({ units: undefined, refusal: null });
  });

  it('keeps the stock when the form sends the live number, and refuses an older one as a conflict', () => {
    expect(unitsAfterEdit(3, { stock: 3 })).toEqual({ units: undefined, refusal: null });
    expect(unitsAfterEdit(3, { stock: 3, addUnits: 2 })).toEqual({ units: 5, refusal: null });
    expect(unitsAfterEdit(3, { stock: 5 }).refusal).toEqual({
      kind: 'conflict',
      message: 'The stock changed since you opened this product: it is now 3. Use Add units to restock.',
    });
  });

  it('starts tracking an untracked product at its Stock, stops on null, and refuses Add units without a count', () => {
    expect(unitsAfterEdit(undefined, { stock: 7 })).toEqual({ units: 7, refusal: null });
    expect(unitsAfterEdit(undefined, {})).toEqual({ units: undefined, refusal: null });
    expect(unitsAfterEdit(4, { stock: null })).toEqual({ units: null, refusal: null });
    expect(unitsAfterEdit(undefined, { stock: null })).toEqual({ units: undefined, refusal: null });
    expect(unitsAfterEdit(undefined, { addUnits: 3 }).refusal?.kind).toBe('invalid');
    expect(unitsAfterEdit(4, { stock: null, addUnits: 3 }).refusal?.kind).toBe('invalid');
  });
});
