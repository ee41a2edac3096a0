import type { CartItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { canIncrease, findLine, nextQuantity, withQuantity } from '../cart-lines';

const line = (id: string, quantity: number, price = 20): CartItem => ({
  _id: id,
  title: `Product ${id}`,
  price,
  quantity,
  totalPriceItem: price * quantity,
});

describe('findLine', () => {
  it('should match a product to its line by _id', () => {
    const shops = [line('a', 1), line('b', 2)];
    expect(findLine(shops, 'b')).toEqual(line('b', 2));
    expect(findLine(shops, 'c')).toBeUndefined();
  });

  it('should match a shade’s line by its own id, and a plain product id to the product’s first shade line', () => {
    const ruby = { ...line('lip~ruby', 1), productId: 'lip', variantId: 'ruby' };
    const plum = { ...line('lip~plum', 2), productId: 'lip', variantId: 'plum' };
    const shops = [line('a', 1), ruby, plum];
    expect(findLine(shops, 'lip~plum')).toEqual(plum);
    // Controls that know no shade (the server added the default one) find the product's line.
    expect(findLine(shops, 'lip')).toEqual(ruby);
    expect(findLine(shops, 'lip~coral')).toBeUndefined();
  });
});

describe('nextQuantity', () => {
  it('should add 1 on plus', () => {
    expect(nextQuantity(1, 'increase')).toBe(2);
  });

  it('should lower by 1 on minus and reach 0 from 1', () => {
    expect(nextQuantity(3, 'decrease')).toBe(2);
    expect(nextQuantity(1, 'decrease')).toBe(0);
    expect(nextQuantity(0, 'decrease')).toBe(0);
  });

  it('should go to 0 on trash whatever the quantity', () => {
    expect(nextQuantity(7, 'remove')).toBe(0);
  });

  it('should not go past the most one line may hold', () => {
    expect(nextQuantity(99, 'increase')).toBe(99);
    expect(canIncrease(line('a', 99))).toBe(false);
    expect(canIncrease(line('a', 98))).toBe(true);
  });
});

describe('withQuantity', () => {
  it('should set the quantity and the line total of one line only', () => {
    const shops = [line('a', 1, 30), line('b', 2)];
    expect(withQuantity(shops, 'a', 3)).toEqual([line('a', 3, 30), line('b', 2)]);
  });

  it('should remove the line at 0 and keep the others in order', () => {
    const shops = [line('a', 1), line('b', 2), line('c', 1)];
    expect(withQuantity(shops, 'b', 0)).toEqual([line('a', 1), line('c', 1)]);
  });

  it('should leave the lines alone for a product not in the cart', () => {
    const shops = [line('a', 1)];
    expect(withQuantity(shops, 'z', 2)).toEqual(shops);
  });
});
