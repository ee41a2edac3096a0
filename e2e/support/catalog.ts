import type { APIRequestContext } from '@playwright/test';
import type { Category, Product } from '../../contract/src/entities';
import type { ProductFacts } from '../../contract/src/product-facts';
import { idTokenFor } from './auth';
import { test } from './fixtures';

/**
 * A product of the test's own, created and changed through the API as the demo admin (never a seeded
 * product: other specs read those). With `stock` its units are counted; a price change keeps them.
 */
export const ownProduct = async (
  request: APIRequestContext,
  title: string,
  price: number,
  facts: Partial<ProductFacts> = {},
  stock?: number,
) => {
  const headers = { Authorization: `Bearer ${await idTokenFor('admin', 'Admin12345')}` };
  const categories = (await (await request.get('/api/categories')).json()) as { body: Category[] };
  const category = categories.body[0]?._id ?? '';
  const fields = (newPrice: number) => ({
    title,
    description: `${title}, made for the panel tests`,
    price: newPrice,
    category,
    routineStep: 'treat',
    ...facts,
  });
  let current = price;
  const created = await request.post('/api/products', {
    headers,
    data: { ...fields(price), ...(stock === undefined ? {} : { stock }) },
  });
  if (created.status() !== 201) throw new Error(`Creating ${title} failed: ${await created.text()}`);
  const { _id: id } = ((await created.json()) as { body: Product }).body;
  return {
    id,
    title,
    path: `/product/${id}`,
    setPrice: async (newPrice: number) => {
      const answer = await request.put(`/api/products/${id}`, { headers, data: fields(newPrice) });
      if (!answer.ok()) throw new Error(`Changing the price of ${title} failed: ${await answer.text()}`);
      current = newPrice;
    },
    // The stock changes by the units added to what is there now (a restock never undoes a sale).
    setStock: async (units: number) => {
      const now = ((await (await request.get(`/api/products/${id}`)).json()) as { body: Product }).body.stock;
      const change = now === undefined ? { stock: units } : { addUnits: units - now };
      const answer = await request.put(`/api/products/${id}`, { headers, data: { ...fields(current), ...change } });
      if (!answer.ok()) throw new Error(`Changing the stock of ${title} failed: ${await answer.text()}`);
    },
    remove: async () => {
      const answer = await request.delete(`/api/products/${id}`, { headers });
      if (!answer.ok()) throw new Error(`Deleting ${title} failed: ${await answer.text()}`);
    },
  };
};

/** A product title no other test uses (titles are 3 to 30 characters). */
export const uniqueTitle = (name: string): string => `${name} ${Math.random().toString(36).slice(2, 8)}`;

export type OwnProduct = Awaited<ReturnType<typeof ownProduct>>;

/**
 * ownProduct for a spec whose products are removed after each of its tests, so the shop's listings stay
 * as the other specs expect them. Call it once at the spec's top level.
 */
export const ownProductsRemovedAfterEach = () => {
  let made: OwnProduct[] = [];
  test.afterEach(async () => {
    for (const product of made) await product.remove().catch(() => undefined);
    made = [];
  });
  return async (...args: Parameters<typeof ownProduct>): Promise<OwnProduct> => {
    const product = await ownProduct(...args);
    made.push(product);
    return product;
  };
};
