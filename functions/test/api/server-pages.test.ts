// The storefront pages the server renders (through Hosting, as a visitor gets them) show what the
// catalog holds now: a page the server keeps from an earlier request is served again only while the
// API answers exactly what it was rendered from.
import { formatPrice, type Category } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { putCategory, putProduct } from './support/catalog';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';

const page = async (path: string): Promise<string> => {
  const res = await fetch(`${testEnv.shopUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

/** The product page's heading, as the server wrote it. */
const heading = (html: string): string | undefined => /<h1\b[^>]*id="product-title"[^>]*>([^<]*)</.exec(html)?.[1];

let skin: Category;

beforeEach(async () => {
  await clearAll();
  skin = await putCategory('skin', 'Women Skincare', 'skincare');
});

describe('a server-rendered page after the catalog changes', () => {
  it("shows a product's new title and price on the next request", async () => {
    await putProduct('rose-serum', { title: 'Rose Serum', price: 20 }, skin);
    const first = await page('/product/rose-serum');
    expect(heading(first)).toBe('Rose Serum');
    expect(await page('/product/rose-serum')).toBe(first);

    await putProduct('rose-serum', { title: 'Rose Serum Deluxe', price: 24.5 }, skin);
    const changed = await page('/product/rose-serum');
    expect(heading(changed)).toBe('Rose Serum Deluxe');
    expect(changed).toContain(formatPrice(24.5));
    expect(changed).not.toContain(formatPrice(20));
  });

  it('lists a new product on the next request of the products page', async () => {
    await putProduct('rose-serum', { title: 'Rose Serum' }, skin);
    const before = await page('/products');
    expect(before).toContain('Rose Serum');
    expect(before).not.toContain('Peony Cream');

    await putProduct('peony-cream', { title: 'Peony Cream' }, skin);
    const after = await page('/products');
    expect(after).toContain('Peony Cream');
    expect(after).toContain('Rose Serum');
  });
});
