import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import {
  checkCartQuantity,
  notEnoughStockMessage,
  onlyLeftMessage,
  refuseShortStock,
  shortagesOf,
  stockOf,
  stockOnCreate,
  stockOnUpdate,
  stockRangeOf,
  stockTakenOf,
  unitsAfterReturning,
  unitsAfterTaking,
} from './stock';

const refusal = (run: () => void): { status: number; message: string } | null => {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
};

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

  it('writes a new product’s stock only when tracked; an update keeps it when left out and stops tracking on null', () => {
    expect(stockOnCreate(3)).toEqual({ stock: 3 });
    expect(stockOnCreate(0)).toEqual({ stock: 0 });
    expect(stockOnCreate(null)).toEqual({});
    expect(stockOnCreate(undefined)).toEqual({});
    expect(stockOnUpdate(undefined)).toEqual({});
    expect(stockOnUpdate(8)).toEqual({ stock: 8 });
    expect(stockOnUpdate(null).stock).toEqual(FieldValue.delete());
  });
});

describe('the cart’s check', () => {
  it('lets a line hold up to what is left, and answers 409 past it', () => {
    expect(refusal(() => checkCartQuantity(3, 3))).toBeNull();
    expect(refusal(() => checkCartQuantity(undefined, 99))).toBeNull();
    expect(refusal(() => checkCartQuantity(3, 4))).toEqual({ status: 409, message: 'Only 3 left in stock' });
    expect(refusal(() => checkCartQuantity(0, 1))).toEqual({ status: 409, message: 'This product is sold out' });
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
    expect(refusal(() => refuseShortStock(lines))).toEqual({
      status: 409,
      message: 'Not enough stock: Rosehip Serum (2 left), Lip Balm (0 left)',
    });
    expect(refusal(() => refuseShortStock(lines.slice(1, 3)))).toBeNull();
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
