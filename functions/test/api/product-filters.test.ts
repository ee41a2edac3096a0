import { API_PATHS } from '@shop/contract';
import type { Category, Product, ProductFacts, ProductListAnswer } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { putCategory, putProduct } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser } from './support/users';

const list = async (query: string) => {
  const res = await call<Product[]>('GET', `${API_PATHS.products}${query}`);
  return { status: res.status, message: res.json.message, answer: res.json as ProductListAnswer };
};
const titles = (answer: ProductListAnswer) => (answer.body ?? []).map((p) => p.title);

/** The list a query answers: its titles in order and its totals. */
const listed = async (query: string) => {
  const { status, answer } = await list(query);
  expect(status, query).toBe(200);
  return { titles: titles(answer), filtered: answer.totalProducts.filtered, all: answer.totalProducts.all };
};

let skin: Category;
let body: Category;

type Facts = Partial<ProductFacts>;
/** Oldest first, so the default order (newest first) is this list reversed. */
const CATALOGUE: [id: string, title: string, price: number, category: 'skin' | 'body', facts: Facts][] = [
  [
    'c1',
    'Oat Cleansing Balm',
    30,
    'skin',
    {
      routineStep: 'cleanse',
      skinTypes: ['dry', 'sensitive'],
      concerns: ['dryness'],
      freeFrom: ['fragrance', 'sulfates'],
    },
  ],
  [
    'c2',
    'Green Gel Cleanser',
    24,
    'skin',
    { routineStep: 'cleanse', skinTypes: ['oily'], concerns: ['acne'], freeFrom: ['sulfates'] },
  ],
  [
    'm1',
    'Calm Cream',
    52,
    'skin',
    {
      routineStep: 'moisturise',
      skinTypes: ['dry', 'sensitive'],
      concerns: ['redness', 'dryness'],
      freeFrom: ['fragrance', 'alcohol'],
    },
  ],
  [
    'm2',
    'Cloud Cream',
    48,
    'skin',
    { routineStep: 'moisturise', skinTypes: ['dry', 'normal'], concerns: ['dryness'], freeFrom: ['alcohol'] },
  ],
  [
    'm3',
    'Rich Night Cream',
    60,
    'skin',
    { routineStep: 'moisturise', skinTypes: ['dry'], concerns: ['fine-lines'], freeFrom: ['fragrance'] },
  ],
  [
    'm4',
    'Water Gel Cream',
    39,
    'skin',
    { routineStep: 'moisturise', skinTypes: ['oily'], concerns: ['pores'], freeFrom: ['fragrance', 'alcohol'] },
  ],
  [
    's1',
    'Dew Serum',
    56,
    'skin',
    {
      routineStep: 'treat',
      skinTypes: ['dry', 'oily', 'sensitive'],
      concerns: ['dryness'],
      freeFrom: ['fragrance', 'alcohol', 'parabens'],
    },
  ],
  [
    'b1',
    'Shea Body Cream',
    28,
    'body',
    { routineStep: 'body', skinTypes: ['dry'], concerns: ['dryness'], freeFrom: ['fragrance'] },
  ],
];
const titleOf = (id: string) => CATALOGUE.find(([at]) => at === id)?.[1];
const newestFirst = (...ids: string[]) =>
  CATALOGUE.filter(([id]) => ids.includes(id))
    .map(([, title]) => title)
    .reverse();

beforeEach(async () => {
  await clearAll();
  skin = await putCategory('skin', 'Women Skincare', 'skincare');
  body = await putCategory('body', 'Body Care', 'body');
  for (const [id, title, price, category, facts] of CATALOGUE) {
    await putProduct(id, { title, price, ...facts }, category === 'skin' ? skin : body);
  }
});

describe('GET /api/products with fact filters', () => {
  it('filters by each fact alone, with exact totals', async () => {
    expect(await listed('?skin=sensitive')).toEqual({ titles: newestFirst('c1', 'm1', 's1'), filtered: 3, all: 8 });
    expect(await listed('?concern=dryness')).toEqual({
      titles: newestFirst('c1', 'm1', 'm2', 's1', 'b1'),
      filtered: 5,
      all: 8,
    });
    expect(await listed('?step=moisturise')).toEqual({
      titles: newestFirst('m1', 'm2', 'm3', 'm4'),
      filtered: 4,
      all: 8,
    });
    expect(await listed('?free=alcohol')).toEqual({ titles: newestFirst('m1', 'm2', 'm4', 's1'), filtered: 4, all: 8 });
  });

  it('narrows with every chosen value: several of one fact and several facts together', async () => {
    expect((await listed('?skin=dry,sensitive')).titles).toEqual(newestFirst('c1', 'm1', 's1'));
    expect((await listed('?free=fragrance,alcohol')).titles).toEqual(newestFirst('m1', 'm4', 's1'));
    // The shopper's "fragrance-free moisturisers for dry skin".
    expect(await listed('?skin=dry&free=fragrance&step=moisturise')).toEqual({
      titles: newestFirst('m1', 'm3'),
      filtered: 2,
      all: 8,
    });
    expect(await listed('?skin=dry&concern=redness&free=fragrance,alcohol&step=moisturise')).toEqual({
      titles: [titleOf('m1')],
      filtered: 1,
      all: 8,
    });
  });

  it('combines with search, category and sort, with exact pages and totals', async () => {
    expect(await listed('?q=cream&free=fragrance')).toEqual({
      titles: newestFirst('m1', 'm3', 'm4', 'b1'),
      filtered: 4,
      all: 8,
    });
    expect(await listed('?category=skincare&skin=dry&free=fragrance')).toEqual({
      titles: newestFirst('c1', 'm1', 'm3', 's1'),
      filtered: 4,
      all: 8,
    });
    expect((await listed('?skin=dry&sort=price&order=asc')).titles).toEqual([
      'Shea Body Cream',
      'Oat Cleansing Balm',
      'Cloud Cream',
      'Calm Cream',
      'Dew Serum',
      'Rich Night Cream',
    ]);
    expect(await listed('?q=cream&category=skincare&skin=dry&sort=title&order=asc')).toEqual({
      titles: ['Calm Cream', 'Cloud Cream', 'Rich Night Cream'],
      filtered: 3,
      all: 8,
    });
  });

  it('pages a filtered list exactly, directly or page by page, in either order', async () => {
    const byPrice = [
      'Shea Body Cream',
      'Oat Cleansing Balm',
      'Cloud Cream',
      'Calm Cream',
      'Dew Serum',
      'Rich Night Cream',
    ];
    for (const page of [3, 1, 2, 3]) {
      expect(await listed(`?skin=dry&sort=price&order=asc&limit=2&page=${page}`)).toEqual({
        titles: byPrice.slice((page - 1) * 2, page * 2),
        filtered: 6,
        all: 8,
      });
    }
    expect((await listed('?skin=dry&sort=price&order=desc&limit=4&page=2')).titles).toEqual(
      [...byPrice].reverse().slice(4, 8),
    );
    expect(await listed('?skin=dry&sort=price&order=asc&limit=2&page=4')).toEqual({ titles: [], filtered: 6, all: 8 });
  });

  it('finds nothing for two different steps, and nothing for a fact no product has', async () => {
    expect(await listed('?step=cleanse,moisturise')).toEqual({ titles: [], filtered: 0, all: 8 });
    expect(await listed('?free=silicones')).toEqual({ titles: [], filtered: 0, all: 8 });
  });

  it('refuses an unknown value and a repeated parameter with 400', async () => {
    const unknown = await list('?skin=dry,scaly');
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe('skin must be among dry, oily, combination, normal, sensitive');
    expect((await list('?free=fragrance&free=alcohol')).status).toBe(400);
    expect((await list('?step=moisturiser')).status).toBe(400);
  });

  it('follows an admin changing a product: ticking a claim puts it in the filtered list, unticking takes it out', async () => {
    const admin = await createUser('ada', 'admin');
    const product = (await call<Product>('GET', API_PATHS.product('m2'))).json.body!;
    const save = (freeFrom: string[]) =>
      call('PUT', API_PATHS.product('m2'), {
        token: admin.token,
        body: { ...product, category: product.category._id, freeFrom },
      });
    expect((await save(['alcohol', 'fragrance'])).status).toBe(200);
    expect((await listed('?skin=dry&free=fragrance&step=moisturise')).titles).toContain('Cloud Cream');
    expect((await listed('?skin=dry&free=fragrance&step=moisturise')).filtered).toBe(3);
    expect((await save(['alcohol'])).status).toBe(200);
    expect((await listed('?skin=dry&free=fragrance&step=moisturise')).titles).not.toContain('Cloud Cream');
    expect((await listed('?free=alcohol')).filtered).toBe(4);
  });

  it('keeps the facts when an edit sends only the original product fields', async () => {
    const admin = await createUser('ada', 'admin');
    const before = (await call<Product>('GET', API_PATHS.product('m2'))).json.body!;
    const { title, description, image } = before;
    const res = await call<Product>('PUT', API_PATHS.product('m2'), {
      token: admin.token,
      body: { title, description, price: before.price + 1, category: before.category._id, image },
    });
    expect(res.status).toBe(200);
    const after = (await call<Product>('GET', API_PATHS.product('m2'))).json.body!;
    expect(after.price).toBe(before.price + 1);
    const facts = (p: Product) => [
      p.skinTypes,
      p.concerns,
      p.routineStep,
      p.freeFrom,
      p.keyIngredients,
      p.ingredients,
      p.size,
    ];
    expect(facts(after)).toEqual(facts(before));
    expect((await listed('?skin=dry&free=alcohol&step=moisturise')).titles).toContain(after.title);
  });
});
