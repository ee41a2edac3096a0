import { STOCK_CHANGED_RELOAD, VARIANT_ID_TWICE, VARIANT_ID_UNKNOWN, type ProductVariant } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { editVariants, keptVariants } from './variant-edit';
import { newVariantId, variantFieldsOf, variantsOf, withVariantsOnSale } from './variants';

const ruby: ProductVariant = {
  _id: 'ruby0001',
  name: 'Ruby',
  kind: 'shade',
  price: 24,
  stock: 10,
  swatch: '#aa0011',
  family: 'red',
};
const nude: ProductVariant = {
  _id: 'nude0001',
  name: 'Nude',
  kind: 'shade',
  price: 20,
  stock: 2,
  swatch: '#ccaa99',
  family: 'nude',
};
const sent = (variant: ProductVariant, extra: Record<string, unknown> = {}) => ({
  ...variant,
  image: '',
  ...extra,
});
let counter = 0;
const newId = () => `new${String((counter += 1)).padStart(5, '0')}`;

describe('editVariants', () => {
  it('keeps the ids sent in the order sent, gives a new one an id, and names the stored ones left out', () => {
    const edit = editVariants(
      [ruby, nude],
      [
        sent(nude),
        { name: 'Coral', kind: 'shade', price: 21, stock: 4, image: '', swatch: '#ff7f50', family: 'coral' },
      ],
      newId,
    );
    expect(edit.refusal).toBeNull();
    if (edit.refusal) return;
    expect(edit.variants.map((variant) => [variant._id, variant.name, variant.stock])).toEqual([
      ['nude0001', 'Nude', 2],
      [expect.stringMatching(/^new/), 'Coral', 4],
    ]);
    expect(edit.removed).toEqual([ruby]);
  });

  it('refuses an unknown or repeated id, and a restock sent twice, naming the field', () => {
    expect(editVariants([ruby], [sent(ruby, { _id: 'other001' })], newId).refusal).toEqual({
      kind: 'invalid',
      message: VARIANT_ID_UNKNOWN,
      field: 'variants[0]._id',
    });
    expect(editVariants([ruby], [sent(ruby), sent(ruby)], newId).refusal?.message).toBe(VARIANT_ID_TWICE);
    const once = editVariants([ruby], [sent(ruby, { addUnits: 5 })], newId);
    expect(once.refusal === null && once.variants[0]?.stock).toBe(15);
    const again = editVariants([{ ...ruby, stock: 15 }], [sent(ruby, { addUnits: 5 })], newId);
    expect(again.refusal).toEqual({ kind: 'conflict', message: STOCK_CHANGED_RELOAD, field: 'variants[0].addUnits' });
  });

  it('hides the removed ones still named, within VARIANTS_MAX', () => {
    expect(keptVariants([nude], [ruby], new Set(['ruby0001'])).variants).toEqual([nude, { ...ruby, hidden: true }]);
    expect(keptVariants([nude], [ruby], new Set()).variants).toEqual([nude]);
    const many = Array.from({ length: 30 }, (_, i) => ({ ...nude, _id: `n${i}`, name: `N${i}` }));
    expect(keptVariants(many, [ruby], new Set(['ruby0001'])).refusal?.field).toBe('variants');
  });
});

describe('the variant fields', () => {
  it('derive price, stock and the stock lists from the variants on sale only', () => {
    const fields = variantFieldsOf([ruby, { ...nude, stock: 0 }, { ...nude, _id: 'x', stock: 3, hidden: true }]);
    expect(fields).toMatchObject({ price: 20, stock: 10, colourFamilies: ['red', 'nude'], lowVariants: 0 });
    expect(fields.variantStockLists).toEqual(['out']);
    expect(variantFieldsOf([ruby, nude]).variantStockLists).toEqual(['low']);
  });

  it('read stored variants, dropping malformed ones, and show shoppers those on sale', () => {
    expect(variantsOf({ variants: [ruby, { name: 'No id' }, 'x'] })).toEqual([ruby]);
    expect(withVariantsOnSale({ variants: [{ ...ruby, hidden: true }, nude] }).variants).toEqual([nude]);
    expect(withVariantsOnSale({ variants: [{ ...ruby, hidden: true }] })).not.toHaveProperty('variants');
  });

  it('make 8-letter ids none of which is taken', () => {
    let calls = 0;
    const id = newVariantId(new Set(['AAAAAAAA']), () => (calls++ < 8 ? 0 : 1));
    expect(id).toBe('BBBBBBBB');
  });
});
