/**
 * A client written to SPEC.md section 7 ("The calls it makes"), with section 3's entity fields and
 * section 4's transitions: every call of the table with exactly the fields the SPEC names, signed in as
 * such a client signs in (POST /auth/login, then the token as Bearer), reading each answer as sections 7
 * and 3 describe it. No field beyond the SPEC's is sent, and nothing the SPEC does not name is read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from './support/admin';
import { call, fromAddress } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { signInWithGoogle } from './support/google';
import { claimsOf } from './support/tokens';
import { createUser } from './support/users';

/** Section 7: every answer is { success, message, body }; a list answer adds its counters beside body. */
interface Answer {
  success: boolean;
  message: string;
  body?: unknown;
  [counter: string]: unknown;
}

/** What the SPEC client's user state reads (section 3: User; section 4: isAdmin from role). */
interface SpecUser {
  _id: string;
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  role: 'user' | 'admin' | 'Main Admin';
}

interface SpecItem {
  _id: string;
  title: string;
  price: number;
  quantity: number;
  totalPriceItem: number;
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** A call as the SPEC client makes it: JSON in, the envelope out. */
const send = async (method: string, path: string, token?: string, payload?: unknown) => {
  const res = await call(method, path, { token, body: payload, headers: fromAddress('192.0.2.70') });
  const answer = res.json as unknown as Answer;
  expect(Object.keys(answer)).toEqual(expect.arrayContaining(['success', 'message']));
  expect(typeof answer.message).toBe('string');
  return { status: res.status, answer, body: answer.body };
};

/** Section 3's User, and the client's isAdmin flag (role admin or Main Admin). */
const expectUser = (user: SpecUser, expected: Partial<SpecUser>) => {
  expect(user).toEqual({
    _id: expect.any(String),
    id: user._id,
    username: expect.any(String),
    firstname: expect.any(String),
    lastname: expect.any(String),
    role: expect.stringMatching(/^(user|admin|Main Admin)$/),
  });
  expect(user).toMatchObject(expected);
};
const isAdmin = (user: SpecUser) => user.role === 'admin' || user.role === 'Main Admin';

/** Section 3: each cart item or order line has _id, title, price, quantity, totalPriceItem = price × quantity. */
const expectLine = (line: SpecItem) => {
  expect(Object.keys(line).sort()).toEqual(['_id', 'price', 'quantity', 'title', 'totalPriceItem']);
  expect(line.totalPriceItem).toBeCloseTo(line.price * line.quantity, 2);
};

/** POST /auth/login { username, password }: body with user and token (section 3: Login response). */
const logIn = async (username: string, password: string) => {
  const { status, answer, body } = await send('POST', '/auth/login', undefined, { username, password });
  expect(status).toBe(200);
  expect(answer.success).toBe(true);
  const { user, token } = body as { user: SpecUser; token: string };
  expect(typeof token).toBe('string');
  expect(token.length).toBeGreaterThan(20);
  return { user, token };
};

/** Section 3's Order as GET /order/{userId} and POST /order give it. */
interface SpecOrder {
  _id: string;
  shops: SpecItem[];
  transactionNumber: string | number;
  createdAt: string;
  totalPriceOrder: number;
}

const expectOrder = (order: SpecOrder) => {
  expect(order).toMatchObject({
    _id: expect.any(String),
    transactionNumber: expect.stringMatching(/^\d+$/),
    createdAt: expect.stringMatching(ISO_TIME),
    totalPriceOrder: expect.any(Number),
  });
  order.shops.forEach(expectLine);
  expect(order.totalPriceOrder).toBeCloseTo(
    order.shops.reduce((sum, line) => sum + line.totalPriceItem, 0),
    2,
  );
};

/** A JWT without a signature, as the Auth emulator makes them (and the Admin SDK accepts from it). */
const unsignedToken = (claims: Record<string, unknown>): string =>
  [{ alg: 'none', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

/** Every cart and cart lock stored, with its update time (to show a call wrote none). */
const cartDocuments = async () => {
  const [carts, locks] = await Promise.all([adminDb.collection('carts').get(), adminDb.collection('cartLocks').get()]);
  return [...carts.docs, ...locks.docs].map((doc) => `${doc.ref.path}@${doc.updateTime.valueOf()}`).sort();
};

/** One uploaded picture, as the admin forms send it: multipart with a file field. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A product made through the API as the admin form makes it (the product fields only); a category first. */
const makeProduct = async (token: string, fields: { title?: string; price?: number } = {}) => {
  const categories = await send('GET', '/api/categories?page=1&limit=5');
  let category = (categories.body as { _id: string; slug: string }[]).find((c) => c.slug === 'skincare');
  if (!category) {
    const made = await send('POST', '/api/categories', token, { title: 'Women Skincare', slug: 'skincare' });
    category = made.body as { _id: string; slug: string };
  }
  const made = await send('POST', '/api/products', token, {
    title: fields.title ?? 'Rose Serum',
    description: 'A light serum for every skin.',
    price: fields.price ?? 20,
    category: category._id,
    image: '',
  });
  expect(made.status).toBe(201);
  return made.body as { _id: string; title: string; price: number };
};

beforeEach(async () => {
  await clearAll();
  await Promise.all([
    createUser('mainadmin', 'Main Admin', 'Main12345'),
    createUser('admin', 'admin', 'Admin12345'),
    createUser('jane', 'user', 'Jane12345'),
  ]);
});

describe('a client written to SPEC section 7', () => {
  it('signs up, signs in with a password and with Google, and initializes', async () => {
    const visitorInit = await send('GET', '/misc/initialize');
    expect(visitorInit.status).toBe(200);
    expect(visitorInit.answer.success).toBe(true);
    // A visitor: the categories (none yet), no user and no cart.
    expect(visitorInit.body).toEqual({ categories: [], user: null, cart: null });

    // POST /auth/register (authenticated): the Main Admin's user form, then a visitor's sign-up form.
    const boss = await logIn('mainadmin', 'Main12345');
    expectUser(boss.user, { username: 'mainadmin', role: 'Main Admin' });
    expect(isAdmin(boss.user)).toBe(true);
    const registered = await send('POST', '/auth/register', boss.token, {
      username: 'nora',
      password: 'Nora12345',
      firstname: 'Nora',
      lastname: 'Lane',
      role: 'admin',
    });
    expect(registered.status).toBe(201);
    expect(registered.answer.success).toBe(true);
    const signedUp = await send('POST', '/auth/register', undefined, {
      username: 'sara',
      password: 'Sara12345',
      firstname: 'Sara',
      lastname: 'Stone',
      role: 'user',
    });
    expect(signedUp.answer).toMatchObject({ success: true, message: expect.any(String) });

    const nora = await logIn('nora', 'Nora12345');
    expectUser(nora.user, { username: 'nora', firstname: 'Nora', lastname: 'Lane', role: 'admin' });
    const sara = await logIn('sara', 'Sara12345');
    expectUser(sara.user, { username: 'sara', role: 'user' });
    expect(isAdmin(sara.user)).toBe(false);

    // A wrong password: success false and the server's message, for the red banner.
    const wrong = await send('POST', '/auth/login', undefined, { username: 'sara', password: 'Wrong1234' });
    expect(wrong.answer).toEqual({ success: false, message: expect.any(String) });

    // GET /misc/initialize (authenticated): body.cart (_id, userId, items), body.categories.
    const jane = await logIn('jane', 'Jane12345');
    const product = await makeProduct(boss.token);
    const cart = await send('POST', '/cart', jane.token, { userId: jane.user._id, productId: product._id });
    const init = await send('GET', '/misc/initialize', jane.token);
    expect(init.status).toBe(200);
    const { cart: initCart, categories } = init.body as {
      cart: { _id: string; userId: SpecUser; items: SpecItem[] };
      categories: { _id: string; title: string; slug: string }[];
    };
    expect(initCart._id).toBe((cart.body as { _id: string })._id);
    expectUser(initCart.userId, { _id: jane.user._id, username: 'jane', role: 'user' });
    expect(initCart.userId.role).toBe('user');
    initCart.items.forEach(expectLine);
    expect(initCart.items.map((item) => item._id)).toEqual([product._id]);
    expect(categories).toEqual([{ _id: expect.any(String), title: 'Women Skincare', slug: 'skincare' }]);

    // POST /auth/google { username, fullName }: body with user and token; the token goes into storage.
    const google = await signInWithGoogle({ sub: 'g-spec', email: 'mona.ray@gmail.com', name: 'Mona Ray' });
    const googled = await send('POST', '/auth/google', google.idToken, { username: 'mona.ray', fullName: 'Mona Ray' });
    expect(googled.status).toBe(200);
    const { user: googleUser, token: googleToken } = googled.body as { user: SpecUser; token: string };
    expectUser(googleUser, { username: 'mona.ray', firstname: 'Mona', lastname: 'Ray', role: 'user' });
    const googleInit = await send('GET', '/misc/initialize', googleToken);
    expect(googleInit.status).toBe(200);
    expect((googleInit.body as { user: SpecUser }).user).toEqual(googleUser);
  });

  it('sends a contact message: POST /message (authenticated)', async () => {
    const jane = await logIn('jane', 'Jane12345');
    const sent = await send('POST', '/message', jane.token, {
      title: 'Question about an order',
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      phoneNumber: '5550100',
      message: 'When does my serum arrive?',
    });
    expect(sent.status).toBe(201);
    expect(sent.answer.success).toBe(true);
    expect(sent.answer.message).not.toBe('');
  });

  it('keeps a cart and buys it: POST /cart, PUT /cart/{id}, POST /order, GET /order/{userId}, DELETE /cart/{id}', async () => {
    const boss = await logIn('mainadmin', 'Main12345');
    const serum = await makeProduct(boss.token, { title: 'Rose Serum', price: 19.99 });
    const mask = await makeProduct(boss.token, { title: 'Clay Mask', price: 30 });
    const jane = await logIn('jane', 'Jane12345');

    // Adding with no cart: POST /cart { userId, productId } answers the cart with _id and items.
    const first = await send('POST', '/cart', jane.token, { userId: jane.user._id, productId: serum._id });
    expect(first.answer.success).toBe(true);
    const cart = first.body as { _id: string; items: SpecItem[] };
    expect(typeof cart._id).toBe('string');
    cart.items.forEach(expectLine);
    expect(cart.items).toEqual([
      { _id: serum._id, title: 'Rose Serum', price: 19.99, quantity: 1, totalPriceItem: 19.99 },
    ]);

    // Adding again matches by title: a found item gets its new quantity, otherwise it is appended.
    // PUT /cart/{id} answers the cart and the line it set (item).
    const plus = await send('PUT', `/cart/${cart._id}`, jane.token, { id: serum._id, quantity: 2 });
    expect(plus.answer).toMatchObject({ success: true, message: expect.any(String) });
    const serumLine = { _id: serum._id, title: 'Rose Serum', price: 19.99, quantity: 2, totalPriceItem: 39.98 };
    expect(plus.body).toMatchObject({ _id: cart._id, items: [serumLine], item: serumLine });
    const appended = await send('PUT', `/cart/${cart._id}`, jane.token, { id: mask._id, quantity: 1 });
    expect(appended.answer.success).toBe(true);
    const maskLine = { _id: mask._id, title: 'Clay Mask', price: 30, quantity: 1, totalPriceItem: 30 };
    expect(appended.body).toMatchObject({ _id: cart._id, items: [serumLine, maskLine], item: maskLine });
    // Minus at 1 goes to 0 (removed); then the mask goes back in.
    expect((await send('PUT', `/cart/${cart._id}`, jane.token, { id: mask._id, quantity: 0 })).answer.success).toBe(
      true,
    );
    expect((await send('PUT', `/cart/${cart._id}`, jane.token, { id: mask._id, quantity: 1 })).answer.success).toBe(
      true,
    );

    // The cart page fetches the full product list (page 1, limit 1000) and matches items by title.
    const shop = await send('GET', '/api/products?page=1&limit=1000');
    const byTitle = new Map((shop.body as { title: string; price: number }[]).map((p) => [p.title, p]));
    const init = await send('GET', '/misc/initialize', jane.token);
    const items = (init.body as { cart: { items: SpecItem[] } }).cart.items;
    expect(items.map(({ title, quantity }) => [title, quantity])).toEqual([
      ['Rose Serum', 2],
      ['Clay Mask', 1],
    ]);
    for (const item of items) expect(byTitle.get(item.title)?.price).toBe(item.price);

    // Buy now: POST /order { cartId, userId, transactionNumber (the current timestamp) }.
    const ordered = await send('POST', '/order', jane.token, {
      cartId: cart._id,
      userId: jane.user._id,
      transactionNumber: Date.now(),
    });
    expect(ordered.answer.success).toBe(true);
    const placed = ordered.body as SpecOrder;
    expectOrder(placed);
    expect(placed.shops.map(({ title, quantity }) => [title, quantity])).toEqual([
      ['Rose Serum', 2],
      ['Clay Mask', 1],
    ]);
    expect(placed.totalPriceOrder).toBeCloseTo(19.99 * 2 + 30, 2);

    // The confirmation screen loads the transaction number and empties the cart: DELETE /cart/{id}.
    const confirmed = await send('DELETE', `/cart/${cart._id}`, jane.token);
    expect(confirmed.answer.success).toBe(true);
    const transactionNumber = confirmed.body as string | number;
    expect(String(transactionNumber)).toMatch(/^\d+$/);
    expect(transactionNumber).toBe(placed.transactionNumber);

    // GET /order/{userId}: body is a list of orders (section 3: Order).
    const orders = await send('GET', `/order/${jane.user._id}`, jane.token);
    expect(orders.answer.success).toBe(true);
    const [order] = orders.body as SpecOrder[];
    expect(orders.body).toHaveLength(1);
    expect(typeof order?._id).toBe('string');
    expect(order?.transactionNumber).toBe(transactionNumber);
    expect(order?.createdAt).toMatch(ISO_TIME);
    order?.shops.forEach(expectLine);
    expect(order?.shops.map(({ title, quantity }) => [title, quantity])).toEqual([
      ['Rose Serum', 2],
      ['Clay Mask', 1],
    ]);
    expect(order?.totalPriceOrder).toBeCloseTo(19.99 * 2 + 30, 2);
    expect(order?._id).toBe(placed._id);

    // After the confirmation the client's cart id is 0: the next add opens a new cart.
    const next = await send('POST', '/cart', jane.token, { userId: jane.user._id, productId: mask._id });
    const nextId = (next.body as { _id: string })._id;
    expect(nextId).not.toBe(cart._id);
    // DELETE /cart/{id} on an open cart answers it emptied.
    const emptied = await send('DELETE', `/cart/${nextId}`, jane.token);
    expect(emptied.answer.success).toBe(true);
    expect(emptied.body).toEqual({ _id: nextId, userId: jane.user._id, items: [] });
  });

  it('manages products, categories and uploads as an admin', async () => {
    const admin = await logIn('admin', 'Admin12345');

    // POST /uploads: multipart with a file field, body.url; the picture is served at the server plus that path.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'serum.png');
    const uploaded = await call('POST', '/uploads', { token: admin.token, body: form });
    const url = (uploaded.json.body as { url: string }).url;
    expect(uploaded.json.success).toBe(true);
    expect(url).toMatch(/^\/uploads\//);
    expect((await fetch(testEnv.shopUrl + url)).status).toBe(200);

    // Categories: POST { title, slug }; GET ?page&limit with totalCategories; GET, PUT, DELETE by id.
    const created = await send('POST', '/api/categories', admin.token, { title: 'Lips', slug: 'lips' });
    expect(created.answer.success).toBe(true);
    const lips = created.body as { _id: string; title: string; slug: string };
    expect(lips).toEqual({ _id: expect.any(String), title: 'Lips', slug: 'lips' });
    const categories = await send('GET', '/api/categories?page=1&limit=5');
    expect(categories.body).toEqual(expect.arrayContaining([lips]));
    expect(categories.answer.totalCategories).toEqual({ all: 1 });
    expect((await send('GET', `/api/categories/${lips._id}`)).body).toEqual(lips);
    const renamed = await send('PUT', `/api/categories/${lips._id}`, admin.token, {
      title: 'Lip Care',
      slug: 'lipcare',
    });
    expect(renamed.answer.success).toBe(true);

    // Products: POST with the product fields (title, description, price, category, image).
    const made = await send('POST', '/api/products', admin.token, {
      title: 'Velvet Rose Lipstick',
      description: 'A soft matte lipstick that lasts all day.',
      price: 24.5,
      category: lips._id,
      image: url,
    });
    expect(made.status).toBe(201);
    expect(made.answer.success).toBe(true);
    // The product as section 3 names it: category a reference with title, slug and _id.
    expect(made.body).toMatchObject({
      _id: expect.any(String),
      title: 'Velvet Rose Lipstick',
      description: 'A soft matte lipstick that lasts all day.',
      price: 24.5,
      category: { _id: lips._id, title: 'Lip Care', slug: 'lipcare' },
      image: url,
    });
    const product = made.body as { _id: string };
    const one = await send('GET', `/api/products/${product._id}`);
    expect(one.body).toMatchObject({
      _id: product._id,
      title: 'Velvet Rose Lipstick',
      description: 'A soft matte lipstick that lasts all day.',
      price: 24.5,
      category: { _id: lips._id, title: 'Lip Care', slug: 'lipcare' },
      image: url,
    });

    // GET /api/products: page, limit, category (a slug), q, sort, order; body, totalProducts.all and .filtered.
    await makeProduct(admin.token, { title: 'Hydra Night Cream' });
    const listed = await send('GET', '/api/products?page=1&limit=6&category=lipcare&q=rose&sort=updatedAt&order=desc');
    expect(listed.status).toBe(200);
    expect((listed.body as { _id: string }[]).map((p) => p._id)).toEqual([product._id]);
    expect(listed.answer.totalProducts).toEqual({ all: 2, filtered: 1 });
    const newest = await send('GET', '/api/products?page=1&limit=6&category=&q=&sort=updated&order=desc');
    expect((newest.body as { title: string }[]).map((p) => p.title)).toEqual([
      'Hydra Night Cream',
      'Velvet Rose Lipstick',
    ]);
    expect(newest.answer.totalProducts).toEqual({ all: 2, filtered: 2 });

    // PUT /api/products/{id} with the product fields; DELETE /api/products/{id}.
    const edited = await send('PUT', `/api/products/${product._id}`, admin.token, {
      title: 'Velvet Rose Lipstick',
      description: 'A soft matte lipstick, now in a recyclable case.',
      price: 26,
      category: lips._id,
      image: url,
    });
    expect(edited.answer.success).toBe(true);
    expect((await send('GET', `/api/products/${product._id}`)).body).toMatchObject({ price: 26 });
    expect((await send('DELETE', `/api/products/${product._id}`, admin.token)).answer.success).toBe(true);
    expect((await send('GET', `/api/products/${product._id}`)).answer.success).toBe(false);
    expect((await send('DELETE', `/api/categories/${lips._id}`, admin.token)).answer.success).toBe(true);
  });

  it('manages blogs as an admin and reads them as a visitor', async () => {
    const admin = await logIn('admin', 'Admin12345');
    const blog = (n: number) => ({
      title: `Ten minute routine ${n}`,
      slug: `routine-${n}`,
      image: '',
      description: 'How to care for your skin in ten minutes every morning.',
      details: ['Skincare', 'Nora Lane'],
      items: [{ titleItem: 'Cleanse', descItem: 'Use a gentle cleanser.' }],
    });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const made = await send('POST', '/api/blogs', admin.token, blog(n));
      expect(made.status, `blog ${n}`).toBe(201);
      ids.push((made.body as { _id: string })._id);
    }

    // GET /api/blogs?page (4 a page): body, totalBlogs.filtered / .all.
    const page = await send('GET', '/api/blogs?page=1');
    expect(page.body).toHaveLength(4);
    expect(page.answer.totalBlogs).toEqual({ all: 5, filtered: 5 });
    const carousel = await send('GET', '/api/blogs?page=1&limit=1000');
    expect(carousel.body).toHaveLength(5);

    // GET /api/blogs/{id}: title, slug, image, description, details [subject, author], items, updatedAt.
    const read = await send('GET', `/api/blogs/${ids[0]}`);
    expect(read.body).toMatchObject({
      _id: ids[0],
      ...blog(1),
      updatedAt: expect.stringMatching(ISO_TIME),
    });

    const edited = await send('PUT', `/api/blogs/${ids[0]}`, admin.token, {
      ...blog(1),
      details: ['Make-up', 'Lee Park'],
    });
    expect(edited.answer.success).toBe(true);
    expect((await send('GET', `/api/blogs/${ids[0]}`)).body).toMatchObject({ details: ['Make-up', 'Lee Park'] });
    expect((await send('DELETE', `/api/blogs/${ids[0]}`, admin.token)).answer.success).toBe(true);
    expect((await send('GET', '/api/blogs?page=1')).answer.totalBlogs).toEqual({ all: 4, filtered: 4 });
  });

  it('manages users as the Main Admin: GET /api/users, GET, PUT, DELETE /api/users/{id}', async () => {
    const boss = await logIn('mainadmin', 'Main12345');
    const users = await send('GET', '/api/users?page=1&limit=5', boss.token);
    const { users: rows, totalUsers } = users.body as { users: SpecUser[]; totalUsers: { all: number } };
    expect(totalUsers.all).toBe(3);
    rows.forEach((user) => expectUser(user, {}));
    const jane = rows.find((user) => user.username === 'jane')!;

    const one = await send('GET', `/api/users/${jane._id}`, boss.token);
    expectUser(one.body as SpecUser, { username: 'jane', role: 'user' });
    const updated = await send('PUT', `/api/users/${jane._id}`, boss.token, {
      firstname: 'Janet',
      lastname: 'Doe',
      password: 'Janet1234',
      role: 'admin',
    });
    expect(updated.answer.success).toBe(true);
    const janet = await logIn('jane', 'Janet1234');
    expectUser(janet.user, { firstname: 'Janet', lastname: 'Doe', role: 'admin' });

    expect((await send('DELETE', `/api/users/${jane._id}`, boss.token)).answer.success).toBe(true);
    const after = await send('GET', '/api/users?page=1&limit=5', boss.token);
    expect((after.body as { totalUsers: { all: number } }).totalUsers.all).toBe(2);
  });
  it('keeps a freshly registered customer signed in: GET /misc/initialize gives their cart, empty, made on first use', async () => {
    const boss = await logIn('mainadmin', 'Main12345');
    const serum = await makeProduct(boss.token, { title: 'Rose Serum', price: 20 });
    const signedUp = await send('POST', '/auth/register', undefined, {
      username: 'sara',
      password: 'Sara12345',
      firstname: 'Sara',
      lastname: 'Stone',
      role: 'user',
    });
    expect(signedUp.status).toBe(201);
    const sara = await logIn('sara', 'Sara12345');

    /** The client after a reload: the user from body.cart.userId, the cart id and lines from body.cart. */
    const reload = async () => {
      const init = await send('GET', '/misc/initialize', sara.token);
      expect(init.status).toBe(200);
      const cart = (init.body as { cart: { _id: string; userId: SpecUser; items: SpecItem[] } }).cart;
      expect(Object.keys(cart).sort()).toEqual(['_id', 'items', 'userId']);
      expectUser(cart.userId, { _id: sara.user._id, username: 'sara', role: 'user' });
      return cart;
    };
    const buy = async (cartId: string) => {
      const put = await send('PUT', `/cart/${cartId}`, sara.token, { id: serum._id, quantity: 1 });
      expect(put.status).toBe(200);
      const serumLine = { _id: serum._id, title: 'Rose Serum', price: 20, quantity: 1, totalPriceItem: 20 };
      expect(put.body).toMatchObject({ _id: cartId, items: [serumLine], item: serumLine });
      const ordered = await send('POST', '/order', sara.token, {
        cartId,
        userId: sara.user._id,
        transactionNumber: Date.now(),
      });
      expect(ordered.status).toBe(201);
      expectOrder(ordered.body as SpecOrder);
    };

    const before = await cartDocuments();
    const first = await reload();
    expect(first.items).toEqual([]);
    // Nothing is written to answer it: the cart is made by the first line put into it.
    expect(await cartDocuments()).toEqual(before);
    await buy(first._id);

    // After buying, the next empty cart (not null, or the client would take the customer for a visitor).
    const afterPurchase = await cartDocuments();
    const second = await reload();
    expect(second.items).toEqual([]);
    expect(second._id).not.toBe(first._id);
    expect(await cartDocuments()).toEqual(afterPurchase);
    await buy(second._id);
    const orders = await send('GET', `/order/${sara.user._id}`, sara.token);
    expect(orders.body).toHaveLength(2);
  });

  it('keeps a session past an hour: the login token is a session cookie, accepted for 14 days', async () => {
    const jane = await logIn('jane', 'Jane12345');
    const claims = claimsOf(jane.token);
    expect(claims.iss).toBe(`https://session.firebase.google.com/${testEnv.projectId}`);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(14 * 24 * 60 * 60);
    expect((await send('GET', '/misc/initialize', jane.token)).body).toMatchObject({ user: jane.user });

    // Such a cookie two hours on. The Auth emulator's tokens are unsigned, so one can be made that old;
    // the emulator also checks every token against its account, which refuses a sign-in from before the
    // account's password was set (each test account got its password just now), so the old cookie is
    // for an account without a password, as a Google account is.
    const boss = await logIn('mainadmin', 'Main12345');
    const serum = await makeProduct(boss.token);
    const lee = await adminAuth.createUser({ email: 'lee@users.invalid' });
    await adminAuth.setCustomUserClaims(lee.uid, { role: 'user' });
    await adminDb.doc(`users/${lee.uid}`).set({ username: 'lee', firstname: 'Lee', lastname: 'Park', role: 'user' });
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 60 * 60;
    const aged = {
      ...claims,
      sub: lee.uid,
      user_id: lee.uid,
      email: 'lee@users.invalid',
      iat: twoHoursAgo,
      auth_time: twoHoursAgo,
      exp: Number(claims.exp) - 2 * 60 * 60,
    };
    const agedCookie = unsignedToken(aged);
    const init = await send('GET', '/misc/initialize', agedCookie);
    expect(init.status).toBe(200);
    expectUser((init.body as { user: SpecUser }).user, { _id: lee.uid, username: 'lee' });
    const added = await send('POST', '/cart', agedCookie, { userId: lee.uid, productId: serum._id });
    expect(added.status).toBe(200);
    expect((added.body as { items: SpecItem[] }).items).toHaveLength(1);
    expect((await send('GET', `/order/${lee.uid}`, agedCookie)).status).toBe(200);

    // An ID token of the same age expired an hour ago: refused.
    const agedIdToken = unsignedToken({
      ...aged,
      iss: `https://securetoken.google.com/${testEnv.projectId}`,
      exp: twoHoursAgo + 60 * 60,
    });
    const refused = await send('GET', '/misc/initialize', agedIdToken);
    expect(refused.status).toBe(401);
    expect(refused.answer).toEqual({ success: false, message: 'Your session has expired, please sign in again' });
  });

  it('answers the SPEC’s error cases with their statuses and messages', async () => {
    // A signed-out client's cart calls: 401 (the client sends the visitor to /login).
    const signedOut = { success: false, message: 'You must sign in first' };
    const add = await send('POST', '/cart', undefined, { userId: '', productId: 'any' });
    expect([add.status, add.answer]).toEqual([401, signedOut]);
    const change = await send('PUT', '/cart/some-cart', undefined, { id: 'any', quantity: 1 });
    expect([change.status, change.answer]).toEqual([401, signedOut]);
    const init = await send('GET', '/misc/initialize');
    expect(init.body).toMatchObject({ user: null, cart: null });

    // User creation: 403 "You do not have authorization!", 409 "This Username has already exists!".
    const admin = await logIn('admin', 'Admin12345');
    const byAdmin = await send('POST', '/auth/register', admin.token, {
      username: 'nora',
      password: 'Nora12345',
      firstname: 'Nora',
      lastname: 'Lane',
      role: 'admin',
    });
    expect([byAdmin.status, byAdmin.answer]).toEqual([
      403,
      { success: false, message: 'You do not have authorization!' },
    ]);
    const taken = await send('POST', '/auth/register', undefined, {
      username: 'jane',
      password: 'Jane12345',
      firstname: 'Jane',
      lastname: 'Doe',
      role: 'user',
    });
    expect([taken.status, taken.answer]).toEqual([
      409,
      { success: false, message: 'This Username has already exists!' },
    ]);

    // Category deletion failure: "This Category is not empty!".
    const product = await makeProduct(admin.token);
    const category = (await send('GET', `/api/products/${product._id}`)).body as { category: { _id: string } };
    const notEmpty = await send('DELETE', `/api/categories/${category.category._id}`, admin.token);
    expect([notEmpty.status, notEmpty.answer]).toEqual([
      409,
      { success: false, message: 'This Category is not empty!' },
    ]);
  });

  it('lists the 6 newest products by updatedAt when the shop asks with no query', async () => {
    const admin = await logIn('admin', 'Admin12345');
    const made: { _id: string; title: string }[] = [];
    for (let n = 1; n <= 7; n++) made.push(await makeProduct(admin.token, { title: `Product ${n}` }));
    // Editing the oldest makes it the most recently updated.
    const first = made[0]!;
    const category = ((await send('GET', `/api/products/${first._id}`)).body as { category: { _id: string } }).category;
    const edited = await send('PUT', `/api/products/${first._id}`, admin.token, {
      title: 'Product 1',
      description: 'Now in a larger bottle.',
      price: 22,
      category: category._id,
      image: '',
    });
    expect(edited.answer.success).toBe(true);

    const list = await send('GET', '/api/products');
    expect(list.status).toBe(200);
    expect((list.body as { title: string }[]).map((p) => p.title)).toEqual([
      'Product 1',
      'Product 7',
      'Product 6',
      'Product 5',
      'Product 4',
      'Product 3',
    ]);
    expect(list.answer.totalProducts).toEqual({ all: 7, filtered: 7 });
  });
});
