import type { ProductVariant } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { anythingCameBack, cameBackFor, sidesOfReturn } from './stock-alerts';

const shade = (_id: string, stock: number | undefined, hidden = false): ProductVariant => ({
  _id,
  name: _id,
  kind: 'shade',
  price: 10,
  ...(stock === undefined ? {} : { stock }),
  ...(hidden ? { hidden } : {}),
});

describe('when an alert is released', () => {
  it('a product comes back when its units go from 0 to some, or it stops being counted', () => {
    const product = { variantId: null };
    expect(cameBackFor(product, { units: 0, variants: [] }, { units: 3, variants: [] })).toBe(true);
    expect(cameBackFor(product, { units: 0, variants: [] }, { units: null, variants: [] })).toBe(true);
    expect(cameBackFor(product, { units: 0, variants: [] }, { units: 0, variants: [] })).toBe(false);
    expect(cameBackFor(product, { units: 2, variants: [] }, { units: 9, variants: [] })).toBe(false);
  });

  it('a shade comes back on its own units, not its siblings’, and never while hidden', () => {
    const before = [shade('a', 0), shade('b', 0)];
    const after = [shade('a', 4), shade('b', 0)];
    expect(cameBackFor({ variantId: 'a' }, { units: 0, variants: before }, { units: 4, variants: after })).toBe(true);
    expect(cameBackFor({ variantId: 'b' }, { units: 0, variants: before }, { units: 4, variants: after })).toBe(false);
    expect(
      cameBackFor({ variantId: 'a' }, { units: 0, variants: before }, { units: 4, variants: [shade('a', 4, true)] }),
    ).toBe(false);
    expect(anythingCameBack({ units: 0, variants: before }, { units: 4, variants: after })).toBe(true);
    expect(anythingCameBack({ units: 1, variants: [shade('a', 1)] }, { units: 5, variants: [shade('a', 5)] })).toBe(
      false,
    );
  });

  it('reads a cancel’s return on the document or the variants; a sharded product never comes back', () => {
    expect(sidesOfReturn({ mode: 'single', stock: 0 }, { kind: 'product', stock: 2 })).toEqual({
      before: { units: 0, variants: [] },
      after: { units: 2, variants: [] },
    });
    expect(sidesOfReturn({ mode: 'sharded', shardCount: 2, shards: [] }, { kind: 'shard', k: 0, units: 9 })).toBeNull();
  });
});
