import type { ProductVariant } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { addProduct, priceCartLine, productLine, sourceOfLine, sourceToAdd, variantLineIdsOf } from './cart-lines';

const ruby: ProductVariant = { _id: 'ruby', name: 'Ruby', kind: 'shade', price: 24, stock: 0 };
const coral: ProductVariant = { _id: 'coral', name: 'Coral', kind: 'shade', price: 22, stock: 3 };
const plum: ProductVariant = { _id: 'plum', name: 'Plum', kind: 'shade', price: 26, hidden: true };
const lipstick = { _id: 'lip', title: 'Velvet Lipstick', price: 22, stock: 3, variants: [ruby, coral, plum] };
const serum = { _id: 'serum', title: 'Rose Serum', price: 19.99 };

const coralSource = {
  _id: 'lip',
  title: 'Velvet Lipstick',
  price: 22,
  stock: 3,
  variant: { _id: 'coral', name: 'Coral', kind: 'shade' as const },
};

describe('what an add sells', () => {
  it('is the default variant (the first on sale with units) without a variant id, the one asked for with it', () => {
    expect(sourceToAdd(lipstick, undefined)).toEqual(coralSource);
    expect(sourceToAdd(lipstick, 'ruby')).toMatchObject({ price: 24, stock: 0, variant: { _id: 'ruby' } });
    expect(sourceToAdd(serum, undefined)).toEqual(serum);
  });

  it('is nothing for a hidden or unknown variant, or any variant of a product without them', () => {
    expect(sourceToAdd(lipstick, 'plum')).toBeNull();
    expect(sourceToAdd(lipstick, 'nope')).toBeNull();
    expect(sourceToAdd(serum, 'ruby')).toBeNull();
  });
});

describe('a variant’s line', () => {
  it('is named by both ids, at the variant’s price, and a second add raises it', () => {
    const line = productLine(coralSource, 1);
    expect(line).toEqual({
      _id: 'lip~coral',
      title: 'Velvet Lipstick',
      price: 22,
      quantity: 1,
      totalPriceItem: 22,
      productId: 'lip',
      variantId: 'coral',
      variantName: 'Coral',
      variantKind: 'shade',
    });
    expect(addProduct([line], coralSource)).toEqual([{ ...line, quantity: 2, totalPriceItem: 44 }]);
    expect(variantLineIdsOf([line, { _id: 'serum' }])).toEqual(['lip~coral']);
  });

  it('is priced from its variant now, and no longer sold once hidden, or as a plain line of a product with variants', () => {
    const line = productLine(sourceToAdd(lipstick, 'coral')!, 2);
    const dearer = { ...lipstick, variants: [ruby, { ...coral, price: 25 }, plum] };
    expect(priceCartLine(line, sourceOfLine(dearer, line._id))).toMatchObject({
      price: 25,
      addedPrice: 22,
      available: true,
      stock: 3,
    });
    expect(sourceOfLine({ ...lipstick, variants: [ruby, { ...coral, hidden: true }] }, 'lip~coral')).toBeNull();
    expect(sourceOfLine(lipstick, 'lip')).toBeNull();
  });
});
