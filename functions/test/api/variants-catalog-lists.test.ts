// Lists over products in shades and sizes: the colour filter and its counts, a search by a shade's or
// size's name (and the variant it names), the admin's low-stock and sold-out views per variant and the
// dashboard's counts of them.
import {
  ADMIN_API_PATHS,
  API_PATHS,
  type DashboardBody,
  type Product,
  type ProductListAnswer,
  type ProductSuggestionsAnswer,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';
import { lipstick, shade, size } from './support/variants';

let admin: TestUser;
/** Product ids by name. */
const ids: Record<string, string> = {};
/** Ruby's variant id (the Velvet Lipstick's shade). */
let rubyId = '';

const create = async (name: string, body: Record<string, unknown>): Promise<Product> => {
  const created = await call<Product>('POST', API_PATHS.products, { token: admin.token, body });
  expect(created.status, name).toBe(201);
  ids[name] = created.json.body!._id;
  return created.json.body!;
};

beforeAll(async () => {
  await clearAll();
  await putCategory('lips', 'Lips', 'lips');
  admin = await createUser('boss', 'admin');
  // Shades: red and nude, one low (3 left).
  const velvet = await create(
    'velvet',
    lipstick([shade('Ruby', 'red', 24, { stock: 12 }), shade('Bare Nude', 'nude', 22, { stock: 3 })]),
  );
  rubyId = velvet.variants?.[0]?._id ?? '';
  // Shades: red (sold out) and pink; a hidden-free product with one sold-out shade.
  await create(
    'gloss',
    lipstick([shade('Cherry', 'red', 18, { stock: 0 }), shade('Petal', 'pink', 18, { stock: 9 })], {
      title: 'Shine Gloss',
    }),
  );
  // Sizes: no colour family; plenty of each.
  await create(
    'serum',
    lipstick([size('30 ml', 30, { stock: 20 }), size('50 ml', 45, { stock: 20 })], { title: 'Rose Serum' }),
  );
  // A product without variants, low on its own.
  await create('balm', lipstick([], { title: 'Lip Balm', price: 12, stock: 2 }));
  // A product without variants with plenty (sharded).
  await create('oil', lipstick([], { title: 'Lip Oil', price: 14, stock: 40 }));
}, 120_000);

const list = async (query: string, token?: string) => {
  const res = await call<Product[]>('GET', `${API_PATHS.products}${query}`, { token });
  return { status: res.status, answer: res.json as ProductListAnswer };
};
const listedIds = (answer: ProductListAnswer) => new Set((answer.body ?? []).map((product) => product._id));

describe('the colour filter', () => {
  it('lists the products with a shade on sale in the family, and counts each family beside the other filters', async () => {
    const red = await list('?colour=red');
    expect(red.status).toBe(200);
    expect(listedIds(red.answer)).toEqual(new Set([ids.velvet, ids.gloss]));
    expect(red.answer.totalProducts).toEqual({ all: 5, filtered: 2 });
    // Each family counted as the only colour chosen; the category counts follow the colour chosen.
    expect(red.answer.facetCounts?.colour).toMatchObject({ red: 2, nude: 1, pink: 1, coral: 0 });
    expect(red.answer.facetCounts?.category).toEqual({ lips: 2 });
    const pink = await list('?colour=pink');
    expect(listedIds(pink.answer)).toEqual(new Set([ids.gloss]));
    const all = await list('');
    expect(all.answer.facetCounts?.colour).toMatchObject({ red: 2, nude: 1, pink: 1, berry: 0 });
  });

  it('refuses an unknown family like any unknown filter value, and beside a stock list', async () => {
    const teal = await list('?colour=teal');
    expect(teal.status).toBe(400);
    expect(teal.answer.message).toBe(
      'colour must be one of red, pink, coral, berry, plum, nude, brown, fair, light, medium, tan, deep',
    );
    expect((await list('?colour=red&stock=low', admin.token)).status).toBe(400);
  });
});

describe("a search by a variant's name", () => {
  it('finds the product and names the variant it was found through (list and suggestions), none when found by its title', async () => {
    const found = await list('?q=ruby&sort=relevance');
    expect(found.answer.body?.map((product) => [product._id, product.matchedVariantId])).toEqual([
      [ids.velvet, rubyId],
    ]);
    const sized = await list('?q=50%20ml&sort=relevance');
    const serum = sized.answer.body?.find((product) => product._id === ids.serum);
    expect(serum?.matchedVariantId).toBe(
      (await call<Product>('GET', API_PATHS.product(ids.serum!))).json.body?.variants?.[1]?._id,
    );
    const suggested = (await call('GET', API_PATHS.productSuggestions('ruby'))).json as ProductSuggestionsAnswer;
    expect(suggested.body?.map((item) => [item._id, item.matchedVariantId])).toEqual([[ids.velvet, rubyId]]);
    // Found by its own title, a product names no variant.
    const byTitle = await list('?q=gloss');
    expect(byTitle.answer.body?.map((product) => product._id)).toEqual([ids.gloss]);
    expect(byTitle.answer.body?.[0]).not.toHaveProperty('matchedVariantId');
  });
});

describe('the stock views per variant', () => {
  it('list a product low or sold out through its own units or a variant on sale, and the dashboard counts the same', async () => {
    const low = await list('?stock=low&limit=1000', admin.token);
    const out = await list('?stock=out&limit=1000', admin.token);
    expect(low.status).toBe(200);
    // Velvet: Bare Nude has 3 left (the product 15); the balm has 2 of its own.
    expect(listedIds(low.answer)).toEqual(new Set([ids.velvet, ids.balm]));
    // Gloss: Cherry is sold out (the product has 9).
    expect(listedIds(out.answer)).toEqual(new Set([ids.gloss]));
    expect(low.answer.totalProducts).toEqual({ all: 5, filtered: 2 });
    // Fewest left first: the balm (2) before the lipstick (15).
    expect(low.answer.body?.map((product) => product._id)).toEqual([ids.balm, ids.velvet]);

    const dashboard = (await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token })).json.body!;
    expect({ low: dashboard.lowStock, out: dashboard.soldOut }).toEqual({ low: 2, out: 1 });
  });

  it('follow a restock of the variant: the product leaves the list and the count', async () => {
    const gloss = (await call<Product>('GET', API_PATHS.product(ids.gloss!), { token: admin.token })).json.body!;
    const [cherry, petal] = gloss.variants!;
    const saved = await call<Product>('PUT', API_PATHS.product(ids.gloss!), {
      token: admin.token,
      body: lipstick(
        [
          { ...shade('Cherry', 'red', 18), _id: cherry!._id, stock: 0, addUnits: 10 },
          { ...shade('Petal', 'pink', 18), _id: petal!._id, stock: 9 },
        ],
        { title: 'Shine Gloss' },
      ),
    });
    expect(saved.status).toBe(200);
    expect(listedIds((await list('?stock=out&limit=1000', admin.token)).answer)).toEqual(new Set());
    const dashboard = (await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token })).json.body!;
    expect(dashboard.soldOut).toBe(0);
    expect((await adminDb.doc(`products/${ids.gloss}`).get()).get('variantStockLists')).toEqual([]);
  });
});
