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
  const states = new Map<string, StockState>([
    ['serum', { mode: 'single', stock: 2 }],
    ['mask', { mode: 'single', stock: 1 }],
    ['balm', { mode: 'single', stock: 0 }],
  ]);
  const lines = [
    { _id: 'serum', title: 'Rosehip Serum', quantity: 3 },
    { _id: 'toner', title: 'Plain Toner', quantity: 40 },
    { _id: 'mask', title: 'Clay Mask', quantity: 1 },
    { _id: 'balm', title: 'Lip Balm', quantity: 1 },
  ];

  it('names every tracked product asked for more than is left, in the cart’s order; untracked lines never fall short', () => {
    expect(planStockTakes(lines, states)).toEqual({
      kind: 'refused',
      refusal: { kind: 'conflict', message: 'Not enough stock: Rosehip Serum (2 left), Lip Balm (0 left)' },
    });
    expect(notEnoughStockMessage([{ title: 'Clay Mask', left: 1 }])).toBe('Not enough stock: Clay Mask (1 left)');
    expect(planStockTakes(lines.slice(1, 3), states).kind).toBe('take');
  });

  it('adds up two lines of one product before comparing', () => {
    const twice = [
      { _id: 'mask', title: 'Clay Mask', quantity: 2 },
      { _id: 'mask', title: 'Clay Mask', quantity: 2 },
    ];
    expect(planStockTakes(twice, new Map([['mask', { mode: 'single', stock: 3 }]]))).toEqual({
      kind: 'refused',
      refusal: { kind: 'conflict', message: 'Not enough stock: Clay Mask (3 left)' },
    });
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

  /** Every shard of a product read (a whole read). */
  const whole = (...units: number[]): StockState => ({
    mode: 'sharded',
    shardCount: units.length,
    shards: units.map((u, k) => ({ k, units: u })),
  });
  /** One shard k of a product with `shardCount` shards (buy now's first read). */
  const one = (shardCount: number, k: number, units: number): StockState => ({
    mode: 'sharded',
    shardCount,
    shards: [{ k, units }],
  });

  it('sells from the product in single mode, refusing more than it holds', () => {
    expect(planTake({ mode: 'single', stock: 4 }, 3)).toEqual({ kind: 'product', stock: 1 });
    expect(planTake({ mode: 'single', stock: 4 }, 4)).toEqual({ kind: 'product', stock: 0 });
    expect(planTake({ mode: 'single', stock: 4 }, 5)).toEqual({ kind: 'short', left: 4 });
  });

  it('takes from the one shard read when it keeps at least one unit after it, and asks for every shard otherwise', () => {
    expect(planTake(one(10, 3, 4), 3)).toEqual({ kind: 'shard', k: 3, units: 1 });
    expect(planTake(one(10, 3, 3), 3)).toEqual({ kind: 'read-all' });
    expect(planTake(one(10, 3, 1), 1)).toEqual({ kind: 'read-all' });
    // Whatever a partial read holds, it never says short: the other shards may have the units.
    expect(planTake(one(10, 3, 1), 50)).toEqual({ kind: 'read-all' });
  });

  it('from a whole read, takes from a random shard that keeps a unit, never bringing one to 0', () => {
    expect(planTake(whole(2, 1, 5, 4), 3, () => 0)).toEqual({ kind: 'shard', k: 2, units: 2 });
    expect(planTake(whole(2, 1, 5, 4), 3, () => 0.99)).toEqual({ kind: 'shard', k: 3, units: 1 });
    for (let units = 1; units <= 12; units += 1)
      for (let quantity = 1; quantity <= units; quantity += 1) {
        const plan = planTake(one(10, 0, units), quantity);
        if (plan.kind === 'shard') expect(plan.units).toBeGreaterThanOrEqual(1);
        else expect(plan.kind).toBe('read-all');
      }
  });

  it('lays the units left out anew when no shard can give them and keep one: over fewer shards, each of one unit or more', () => {
    expect(planTake(whole(2, 2, 2, 2, 2, 2, 2, 2, 2, 2), 3)).toEqual({
      kind: 'layout',
      layout: { stock: 17, shards: [2, 2, 2, 2, 2, 2, 2, 1, 1, 1] },
    });
    expect(planTake(whole(1, 1, 1, 1, 1, 1, 1, 1), 1)).toEqual({
      kind: 'layout',
      layout: { stock: 7, shards: [1, 1, 1, 1, 1, 1, 1] },
    });
    for (let units = 6; units <= 30; units += 1)
      for (let quantity = 1; quantity <= 3; quantity += 1) {
        const plan = planTake(whole(...stockLayoutOf(units).shards), quantity);
        if (plan.kind === 'layout' && plan.layout.shards.length) {
          expect(plan.layout.shards.every((shard) => shard >= 1)).toBe(true);
          expect(plan.layout.stock).toBeGreaterThan(5);
        }
      }
  });

  it('collapses onto the product at 5 or fewer left, and says short from a whole read', () => {
    expect(planTake(whole(1, 1, 1, 1, 1, 1), 1)).toEqual({ kind: 'layout', layout: { stock: 5, shards: [] } });
    expect(planTake(whole(1, 1, 1, 1, 1, 1), 6)).toEqual({ kind: 'layout', layout: { stock: 0, shards: [] } });
    expect(planTake(whole(1, 1, 1, 1, 1, 1), 7)).toEqual({ kind: 'short', left: 6 });
    // Shards that fell to 5 units in all (written by hand, or by an older version) collapse at the next order.
    expect(planTake(whole(0, 4, 0), 1)).toEqual({ kind: 'layout', layout: { stock: 3, shards: [] } });
  });

  it('puts a cancel’s units back onto the product, or into the one shard read', () => {
    expect(planReturn({ mode: 'single', stock: 0 }, 2)).toEqual({ kind: 'product', stock: 2 });
    expect(planReturn(one(10, 7, 1), 2)).toEqual({ kind: 'shard', k: 7, units: 3 });
    expect(planReturn(whole(3, 4), 2, () => 0.7)).toEqual({ kind: 'shard', k: 1, units: 6 });
  });

  it('plans an order’s takes: every shard read first for a product its one shard cannot decide, then takes or refuses', () => {
    const lines = [
      { _id: 'serum', title: 'Rosehip Serum', quantity: 2 },
      { _id: 'toner', title: 'Plain Toner', quantity: 40 },
      { _id: 'mask', title: 'Clay Mask', quantity: 2 },
    ];
    const first = new Map<string, StockState>([
      ['serum', one(6, 0, 6)],
      ['mask', one(8, 5, 2)],
    ]);
    expect(planStockTakes(lines, first)).toEqual({ kind: 'read-all', productIds: ['mask'] });
    const wholeMask = new Map(first).set('mask', whole(2, 1, 1, 1, 1, 1, 1, 2));
    expect(planStockTakes(lines, wholeMask, () => 0)).toEqual({
      kind: 'take',
      taken: { serum: 2, mask: 2 },
      changes: new Map<string, unknown>([
        ['serum', { kind: 'shard', k: 0, units: 4 }],
        ['mask', { kind: 'layout', layout: { stock: 8, shards: [1, 1, 1, 1, 1, 1, 1, 1] } }],
      ]),
    });
    const shortMask = new Map(first).set('mask', whole(1, 1, 1, 1, 1, 1, 1, 1));
    expect(planStockTakes([{ ...lines[2], quantity: 9 } as (typeof lines)[0]], shortMask)).toEqual({
      kind: 'refused',
      refusal: { kind: 'conflict', message: 'Not enough stock: Clay Mask (8 left)' },
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
