import type { ProductVariant } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { planStockTakes, planVariantsReturn, takenByProduct, type ProductStock } from './stock';

const ruby: ProductVariant = { _id: 'ruby', name: 'Ruby', kind: 'shade', price: 24, stock: 5 };
const coral: ProductVariant = { _id: 'coral', name: 'Coral', kind: 'shade', price: 22, stock: 1 };
const nude: ProductVariant = { _id: 'nude', name: 'Nude', kind: 'shade', price: 20 };
const states = new Map<string, ProductStock>([['lip', { mode: 'variants', variants: [ruby, coral, nude] }]]);

const shadeLine = (variant: ProductVariant, quantity: number) => ({
  _id: `lip~${variant._id}`,
  title: 'Velvet Lipstick',
  quantity,
  productId: 'lip',
  variantId: variant._id,
  variantName: variant.name,
});

describe('buy now with variants', () => {
  it('takes each variant’s units once per product, whatever the lines, and records them by line id', () => {
    const plan = planStockTakes(
      [shadeLine(ruby, 2), shadeLine(coral, 1), shadeLine(nude, 3), shadeLine(ruby, 1)],
      states,
    );
    expect(plan).toEqual({
      kind: 'take',
      taken: { 'lip~ruby': 3, 'lip~coral': 1 },
      changes: new Map([
        ['lip', { kind: 'variants', variants: [{ ...ruby, stock: 2 }, { ...coral, stock: 0 }, nude] }],
      ]),
    });
  });

  it('refuses a variant short of units, naming the product and the variant', () => {
    const plan = planStockTakes([shadeLine(ruby, 1), shadeLine(coral, 2)], states);
    expect(plan).toEqual({
      kind: 'refused',
      refusal: { kind: 'conflict', message: 'Not enough stock: Velvet Lipstick (Coral) (1 left)' },
    });
  });
});

describe('a cancel and variants', () => {
  it('groups what an order took by product, its variants by id', () => {
    expect(takenByProduct({ serum: 2, 'lip~ruby': 3, 'lip~coral': 1 })).toEqual(
      new Map([
        ['serum', { units: 2, variants: new Map() }],
        [
          'lip',
          {
            units: 0,
            variants: new Map([
              ['ruby', 3],
              ['coral', 1],
            ]),
          },
        ],
      ]),
    );
  });

  it('puts the units back on each variant, a hidden one included; a variant gone or untracked gets nothing', () => {
    const hidden = { ...coral, hidden: true };
    expect(
      planVariantsReturn(
        [ruby, hidden, nude],
        new Map([
          ['ruby', 2],
          ['coral', 1],
          ['nude', 4],
          ['gone', 1],
        ]),
      ),
    ).toEqual({
      kind: 'variants',
      variants: [{ ...ruby, stock: 7 }, { ...hidden, stock: 2 }, nude],
    });
    expect(planVariantsReturn([nude], new Map([['nude', 1]]))).toBeNull();
  });
});
