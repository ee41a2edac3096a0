import { describe, expect, it } from 'vitest';
import { productSchema } from './schemas/product';
import { isSoldOut, STOCK_MESSAGE, stockText } from './stock';

describe('stockText', () => {
  it('says "In stock" for untracked products and above 5, "Only N left" from 5 to 1, "Sold out" at 0', () => {
    expect(stockText(undefined)).toBe('In stock');
    expect(stockText(6)).toBe('In stock');
    expect(stockText(5)).toBe('Only 5 left');
    expect(stockText(1)).toBe('Only 1 left');
    expect(stockText(0)).toBe('Sold out');
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(undefined)).toBe(false);
  });
});

describe('the product schema’s stock', () => {
  const base = { title: 'Plain Toner', description: 'A toner for every day.', price: 15, category: 'skin' };
  const stockOf = async (stock: unknown) => (await productSchema.validate({ ...base, stock })).stock;

  it('keeps a left-out stock out, reads the empty field and null as untracked, and numbers from 0', async () => {
    expect(await productSchema.validate(base)).not.toHaveProperty('stock');
    expect(await stockOf(null)).toBeNull();
    expect(await stockOf('')).toBeNull();
    expect(await stockOf(0)).toBe(0);
    expect(await stockOf('12')).toBe(12);
  });

  it('refuses negative, fractional and non-numeric stock with one message', async () => {
    for (const stock of [-1, 1.5, 'lots'])
      await expect(productSchema.validate({ ...base, stock })).rejects.toThrow(STOCK_MESSAGE);
  });
});
