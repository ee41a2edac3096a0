import { API_PATHS, emptyProductRating, type Category, type Product, type ProductListAnswer } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { nextDate, PLAIN_FACTS, putCategory, putProduct, putProducts } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser } from './support/users';

const list = async (query = '') => {
  const res = await call<Product[]>('GET', `${API_PATHS.products}${query}`);
  return { ...res, answer: res.json as ProductListAnswer };
};
const titles = (answer: ProductListAnswer) => (answer.body ?? []).map((p) => p.title);

let lips: Category;
let skin: Category;

beforeEach(async () => {
  await clearAll();
  lips = await putCategory('lips', 'Lips', 'lips');
  skin = await putCategory('skin', 'Women Skincare', 'skincare');
});

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Velvet Rose Lipstick',
  description: 'A soft matte lipstick that lasts all day.',
  price: 24.5,
  category: 'lips',
  image: '',
  routineStep: 'make-up',
  ...overrides,
});

describe('GET /api/products', () => {
  it('answers the newest update first, with totalProducts beside the body and a CDN cache header', async () => {
    await putProduct('a', { title: 'Oldest Balm' }, lips);
    await putProduct('b', { title: 'Middle Serum', price: 55, image: '/uploads/seed-serum.svg' }, skin);
    await putProduct('c', { title: 'Newest Gloss' }, lips);

    const { status, headers, answer } = await list();
    expect(status).toBe(200);
    expect(answer.success).toBe(true);
    expect(titles(answer)).toEqual(['Newest Gloss', 'Middle Serum', 'Oldest Balm']);
    expect(answer.totalProducts).toEqual({ all: 3, filtered: 3 });
    expect(answer.body?.[1]).toEqual({
      _id: 'b',
      title: 'Middle Serum',
      description: 'A lovely product for the tests',
      price: 55,
      category: { _id: 'skin', title: 'Women Skincare', slug: 'skincare' },
      image: '/uploads/seed-serum.svg',
      ...PLAIN_FACTS,
      rating: emptyProductRating(),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
  });

  it('pages with page and limit, 6 a page by default, counting every product', async () => {
    await putProducts(lips, 8, (i) => ({ title: `Gloss ${i}` }));

    expect(titles((await list()).answer)).toEqual(['Gloss 7', 'Gloss 6', 'Gloss 5', 'Gloss 4', 'Gloss 3', 'Gloss 2']);
    expect(titles((await list('?page=2')).answer)).toEqual(['Gloss 1', 'Gloss 0']);
    const third = (await list('?page=3&limit=3')).answer;
    expect(titles(third)).toEqual(['Gloss 1', 'Gloss 0']);
    expect(third.totalProducts).toEqual({ all: 8, filtered: 8 });
    const beyond = (await list('?page=9&limit=3')).answer;
    expect(beyond.body).toEqual([]);
    expect(beyond.totalProducts).toEqual({ all: 8, filtered: 8 });
  });

  it('gives a deep page the same products whether reached page by page or directly, also after writes', async () => {
    await putProducts(lips, 60, (i) => ({ title: `Shade ${i}`, price: 10 + ((i * 37) % 60) }));
    const expected = async (sortDesc = true) => {
      const snap = await adminDb.collection('products').get();
      return snap.docs
        .map((d) => ({ id: d.id, updated: d.get('updatedAt').toMillis() as number }))
        .sort((x, y) => (sortDesc ? y.updated - x.updated : x.updated - y.updated))
        .map((d) => d.id);
    };
    const ids = (answer: ProductListAnswer) => (answer.body ?? []).map((p) => p._id);

    let all = await expected();
    for (let page = 1; page <= 5; page += 1) {
      expect(ids((await list(`?page=${page}`)).answer)).toEqual(all.slice((page - 1) * 6, page * 6));
    }
    expect(ids((await list('?page=9')).answer)).toEqual(all.slice(48, 54));
    expect(ids((await list('?page=4')).answer)).toEqual(all.slice(18, 24));

    // Newer products land in front of every page; a deleted one closes the gap.
    await putProduct('new-1', { title: 'Fresh One', at: nextDate() }, lips);
    await putProduct('new-2', { title: 'Fresh Two', at: nextDate() }, lips);
    await adminDb.doc(`products/${all[10]}`).delete();
    all = await expected();
    expect(ids((await list('?page=4')).answer)).toEqual(all.slice(18, 24));
    expect(ids((await list('?page=9')).answer)).toEqual(all.slice(48, 54));
    expect(ids((await list('?page=10&limit=6')).answer)).toEqual(all.slice(54, 60));
    expect(ids((await list('?page=4&limit=9')).answer)).toEqual(all.slice(27, 36));
    expect(ids((await list('?page=11')).answer)).toEqual(all.slice(60, 61));
    expect((await list('?page=12')).answer.body).toEqual([]);

    const ascending = await expected(false);
    expect(ids((await list('?page=3&order=asc')).answer)).toEqual(ascending.slice(12, 18));
  });

  it('filters by category slug, counting all and filtered', async () => {
    await putProduct('a', { title: 'Rose Balm' }, lips);
    await putProduct('b', { title: 'Night Cream' }, skin);
    await putProduct('c', { title: 'Day Cream' }, skin);

    const { answer } = await list('?category=skincare');
    expect(titles(answer)).toEqual(['Day Cream', 'Night Cream']);
    expect(answer.totalProducts).toEqual({ all: 3, filtered: 2 });
    expect((await list('?category=nothing')).answer.totalProducts).toEqual({ all: 3, filtered: 0 });
  });

  it('searches titles inside words, whatever the case', async () => {
    await putProduct('a', { title: 'Velvet Rose Lipstick' }, lips);
    await putProduct('b', { title: 'Primrose Oil' }, skin);
    await putProduct('c', { title: 'Hydra Serum' }, skin);

    for (const q of ['rose', 'ROSE', 'Rose', '  rOsE ']) {
      const { answer } = await list(`?q=${encodeURIComponent(q)}`);
      expect(titles(answer)).toEqual(['Primrose Oil', 'Velvet Rose Lipstick']);
      expect(answer.totalProducts).toEqual({ all: 3, filtered: 2 });
    }
    expect(titles((await list('?q=mros')).answer)).toEqual(['Primrose Oil']);
    expect(titles((await list('?q=ydra%20ser')).answer)).toEqual(['Hydra Serum']);
    expect((await list('?q=zzz')).answer.totalProducts).toEqual({ all: 3, filtered: 0 });
  });

  it('finds nothing for a search made only of symbols, and everything for a blank one', async () => {
    await putProduct('a', { title: 'Velvet Rose Lipstick' }, lips);
    expect((await list('?q=%25%24')).answer).toMatchObject({ body: [], totalProducts: { all: 1, filtered: 0 } });
    expect((await list('?q=%20%20')).answer.totalProducts).toEqual({ all: 1, filtered: 1 });
  });

  it('combines search, category and sort', async () => {
    await putProduct('a', { title: 'Rose Lip Balm', price: 30 }, lips);
    await putProduct('b', { title: 'Rosewater Toner', price: 15 }, skin);
    await putProduct('c', { title: 'Primrose Night Cream', price: 45 }, skin);
    await putProduct('d', { title: 'Aloe Gel', price: 12 }, skin);

    const { answer } = await list('?q=rose&category=skincare&sort=price&order=asc');
    expect(titles(answer)).toEqual(['Rosewater Toner', 'Primrose Night Cream']);
    expect(answer.totalProducts).toEqual({ all: 4, filtered: 2 });
  });

  it('sorts by price ascending and descending', async () => {
    await putProduct('a', { title: 'Mid', price: 50 }, lips);
    await putProduct('b', { title: 'Cheap', price: 10 }, lips);
    await putProduct('c', { title: 'Dear', price: 9999.99 }, lips);

    expect(titles((await list('?sort=price&order=asc')).answer)).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(titles((await list('?sort=price&order=desc')).answer)).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(titles((await list('?sort=price')).answer)).toEqual(['Dear', 'Mid', 'Cheap']);
  });

  it('sorts by title and by creation date', async () => {
    await putProduct('a', { title: 'Blush' }, lips);
    await putProduct('b', { title: 'Concealer' }, lips);
    await putProduct('c', { title: 'Argan Oil' }, lips);

    expect(titles((await list('?sort=title&order=asc')).answer)).toEqual(['Argan Oil', 'Blush', 'Concealer']);
    expect(titles((await list('?sort=createdAt&order=asc')).answer)).toEqual(['Blush', 'Concealer', 'Argan Oil']);
  });

  it('refuses unknown sorts and orders, and out-of-range paging, with 400', async () => {
    for (const query of ['?sort=description', '?order=up', '?limit=1001', '?page=0', '?limit=abc', '?q=a&q=b']) {
      const { status, json } = await call('GET', `${API_PATHS.products}${query}`);
      expect(status, query).toBe(400);
      expect(json.success).toBe(false);
    }
    expect((await call('GET', `${API_PATHS.products}?limit=1000`)).status).toBe(200);
  });
});

describe('GET /api/products?ids=', () => {
  it('answers the products named, in the order given, leaving out an id that names none', async () => {
    await putProduct('rose-1', { title: 'Velvet Rose Lipstick' }, lips);
    await putProduct('serum-2', { title: 'Rosehip Serum', price: 74 }, skin);
    await putProduct('balm-3', { title: 'Lip Balm' }, lips);

    const { status, headers, answer } = await list('?ids=serum-2,gone,rose-1,serum-2');
    expect(status).toBe(200);
    expect(titles(answer)).toEqual(['Rosehip Serum', 'Velvet Rose Lipstick']);
    expect(answer.body?.[0]).toMatchObject({ _id: 'serum-2', price: 74, category: skin, rating: emptyProductRating() });
    expect(answer.totalProducts).toEqual({ all: 3, filtered: 2 });
    expect(headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    expect(titles((await list('?ids=')).answer)).toEqual([]);
  });

  it('refuses other list parameters beside ids, malformed ids and more than 24 ids, with 400', async () => {
    await putProduct('rose-1', { title: 'Velvet Rose Lipstick' }, lips);
    const tooMany = Array.from({ length: 25 }, (_, index) => `p${index}`).join(',');
    for (const query of [
      '?ids=rose-1&limit=2',
      '?ids=rose-1&category=lips',
      '?ids=rose-1&skin=dry',
      '?ids=bad.id',
      `?ids=${tooMany}`,
    ]) {
      const { status, json } = await call('GET', `${API_PATHS.products}${query}`);
      expect(status, query).toBe(400);
      expect(json.success, query).toBe(false);
    }
    const { json } = await call('GET', `${API_PATHS.products}?ids=rose-1&page=2`);
    expect(json.message).toBe(
      'ids cannot be combined with page, limit, category, q, sort, order, stock, skin, concern, step, free, colour',
    );
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product, cacheable by the CDN', async () => {
    await putProduct('rose-1', { title: 'Velvet Rose Lipstick', price: 24 }, lips);
    const res = await call<Product>('GET', API_PATHS.product('rose-1'));
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ _id: 'rose-1', title: 'Velvet Rose Lipstick', price: 24, category: lips });
    expect(res.json.body).not.toHaveProperty('searchTerms');
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('answers 404 "Product not found" for an unknown id, and 400 for a malformed one', async () => {
    expect(await call('GET', API_PATHS.product('nope')).then((r) => [r.status, r.json])).toEqual([
      404,
      { success: false, message: 'Product not found' },
    ]);
    expect((await call('GET', '/api/products/bad.id')).status).toBe(400);
  });
});

describe('POST /api/products', () => {
  it('lets an admin create a product: server-made id, dates, category copy and search terms', async () => {
    const admin = await createUser('ada', 'admin');
    const before = Date.now();
    const res = await call<Product>('POST', API_PATHS.products, { token: admin.token, body: validProduct() });

    expect(res.status).toBe(201);
    expect(res.json.message).toBe('New product created successfully');
    const product = res.json.body!;
    expect(product).toMatchObject({
      title: 'Velvet Rose Lipstick',
      price: 24.5,
      image: '',
      category: { _id: 'lips', title: 'Lips', slug: 'lips' },
    });
    expect(Date.parse(product.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(product.updatedAt).toBe(product.createdAt);
    const stored = (await adminDb.doc(`products/${product._id}`).get()).data();
    expect(stored).not.toHaveProperty('searchTerms');
    expect(titles((await list('?q=ROSE')).answer)).toEqual(['Velvet Rose Lipstick']);
  });

  it('lets the Main Admin create a product too', async () => {
    const main = await createUser('boss', 'Main Admin');
    const res = await call('POST', API_PATHS.products, { token: main.token, body: validProduct() });
    expect(res.status).toBe(201);
  });

  it('ignores fields the server owns or does not know (ids, dates, search terms, copies)', async () => {
    const admin = await createUser('ada', 'admin');
    const res = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: {
        ...validProduct(),
        _id: 'chosen-id',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
        searchTerms: ['zzz'],
        rating: 5,
        categoryTitle: 'Hacked',
      },
    });
    expect(res.status).toBe(201);
    const product = res.json.body!;
    expect(product._id).not.toBe('chosen-id');
    expect(product.createdAt.startsWith('2000')).toBe(false);
    expect((await adminDb.doc('products/chosen-id').get()).exists).toBe(false);
    const stored = (await adminDb.doc(`products/${product._id}`).get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(
      [
        'category',
        'createdAt',
        'description',
        'image',
        'price',
        'title',
        'updatedAt',
        'skinTypes',
        'concerns',
        'routineStep',
        'freeFrom',
        'keyIngredients',
        'ingredients',
        'size',
        'facets',
        'reviewStats',
        'ratingRank',
      ].sort(),
    );
    expect(stored).not.toHaveProperty('searchTerms');
    expect(stored.category).toEqual({ _id: 'lips', title: 'Lips', slug: 'lips' });
  });

  it('refuses an empty product with every field message', async () => {
    const admin = await createUser('ada', 'admin');
    const res = await call('POST', API_PATHS.products, { token: admin.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toEqual({
      title: 'You must enter a title',
      description: 'You must enter a description',
      price: 'Please Enter Number',
      category: 'Select the category',
    });
  });

  it('creates a product from only its SPEC fields: no facts, in no step filter', async () => {
    const admin = await createUser('ada', 'admin');
    await putProduct('serum', { title: 'Night Serum' }, skin);
    const spec = {
      title: 'Plain Soap',
      description: 'A bar of soap for every day.',
      price: 12,
      category: 'skin',
      image: '',
    };
    const res = await call<Product>('POST', API_PATHS.products, { token: admin.token, body: spec });
    expect(res.status).toBe(201);
    const product = res.json.body!;
    expect(product).toMatchObject({ ...spec, category: { _id: 'skin', title: 'Women Skincare', slug: 'skincare' } });
    expect(product).toMatchObject({ skinTypes: [], concerns: [], freeFrom: [], keyIngredients: [], ingredients: '' });
    expect(product).not.toHaveProperty('routineStep');
    expect((await adminDb.doc(`products/${product._id}`).get()).get('routineStep')).toBeNull();

    expect((await call<Product>('GET', API_PATHS.product(product._id))).json.body).toEqual(product);
    expect(titles((await list()).answer)).toEqual(['Plain Soap', 'Night Serum']);
    expect(titles((await list('?step=treat')).answer)).toEqual(['Night Serum']);
    expect((await list('?category=skincare&step=treat')).answer.totalProducts).toEqual({ all: 2, filtered: 1 });
  });

  it('refuses a routine step that is not one of the list; an empty one means none', async () => {
    const admin = await createUser('ada', 'admin');
    const wrong = await call('POST', API_PATHS.products, {
      token: admin.token,
      body: validProduct({ routineStep: 'exfoliate' }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ routineStep: 'Select the routine step' });
    const empty = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: validProduct({ routineStep: '' }),
    });
    expect(empty.status).toBe(201);
    expect(empty.json.body).not.toHaveProperty('routineStep');
  });

  it('refuses too short and too long texts with the form messages', async () => {
    const admin = await createUser('ada', 'admin');
    const short = await call('POST', API_PATHS.products, {
      token: admin.token,
      body: validProduct({ title: 'ab', description: 'too short' }),
    });
    expect(short.status).toBe(422);
    expect(short.json.errors).toEqual({
      title: 'Title must be 3 Characters at least',
      description: 'Description must be 10 Characters at least',
    });
    const long = await call('POST', API_PATHS.products, {
      token: admin.token,
      body: validProduct({ title: 'x'.repeat(31), description: 'y'.repeat(2001) }),
    });
    expect(long.json.errors).toEqual({
      title: 'Title must be 30 Characters at most',
      description: 'Description must be 2000 Characters at most',
    });
  });

  it('refuses prices out of range or not numbers (no price tampering)', async () => {
    const admin = await createUser('ada', 'admin');
    const cases: [unknown, string][] = [
      [-1, 'The Price Should Be Between $10 to $10000'],
      [0, 'The Price Should Be Between $10 to $10000'],
      [9.99, 'The Price Should Be Between $10 to $10000'],
      [10000.01, 'The Price Should Be Between $10 to $10000'],
      [1e12, 'The Price Should Be Between $10 to $10000'],
      ['abc', 'Please Enter Number'],
      [null, 'Please Enter Number'],
    ];
    for (const [price, message] of cases) {
      const res = await call('POST', API_PATHS.products, { token: admin.token, body: validProduct({ price }) });
      expect(res.status, String(price)).toBe(422);
      expect(res.json.errors, String(price)).toEqual({ price: message });
    }
    expect((await adminDb.collection('products').count().get()).data().count).toBe(0);
  });

  it('refuses a category that does not exist with "Select the category"', async () => {
    const admin = await createUser('ada', 'admin');
    for (const category of ['missing', '../categories/lips', '']) {
      const res = await call('POST', API_PATHS.products, { token: admin.token, body: validProduct({ category }) });
      expect(res.status, category).toBe(422);
      expect(res.json.errors, category).toEqual({ category: 'Select the category' });
    }
  });

  it('accepts only images served by the shop', async () => {
    const admin = await createUser('ada', 'admin');
    const ok = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: validProduct({ image: '/uploads/0b6f4a52-8a4f-4f7e-9a57-4bb0d3a4e1c2.webp' }),
    });
    expect(ok.status).toBe(201);
    for (const image of ['https://evil.example/x.png', '/uploads/../firebase.json', 'javascript:alert(1)', '/x.png']) {
      const res = await call('POST', API_PATHS.products, { token: admin.token, body: validProduct({ image }) });
      expect(res.status, image).toBe(422);
      expect(res.json.errors, image).toEqual({ image: 'The image must be one uploaded to the shop' });
    }
  });

  it('answers 401 without a token and 403 to a customer, writing nothing', async () => {
    const customer = await createUser('carl');
    expect((await call('POST', API_PATHS.products, { body: validProduct() })).status).toBe(401);
    const res = await call('POST', API_PATHS.products, { token: customer.token, body: validProduct() });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You do not have authorization!');
    expect((await adminDb.collection('products').count().get()).data().count).toBe(0);
  });

  it('takes the role from the verified claim, not from a forged role in the profile', async () => {
    const eve = await createUser('eve');
    await adminDb.doc(`users/${eve.uid}`).update({ role: 'admin' });
    expect((await call('POST', API_PATHS.products, { token: eve.token, body: validProduct() })).status).toBe(403);
  });
});

describe('PUT /api/products/{id}', () => {
  it('lets an admin update a product: new copy, found by its new words, same creation date', async () => {
    const admin = await createUser('ada', 'admin');
    const at = new Date('2024-02-01T00:00:00Z');
    await putProduct('p1', { title: 'Velvet Rose Lipstick', at }, lips);

    const res = await call<Product>('PUT', API_PATHS.product('p1'), {
      token: admin.token,
      body: validProduct({ title: 'Hydra Night Cream', price: 60, category: 'skin', createdAt: '1999-01-01' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your Product Updated Successfully');
    expect(res.json.body).toMatchObject({
      _id: 'p1',
      title: 'Hydra Night Cream',
      price: 60,
      category: { _id: 'skin', title: 'Women Skincare', slug: 'skincare' },
      createdAt: at.toISOString(),
    });
    expect(Date.parse(res.json.body!.updatedAt)).toBeGreaterThan(at.getTime());
    expect(titles((await list('?q=night')).answer)).toEqual(['Hydra Night Cream']);
    expect((await list('?q=rose')).answer.totalProducts.filtered).toBe(0);
    expect(titles((await list('?category=skincare')).answer)).toEqual(['Hydra Night Cream']);
  });

  it('answers 404 for an unknown product and 422 for invalid input', async () => {
    const admin = await createUser('ada', 'admin');
    const missing = await call('PUT', API_PATHS.product('nope'), { token: admin.token, body: validProduct() });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Product not found');
    await putProduct('p1', { title: 'Velvet Rose Lipstick' }, lips);
    const invalid = await call('PUT', API_PATHS.product('p1'), {
      token: admin.token,
      body: validProduct({ price: 5 }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({ price: 'The Price Should Be Between $10 to $10000' });
  });

  it('refuses a customer (403) and a visitor (401), leaving the product as it was', async () => {
    const customer = await createUser('carl');
    await putProduct('p1', { title: 'Velvet Rose Lipstick', price: 24 }, lips);
    const body = validProduct({ price: 10 });
    expect((await call('PUT', API_PATHS.product('p1'), { token: customer.token, body })).status).toBe(403);
    expect((await call('PUT', API_PATHS.product('p1'), { body })).status).toBe(401);
    expect((await adminDb.doc('products/p1').get()).get('price')).toBe(24);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('lets an admin delete a product and answers it', async () => {
    const admin = await createUser('ada', 'admin');
    await putProduct('p1', { title: 'Velvet Rose Lipstick' }, lips);
    const res = await call<Product>('DELETE', API_PATHS.product('p1'), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ _id: 'p1', title: 'Velvet Rose Lipstick' });
    expect((await adminDb.doc('products/p1').get()).exists).toBe(false);
    expect((await call('DELETE', API_PATHS.product('p1'), { token: admin.token })).status).toBe(404);
  });

  it('refuses a customer (403) and a visitor (401), keeping the product', async () => {
    const customer = await createUser('carl');
    await putProduct('p1', { title: 'Velvet Rose Lipstick' }, lips);
    expect((await call('DELETE', API_PATHS.product('p1'), { token: customer.token })).status).toBe(403);
    expect((await call('DELETE', API_PATHS.product('p1'))).status).toBe(401);
    expect((await adminDb.doc('products/p1').get()).exists).toBe(true);
  });
});
