import type { CartItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  lineTotal,
  orderLine,
  orderTotal,
  priceCartLine,
  pricedTotal,
  QuantityLimitError,
  roundMoney,
  setQuantity,
} from './cart-lines';

const serum = { _id: 'p1', title: 'Rose Serum', price: 19.99 };
const line = (quantity: number, price = 19.99): CartItem => ({
  _id: 'p1',
  title: 'Rose Serum',
  price,
  quantity,
  totalPriceItem: lineTotal(price, quantity),
});

describe('money', () => {
  it('rounds amounts to the cent', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(orderTotal([{ totalPriceItem: 59.97 }, { totalPriceItem: 0.1 }, { totalPriceItem: 0.2 }])).toBe(60.27);
  });
});

describe('addProduct', () => {
  it('appends a new line of one with the product’s title and price', () => {
    expect(addProduct([], serum)).toEqual([line(1)]);
  });

  it('raises an existing line by one and reprices it from the product', () => {
    const other: CartItem = { _id: 'p2', title: 'Clay Mask', price: 30, quantity: 1, totalPriceItem: 30 };
    const items = addProduct([line(2, 15), other], serum);
    expect(items).toEqual([line(3), other]);
  });

  it('refuses to go past 99 of one product', () => {
    expect(() => addProduct([line(99)], serum)).toThrow(QuantityLimitError);
  });
});

describe('setQuantity', () => {
  it('sets the quantity and recomputes the line total', () => {
    expect(setQuantity([line(1)], 'p1', 4)).toEqual([line(4)]);
  });

  it('removes the line at 0', () => {
    expect(setQuantity([line(1)], 'p1', 0)).toEqual([]);
  });

  it('answers null for a product that is not in the cart', () => {
    expect(setQuantity([line(1)], 'p9', 2)).toBeNull();
  });
});

describe('orderLine', () => {
  it('prices the line from the product, not from the cart', () => {
    expect(orderLine({ ...serum, price: 25 }, 2)).toEqual({
      _id: 'p1',
      title: 'Rose Serum',
      quantity: 2,
      price: 25,
      totalPriceItem: 50,
    });
  });
});

describe('priceCartLine', () => {
  it('prices the line from the product as it is now and keeps the price it was added at when that differs', () => {
    expect(priceCartLine(line(2, 15), serum)).toEqual({ ...line(2), addedPrice: 15, available: true });
  });

  it('adds no addedPrice when the price did not change', () => {
    expect(priceCartLine(line(2), serum)).toEqual({ ...line(2), available: true });
  });

  it('marks the line unavailable when the product is gone, keeping what it was added with', () => {
    expect(priceCartLine(line(2, 15), null)).toEqual({ ...line(2, 15), available: false });
  });
});

describe('pricedTotal', () => {
  it('adds up only the lines that can still be bought', () => {
    const lines = [priceCartLine(line(2), serum), priceCartLine({ ...line(1, 30), _id: 'gone' }, null)];
    expect(pricedTotal(lines)).toBe(39.98);
  });
});
