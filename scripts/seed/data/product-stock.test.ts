import { LOW_STOCK_MAX } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { stockOf } from '../../../functions/src/rules/stock';
import { productDoc } from '../documents';
import { demoShopping } from './shopping';
import { PLENTIFUL_IDS, SOLD_OUT_IDS } from './product-stock';
import { PRODUCTS } from './products';
import { seedVariant } from './variants';

const stocks = new Map(PRODUCTS.map((product) => [product.id, stockOf(productDoc(product))]));

describe('the seeded stock', () => {
  it('tracks every product, some low and some sold out', () => {
    expect([...stocks.values()].every((stock) => stock !== undefined)).toBe(true);
    const low = [...stocks.values()].filter((stock) => stock !== undefined && stock > 0 && stock <= LOW_STOCK_MAX);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect([...stocks.entries()].filter(([, stock]) => stock === 0).map(([id]) => id)).toEqual([...SOLD_OUT_IDS]);
  });

  it('keeps plentiful what the demo carts hold and what tests buy', () => {
    const inOpenCarts = demoShopping(new Date()).flatMap((shopping) => shopping.openCart.lines);
    for (const { productId, variantId, quantity } of inOpenCarts) {
      expect(stocks.get(productId)).toBeGreaterThan(quantity * 100);
      // A shade or size in a demo cart is plentiful itself.
      if (variantId) expect(seedVariant(productId, variantId).stock).toBeGreaterThan(quantity * 100);
    }
    for (const id of PLENTIFUL_IDS) expect(stocks.get(id)).toBeGreaterThanOrEqual(100);
  });
});
