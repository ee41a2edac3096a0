import {
  API_PATHS,
  blogSchema,
  cartAddSchema,
  cartQuantitySchema,
  categorySchema,
  loginSchema,
  messageSchema,
  orderCreateSchema,
  productSchema,
  profileSchema,
  registerSchema,
  userCreateSchema,
  usernameToEmail,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { adminAuth, adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { addProduct, cartDoc } from './support/shop';
import { createUser, type TestUser } from './support/users';

/** Values of a wrong JSON type for a field of each schema type (they used to reach yup's casts and throw). */
const wrongValuesFor = (type: string): Record<string, unknown> =>
  type === 'array' ? { object: { $gt: '' }, text: 'x' } : { array: ['x'], object: { $gt: '' } };

/** Each request speaks from its own address, so the contact form's rate limit never interferes. */
let addressCount = 0;
const freshAddress = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++addressCount / 250)}.${addressCount % 250}` });

let shopper: TestUser;
let admin: TestUser;
let mainAdmin: TestUser;

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  schema: AnyObjectSchema;
  token?: () => string;
}

/** Every JSON route that reads a body, with the schema it reads it with. */
const ROUTES: Route[] = [
  { name: 'POST /cart', method: 'POST', path: () => API_PATHS.cart, schema: cartAddSchema, token: () => shopper.token },
  {
    name: 'PUT /cart/some-cart',
    method: 'PUT',
    path: () => API_PATHS.cartById('some-cart'),
    schema: cartQuantitySchema,
    token: () => shopper.token,
  },
  {
    name: 'POST /order',
    method: 'POST',
    path: () => API_PATHS.order,
    schema: orderCreateSchema,
    token: () => shopper.token,
  },
  { name: 'POST /auth/register', method: 'POST', path: () => API_PATHS.register, schema: registerSchema },
  { name: 'POST /auth/login', method: 'POST', path: () => API_PATHS.login, schema: loginSchema },
  { name: 'POST /message', method: 'POST', path: () => API_PATHS.message, schema: messageSchema },
  {
    name: 'POST /api/products',
    method: 'POST',
    path: () => API_PATHS.products,
    schema: productSchema,
    token: () => admin.token,
  },
  {
    name: 'PUT /api/products/p1',
    method: 'PUT',
    path: () => API_PATHS.product('p1'),
    schema: productSchema,
    token: () => admin.token,
  },
  {
    name: 'POST /api/categories',
    method: 'POST',
    path: () => API_PATHS.categories,
    schema: categorySchema,
    token: () => admin.token,
  },
  {
    name: 'PUT /api/categories/c1',
    method: 'PUT',
    path: () => API_PATHS.category('c1'),
    schema: categorySchema,
    token: () => admin.token,
  },
  {
    name: 'POST /api/blogs',
    method: 'POST',
    path: () => API_PATHS.blogs,
    schema: blogSchema,
    token: () => admin.token,
  },
  {
    name: 'PUT /api/blogs/b1',
    method: 'PUT',
    path: () => API_PATHS.blog('b1'),
    schema: blogSchema,
    token: () => admin.token,
  },
  {
    name: 'POST /api/users',
    method: 'POST',
    path: () => API_PATHS.users,
    schema: userCreateSchema,
    token: () => mainAdmin.token,
  },
  {
    name: 'PUT /api/users/{own id}',
    method: 'PUT',
    path: () => API_PATHS.user(shopper.uid),
    schema: profileSchema,
    token: () => shopper.token,
  },
];

/** Each field of a schema with each wrong value for its type. */
const attacksOn = (schema: AnyObjectSchema) =>
  Object.entries(schema.fields).flatMap(([field, fieldSchema]) =>
    Object.entries(wrongValuesFor((fieldSchema as unknown as { type: string }).type)).map(([kind, value]) => ({
      field,
      kind,
      value,
    })),
  );

const send = (route: Route, body: unknown) =>
  call(route.method, route.path(), { token: route.token?.(), body, headers: freshAddress() });

const storedCount = async (collection: string) => (await adminDb.collection(collection).count().get()).data().count;

/** Every document the refused requests could have written. */
const storedTotal = async () => {
  const counts = await Promise.all(
    ['carts', 'orders', 'products', 'categories', 'blogs', 'messages', 'users'].map(storedCount),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

beforeAll(async () => {
  await clearAll();
  [shopper, admin, mainAdmin] = await Promise.all([
    createUser('hostile-shopper'),
    createUser('hostile-admin', 'admin'),
    createUser('hostile-main', 'Main Admin'),
  ]);
  await addProduct('p1', 'Rose Serum', 25);
});

describe('wrong JSON types in a body', () => {
  describe.each(ROUTES)('$name', (route) => {
    it.each(attacksOn(route.schema))(
      'refuses $kind in $field with 422 naming the field, and changes nothing',
      async ({ field, value }) => {
        const before = await storedTotal();
        const res = await send(route, { [field]: value });
        expect(res.status).toBe(422);
        expect(res.json.success).toBe(false);
        expect(res.json.errors?.[field]).toMatch(new RegExp(`^${field} must be `));
        expect(await storedTotal()).toBe(before);
      },
    );
  });

  it('refuses an array inside a blog item (nested fields are checked too)', async () => {
    const res = await call('POST', API_PATHS.blogs, {
      token: admin.token,
      body: { items: [{ titleItem: ['x'], descItem: 'fine' }] },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors?.['items[0].titleItem']).toBe('items[0].titleItem must be text');
  });

  it('refuses a body that is a JSON array with 400', async () => {
    const res = await call('POST', API_PATHS.cart, {
      token: shopper.token,
      body: '["productId"]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'The request body must be a JSON object' });
  });
});

describe('prototype keys in a body', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses %s on /auth/register with 400 and makes no account',
    async (key) => {
      const body = `{"firstname":"Eve","lastname":"Mallory","username":"eve-${key.length}","password":"Secret1","${key}":{"role":"Main Admin"}}`;
      const res = await call('POST', API_PATHS.register, { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: 'The request body is not valid' });
      await expect(adminAuth.getUserByEmail(usernameToEmail(`eve-${key.length}`))).rejects.toThrow();
    },
  );

  it('refuses a prototype key nested inside a field', async () => {
    const body = '{"productId":"p1","extra":{"constructor":{"prototype":{"admin":true}}}}';
    const res = await call('POST', API_PATHS.cart, {
      token: shopper.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('malformed JSON', () => {
  it('answers 400 without a stack trace', async () => {
    const res = await fetch(`${testEnv.shopUrl}/cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: '{"productId": "p1",',
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toMatch(/at JSON\.parse|node_modules|SyntaxError/);
  });
});

describe('bodies the JSON routes must not act on', () => {
  it('refuses a 2 MB JSON body on POST /cart with 413 and adds nothing', async () => {
    const body = JSON.stringify({ productId: 'p1', padding: 'x'.repeat(2 * 1024 * 1024) });
    const res = await call('POST', API_PATHS.cart, {
      token: shopper.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: 'The request is too large' });
    expect(await storedCount('carts')).toBe(0);
  });

  it('refuses a form-urlencoded body on POST /cart with 415 and adds nothing', async () => {
    const res = await call('POST', API_PATHS.cart, {
      token: shopper.token,
      body: 'productId=p1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ success: false, message: 'Send the request body as application/json' });
    expect(await storedCount('carts')).toBe(0);
  });

  it('refuses a text/plain body on POST /auth/register with 415', async () => {
    const res = await call('POST', API_PATHS.register, {
      body: JSON.stringify({ firstname: 'Tom', lastname: 'Plain', username: 'tomplain', password: 'Secret1' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });

  it('guards POST /auth/login, read before the caller is identified, the same way (415, 400)', async () => {
    const credentials = JSON.stringify({ username: 'hostile-shopper', password: 'Secret123' });
    const plain = await call('POST', API_PATHS.login, {
      body: credentials,
      headers: { 'content-type': 'text/plain', ...freshAddress() },
    });
    expect(plain.status).toBe(415);
    const prototype = await call('POST', API_PATHS.login, {
      body: '{"username":"hostile-shopper","password":"Secret123","__proto__":{"role":"Main Admin"}}',
      headers: { 'content-type': 'application/json', ...freshAddress() },
    });
    expect(prototype.status).toBe(400);
    const signedIn = await call('POST', API_PATHS.login, {
      body: credentials,
      headers: { 'content-type': 'application/json', ...freshAddress() },
    });
    expect(signedIn.status).toBe(200);
  });

  it('still takes a JSON body just under the limit', async () => {
    const res = await call('POST', API_PATHS.cart, {
      token: shopper.token,
      body: { productId: 'p1', padding: 'x'.repeat(90 * 1024) },
    });
    expect(res.status).toBe(200);
    const cart = await cartDoc((res.json.body as { _id: string })._id);
    expect(cart?.items).toHaveLength(1);
  });
});
