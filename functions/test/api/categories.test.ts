import { API_PATHS } from '@shop/contract';
import type { Category, CategoryListAnswer, Product } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory, putProduct, putProducts } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser } from './support/users';

beforeEach(async () => {
  await clearAll();
});

const countProducts = async () => (await adminDb.collection('products').count().get()).data().count;

describe('GET /api/categories', () => {
  it('lists categories by title, 5 a page by default, with totalCategories beside the body', async () => {
    for (const [id, title] of [
      ['c1', 'Perfume'],
      ['c2', 'Eyes'],
      ['c3', 'Lips'],
      ['c4', 'Nails'],
      ['c5', 'Hair'],
      ['c6', 'Body'],
      ['c7', 'Gifts'],
    ] as const) {
      await putCategory(id, title, title.toLowerCase());
    }
    const first = await call<Category[]>('GET', API_PATHS.categories);
    expect(first.status).toBe(200);
    const answer = first.json as CategoryListAnswer;
    expect(answer.body?.map((c) => c.title)).toEqual(['Body', 'Eyes', 'Gifts', 'Hair', 'Lips']);
    expect(answer.body?.[0]).toEqual({ _id: 'c6', title: 'Body', slug: 'body' });
    expect(answer.totalCategories).toEqual({ all: 7 });
    expect(first.headers.get('cache-control')).toMatch(/public/);

    const second = (await call('GET', `${API_PATHS.categories}?page=2`)).json as CategoryListAnswer;
    expect(second.body?.map((c) => c.title)).toEqual(['Nails', 'Perfume']);
    const all = (await call('GET', `${API_PATHS.categories}?page=1&limit=1000`)).json as CategoryListAnswer;
    expect(all.body).toHaveLength(7);
  });
});

describe('catalogue answers and caches', () => {
  it("lets the CDN keep a visitor's copy, never the browser, and keys it on the Authorization header", async () => {
    await putCategory('lips', 'Lips', 'lips');
    for (const path of [API_PATHS.categories, API_PATHS.category('lips')]) {
      const visitor = await call('GET', path);
      expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(visitor.headers.get('vary')).toMatch(/Authorization/);
    }
  });

  it('never stores the answer to a signed-in caller, so an admin reads what was just saved', async () => {
    const admin = await createUser('ada', 'admin');
    await putCategory('lips', 'Lips', 'lips');
    const before = await call<Category[]>('GET', API_PATHS.categories, { token: admin.token });
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    await call('PUT', API_PATHS.category('lips'), { token: admin.token, body: { title: 'Lip Colour', slug: 'lips' } });
    const after = (await call('GET', API_PATHS.categories, { token: admin.token })).json as CategoryListAnswer;
    expect(after.body?.map((category) => category.title)).toEqual(['Lip Colour']);
  });
});

describe('GET /api/categories/{id}', () => {
  it('answers one category, and 404 "Category not found" for an unknown id', async () => {
    await putCategory('lips', 'Lips', 'lips');
    const res = await call('GET', API_PATHS.category('lips'));
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ _id: 'lips', title: 'Lips', slug: 'lips' });
    const missing = await call('GET', API_PATHS.category('nope'));
    expect([missing.status, missing.json.message]).toEqual([404, 'Category not found']);
  });
});

describe('POST /api/categories', () => {
  it('lets an admin create a category with a server-made id', async () => {
    const admin = await createUser('ada', 'admin');
    const res = await call<Category>('POST', API_PATHS.categories, {
      token: admin.token,
      body: { title: 'Lips', slug: 'lips', _id: 'chosen', extra: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('New Category Created Successfully');
    expect(res.json.body).toMatchObject({ title: 'Lips', slug: 'lips' });
    expect(res.json.body?._id).not.toBe('chosen');
    const stored = (await adminDb.doc(`categories/${res.json.body?._id}`).get()).data();
    expect(stored).toEqual({ title: 'Lips', slug: 'lips' });
  });

  it('refuses a slug that already exists with 409', async () => {
    const admin = await createUser('ada', 'admin');
    await putCategory('lips', 'Lips', 'lips');
    const res = await call('POST', API_PATHS.categories, {
      token: admin.token,
      body: { title: 'Lipsticks', slug: 'lips' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: 'This slug already exists!' });
  });

  it('refuses invalid input with the form messages', async () => {
    const admin = await createUser('ada', 'admin');
    const empty = await call('POST', API_PATHS.categories, { token: admin.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ title: 'You must enter a title', slug: 'You must enter a slug' });
    const bad = await call('POST', API_PATHS.categories, {
      token: admin.token,
      body: { title: 'ab', slug: 'a-slug-far-too-long' },
    });
    expect(bad.json.errors).toEqual({
      title: 'Title must be 3 Characters at least',
      slug: 'Slug must be 10 Characters at most',
    });
    const long = await call('POST', API_PATHS.categories, {
      token: admin.token,
      body: { title: 'x'.repeat(21), slug: 'Bad Slug' },
    });
    expect(long.json.errors).toEqual({
      title: 'Title must be 20 Characters at most',
      slug: 'Slug may use lowercase letters, digits and dashes',
    });
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const customer = await createUser('carl');
    const body = { title: 'Lips', slug: 'lips' };
    expect((await call('POST', API_PATHS.categories, { body })).status).toBe(401);
    expect((await call('POST', API_PATHS.categories, { token: customer.token, body })).status).toBe(403);
    expect((await adminDb.collection('categories').count().get()).data().count).toBe(0);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('renames a category and the copy every one of its products holds, past one batch', async () => {
    const admin = await createUser('ada', 'admin');
    const lips = await putCategory('lips', 'Lips', 'lips');
    const eyes = await putCategory('eyes', 'Eyes', 'eyes');
    await putProducts(lips, 450, (i) => ({ title: `Gloss ${i}` }));
    await putProduct('mascara', { title: 'Mascara' }, eyes);

    const res = await call<Category>('PUT', API_PATHS.category('lips'), {
      token: admin.token,
      body: { title: 'Lip Care', slug: 'lip-care' },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The category updated successfully');
    expect(res.json.body).toEqual({ _id: 'lips', title: 'Lip Care', slug: 'lip-care' });

    const stale = await adminDb.collection('products').where('category.slug', '==', 'lips').count().get();
    expect(stale.data().count).toBe(0);
    const renamed = await adminDb.collection('products').where('category.slug', '==', 'lip-care').count().get();
    expect(renamed.data().count).toBe(450);
    expect((await adminDb.doc('products/mascara').get()).get('category')).toEqual({
      _id: 'eyes',
      title: 'Eyes',
      slug: 'eyes',
    });
    const product = await call<Product>('GET', API_PATHS.product('p0007'));
    expect(product.json.body?.category).toEqual({ _id: 'lips', title: 'Lip Care', slug: 'lip-care' });
    const filtered = await call('GET', `${API_PATHS.products}?category=lip-care&limit=1`);
    expect((filtered.json as unknown as { totalProducts: unknown }).totalProducts).toEqual({ all: 451, filtered: 450 });
  });

  it('keeps its own slug, but refuses one another category has (409)', async () => {
    const admin = await createUser('ada', 'admin');
    await putCategory('lips', 'Lips', 'lips');
    await putCategory('eyes', 'Eyes', 'eyes');
    const same = await call('PUT', API_PATHS.category('lips'), {
      token: admin.token,
      body: { title: 'Lipsticks', slug: 'lips' },
    });
    expect(same.status).toBe(200);
    const taken = await call('PUT', API_PATHS.category('lips'), {
      token: admin.token,
      body: { title: 'Lips', slug: 'eyes' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('This slug already exists!');
    expect((await adminDb.doc('categories/lips').get()).data()).toEqual({ title: 'Lipsticks', slug: 'lips' });
  });

  it('answers 404 for an unknown category, 422 for invalid input, 403 to a customer', async () => {
    const admin = await createUser('ada', 'admin');
    const customer = await createUser('carl');
    await putCategory('lips', 'Lips', 'lips');
    const body = { title: 'Lip Care', slug: 'lip-care' };
    expect((await call('PUT', API_PATHS.category('nope'), { token: admin.token, body })).status).toBe(404);
    const invalid = await call('PUT', API_PATHS.category('lips'), { token: admin.token, body: { title: 'Lips' } });
    expect([invalid.status, invalid.json.errors]).toEqual([422, { slug: 'You must enter a slug' }]);
    expect((await call('PUT', API_PATHS.category('lips'), { token: customer.token, body })).status).toBe(403);
    expect((await adminDb.doc('categories/lips').get()).get('title')).toBe('Lips');
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an empty category and answers it', async () => {
    const admin = await createUser('ada', 'admin');
    await putCategory('lips', 'Lips', 'lips');
    const res = await call('DELETE', API_PATHS.category('lips'), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ _id: 'lips', title: 'Lips', slug: 'lips' });
    expect((await adminDb.doc('categories/lips').get()).exists).toBe(false);
  });

  it('refuses to delete a category that still has products (409 "This Category is not empty!")', async () => {
    const admin = await createUser('ada', 'admin');
    const lips = await putCategory('lips', 'Lips', 'lips');
    await putProduct('gloss', { title: 'Gloss' }, lips);
    const res = await call('DELETE', API_PATHS.category('lips'), { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: 'This Category is not empty!' });
    expect((await adminDb.doc('categories/lips').get()).exists).toBe(true);
    expect(await countProducts()).toBe(1);
  });

  it('answers 404 for an unknown category, 401 to a visitor and 403 to a customer', async () => {
    const admin = await createUser('ada', 'admin');
    const customer = await createUser('carl');
    await putCategory('lips', 'Lips', 'lips');
    expect((await call('DELETE', API_PATHS.category('nope'), { token: admin.token })).status).toBe(404);
    expect((await call('DELETE', API_PATHS.category('lips'))).status).toBe(401);
    expect((await call('DELETE', API_PATHS.category('lips'), { token: customer.token })).status).toBe(403);
    expect((await adminDb.doc('categories/lips').get()).exists).toBe(true);
  });
});
