import type { Cart, DashboardBody, Order, PricedCart, Product, ProductListAnswer } from '@shop/contract';
import { ADMIN_API_PATHS, API_PATHS, RETRY_AFTER_REPEATS } from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

let jane: TestUser;
let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  await Promise.all([
    addProduct('serum', 'Rosehip Serum', 20),
    addProduct('mask', 'Clay Mask', 30),
    addProduct('balm', 'Lip Balm', 10),
    putCategory('skin', 'Women Skincare', 'skincare'),
  ]);
  [jane, admin] = await Promise.all([createUser('jane'), createUser('boss', 'admin')]);
});

const setStock = (id: string, stock: number) => adminDb.doc(`products/${id}`).update({ stock });
/** A product's stock shards (each { units }), by shard number. */
const shardsOf = async (id: string) =>
  (await adminDb.collection(`products/${id}/stockShards`).get()).docs.map((doc) => doc.get('units') as number);
/** Today's figures summed over the day's shards, as the dashboard adds them. */
const todaysShards = async () => {
  const snap = await adminDb.collection('orderStatShards').where('day', '==', today()).get();
  const sum = (field: string) => snap.docs.reduce((total, doc) => total + ((doc.get(field) as number) ?? 0), 0);
  return { orders: sum('orders'), revenueCents: sum('revenueCents') };
};
const storedStock = async (id: string): Promise<unknown> => (await adminDb.doc(`products/${id}`).get()).get('stock');
const today = () => new Date().toISOString().slice(0, 10);
const orderCount = async () => (await adminDb.collection('orders').count().get()).data().count;

const addToCart = (user: TestUser, productId: string) =>
  call<Cart>('POST', API_PATHS.cart, { token: user.token, body: { productId } });
const setQuantity = (user: TestUser, cartId: string, id: string, quantity: number) =>
  call<Cart>('PUT', API_PATHS.cartById(cartId), { token: user.token, body: { id, quantity } });
const buy = (user: TestUser, cartId: string) =>
  call<Order>('POST', API_PATHS.order, { token: user.token, body: { cartId } });
/**
 * A customer buying through the web client, which repeats an answer carrying Retry-After (a purchase
 * that met too many others at once answers 503 "busy" and changes nothing) after the wait it asks for.
 */
const buyThroughTheClient = async (user: TestUser, cartId: string) => {
  for (let repeat = 0; ; repeat++) {
    const answer = await buy(user, cartId);
    const wait = answer.headers.get('retry-after');
    if (answer.status !== 503 || wait === null || repeat === RETRY_AFTER_REPEATS) return answer;
    await sleep(Number(wait) * 1000 + Math.floor(Math.random() * 250));
  }
};
const quantityIn = async (cartId: string, productId: string) =>
  ((await cartDoc(cartId))?.items as { _id: string; quantity: number }[]).find((item) => item._id === productId)
    ?.quantity;
const dashboard = async (): Promise<DashboardBody> =>
  (await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token })).json.body as DashboardBody;

/** SPEC.md's product fields only: no stock, no facts. */
const specProduct = {
  title: 'Plain Toner',
  description: 'A toner for every day.',
  price: 15,
  category: 'skin',
  image: '',
};

describe('products with and without stock', () => {
  it('keeps SPEC-field requests valid: the product is untracked, always available, and a PUT without stock keeps it', async () => {
    const created = await call<Product>('POST', API_PATHS.products, { token: admin.token, body: specProduct });
    expect(created.status).toBe(201);
    const id = created.json.body!._id;
    expect(created.json.body).not.toHaveProperty('stock');
    expect(await storedStock(id)).toBeUndefined();

    // Untracked: as many as a customer likes, and buying takes nothing.
    const first = await addToCart(jane, id);
    const cartId = first.json.body!._id;
    expect((await setQuantity(jane, cartId, id, 40)).status).toBe(200);
    expect((await buy(jane, cartId)).status).toBe(201);
    expect(await storedStock(id)).toBeUndefined();

    // An admin starts counting it, then a SPEC-field PUT (no stock) keeps the count.
    const tracked = await call<Product>('PUT', API_PATHS.product(id), {
      token: admin.token,
      body: { ...specProduct, stock: 7 },
    });
    expect(tracked.json.body?.stock).toBe(7);
    const kept = await call<Product>('PUT', API_PATHS.product(id), {
      token: admin.token,
      body: { ...specProduct, title: 'Plain Toner XL' },
    });
    expect(kept.status).toBe(200);
    expect(kept.json.body).toMatchObject({ title: 'Plain Toner XL', stock: 7 });
    expect((await call<Product>('GET', API_PATHS.product(id))).json.body?.stock).toBe(7);

    // The form's empty field (null or '') stops counting.
    const untracked = await call<Product>('PUT', API_PATHS.product(id), {
      token: admin.token,
      body: { ...specProduct, stock: '' },
    });
    expect(untracked.json.body).not.toHaveProperty('stock');
    expect(await storedStock(id)).toBeUndefined();
  });

  it('takes a whole number from 0 on create, refuses anything else with 422 naming stock, and writes nothing', async () => {
    const created = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: { ...specProduct, stock: 0 },
    });
    expect(created.status).toBe(201);
    expect(created.json.body?.stock).toBe(0);
    for (const stock of [-1, 2.5, 'many', true]) {
      const res = await call('POST', API_PATHS.products, { token: admin.token, body: { ...specProduct, stock } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.errors ?? {})).toEqual(['stock']);
    }
    expect((await adminDb.collection('products').count().get()).data().count).toBe(4);
  });
});

describe('the cart and stock', () => {
  it('adds and raises up to what is left, answers 409 "Only N left in stock" past it and changes nothing', async () => {
    await setStock('serum', 2);
    const cartId = (await addToCart(jane, 'serum')).json.body!._id;
    expect((await addToCart(jane, 'serum')).status).toBe(200);
    const third = await addToCart(jane, 'serum');
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({ success: false, message: 'Only 2 left in stock' });
    expect(await quantityIn(cartId, 'serum')).toBe(2);

    const raised = await setQuantity(jane, cartId, 'serum', 3);
    expect(raised.status).toBe(409);
    expect(raised.json.message).toBe('Only 2 left in stock');
    expect(await quantityIn(cartId, 'serum')).toBe(2);

    // Lowering is always allowed, also when the stock fell below the line meanwhile.
    await setStock('serum', 0);
    expect((await setQuantity(jane, cartId, 'serum', 1)).status).toBe(200);
    expect(await quantityIn(cartId, 'serum')).toBe(1);
    const soldOut = await addToCart(jane, 'serum');
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.message).toBe('This product is sold out');
    expect(await storedStock('serum')).toBe(0);
  });

  it('checks a quantity set by product id for a product not in the cart yet, and shows each line’s stock', async () => {
    await setStock('mask', 3);
    const cartId = (await addToCart(jane, 'balm')).json.body!._id;
    const tooMany = await setQuantity(jane, cartId, 'mask', 4);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe('Only 3 left in stock');
    expect(await quantityIn(cartId, 'mask')).toBeUndefined();
    expect((await setQuantity(jane, cartId, 'mask', 3)).status).toBe(200);

    const priced = (await call<PricedCart>('GET', API_PATHS.cart, { token: jane.token })).json.body!;
    expect(priced.items.map(({ _id, quantity, stock }) => ({ _id, quantity, stock }))).toEqual([
      { _id: 'balm', quantity: 1, stock: undefined },
      { _id: 'mask', quantity: 3, stock: 3 },
    ]);
  });
});

describe('buy now and stock', () => {
  it('takes the units of tracked lines in the order, leaves untracked products alone', async () => {
    await setStock('serum', 5);
    const cartId = await addOpenCart(jane.uid, [
      line('serum', 'Rosehip Serum', 20, 2),
      line('balm', 'Lip Balm', 10, 4),
    ]);
    const res = await buy(jane, cartId);
    expect(res.status).toBe(201);
    expect(res.json.body).not.toHaveProperty('stockTaken');
    expect(await storedStock('serum')).toBe(3);
    expect(await storedStock('balm')).toBeUndefined();
    expect((await adminDb.doc(`orders/${cartId}`).get()).get('stockTaken')).toEqual({ serum: 2 });
  });

  it('refuses a short order with 409 naming each short product and what is left: nothing charged, stock and cart kept', async () => {
    const before = await dashboard();
    await Promise.all([setStock('serum', 2), setStock('mask', 0), setStock('balm', 9)]);
    const items = [
      line('serum', 'Rosehip Serum', 20, 3),
      line('balm', 'Lip Balm', 10, 1),
      line('mask', 'Clay Mask', 30, 1),
    ];
    const cartId = await addOpenCart(jane.uid, items);
    const res = await buy(jane, cartId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Not enough stock: Rosehip Serum (2 left), Clay Mask (0 left)');
    expect(await orderCount()).toBe(0);
    expect([await storedStock('serum'), await storedStock('mask'), await storedStock('balm')]).toEqual([2, 0, 9]);
    expect(await cartDoc(cartId)).toMatchObject({ status: 'open', items });
    expect((await dashboard()).today).toEqual(before.today);

    // Lowered to what is left (and the sold-out line removed), the same cart is bought.
    expect((await setQuantity(jane, cartId, 'serum', 2)).status).toBe(200);
    expect((await setQuantity(jane, cartId, 'mask', 0)).status).toBe(200);
    expect((await buy(jane, cartId)).status).toBe(201);
    expect([await storedStock('serum'), await storedStock('balm')]).toEqual([0, 8]);
  });

  it('puts the units back when an admin cancels, in the status change; a product untracked or deleted since gets nothing', async () => {
    await Promise.all([setStock('serum', 4), setStock('mask', 2), setStock('balm', 6)]);
    const cartId = await addOpenCart(jane.uid, [
      line('serum', 'Rosehip Serum', 20, 3),
      line('mask', 'Clay Mask', 30, 2),
      line('balm', 'Lip Balm', 10, 1),
    ]);
    expect((await buy(jane, cartId)).status).toBe(201);
    expect([await storedStock('serum'), await storedStock('mask'), await storedStock('balm')]).toEqual([1, 0, 5]);
    await adminDb.doc('products/mask').update({ stock: FieldValue.delete() });
    await adminDb.doc('products/balm').delete();

    const cancelled = await call('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await storedStock('serum')).toBe(4);
    expect(await storedStock('mask')).toBeUndefined();
    expect((await adminDb.doc('products/balm').get()).exists).toBe(false);

    // A status the machine refuses changes nothing, the stock included.
    const again = await call('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(again.status).toBe(409);
    expect(await storedStock('serum')).toBe(4);
  });

  it('sells exactly the last 5 units to 20 customers buying at the same moment, each repeating a busy answer as the web client does: 15 clear 409s, stock 0, figures of 5', async () => {
    await setStock('serum', 5);
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(`racer${i}`)));
    await warmWorkers(customers.length);
    const carts = await Promise.all(
      customers.map((customer) => addOpenCart(customer.uid, [line('serum', 'Rosehip Serum', 20, 1)])),
    );
    const answers = await Promise.all(customers.map((customer, i) => buyThroughTheClient(customer, carts[i] ?? '')));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.json.message).toBe('Not enough stock: Rosehip Serum (0 left)');
    expect(await storedStock('serum')).toBe(0);
    expect(await orderCount()).toBe(5);
    const open = await Promise.all(carts.map(async (id) => (await cartDoc(id))?.status));
    expect(open.filter((status) => status === 'open')).toHaveLength(15);

    const figures = await dashboard();
    expect(figures.today).toEqual({ revenue: 100, orders: 5 });
    expect(figures.bestSellers).toEqual([{ productId: 'serum', title: 'Rosehip Serum', units: 5, revenue: 100 }]);
    expect(figures.soldOut).toBe(1);
    expect(await todaysShards()).toEqual({ orders: 5, revenueCents: 10000 });
  }, 90_000);
});

describe('restocking and stock shards', () => {
  const product = { ...specProduct, title: 'Night Cream' };
  const create = async (stock: number) => {
    const res = await call<Product>('POST', API_PATHS.products, { token: admin.token, body: { ...product, stock } });
    expect(res.status).toBe(201);
    return res.json.body?._id ?? '';
  };
  const update = (id: string, body: Record<string, unknown>) =>
    call<Product>('PUT', API_PATHS.product(id), { token: admin.token, body: { ...product, ...body } });
  const shown = async (id: string) => (await call<Product>('GET', API_PATHS.product(id))).json.body?.stock;

  it('adds units to what is left after a sale, and refuses the stock the form opened with: a restock never undoes a sale', async () => {
    const id = await create(5);
    const cartId = await addOpenCart(jane.uid, [line(id, 'Night Cream', 15, 2)]);
    expect((await buy(jane, cartId)).status).toBe(201);

    const stale = await update(id, { stock: 5 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'The stock changed since you opened this product: it is now 3. Use Add units to restock.',
    );
    expect(await shown(id)).toBe(3);

    const restocked = await update(id, { addUnits: 10 });
    expect(restocked.status).toBe(200);
    expect(restocked.json.body?.stock).toBe(13);
    expect(await shown(id)).toBe(13);
    // The same number as now changes nothing; a SPEC-field PUT (no stock) keeps it.
    expect((await update(id, { stock: 13 })).json.body?.stock).toBe(13);
    expect((await update(id, {})).json.body?.stock).toBe(13);
  });

  it('counts a restock once: Add units sent with the stock the form saw adds them, the same request again is 409 "Stock changed, reload" and adds nothing', async () => {
    const id = await create(5);
    const first = await update(id, { stock: 5, addUnits: 10 });
    expect(first.status).toBe(200);
    expect(first.json.body?.stock).toBe(15);
    const again = await update(id, { stock: 5, addUnits: 10 });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, message: 'Stock changed, reload' });
    expect(await shown(id)).toBe(15);
    // With the stock the first save answered, a second deliberate add counts.
    expect((await update(id, { stock: 15, addUnits: 10 })).json.body?.stock).toBe(25);
    expect(await shown(id)).toBe(25);
  });

  it('writes units off down to 0 but not below (422, nothing changed), and refuses Add units on an uncounted product', async () => {
    const id = await create(4);
    const tooMany = await update(id, { addUnits: -5 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.message).toBe('Only 4 units are in stock: you cannot write off more than that.');
    expect(await shown(id)).toBe(4);
    expect((await update(id, { addUnits: -4 })).json.body?.stock).toBe(0);
    expect((await update(id, { addUnits: 'many' })).status).toBe(422);

    const untracked = (await call<Product>('POST', API_PATHS.products, { token: admin.token, body: product })).json.body
      ?._id;
    const refused = await update(untracked ?? '', { addUnits: 3 });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe("This product's stock is not tracked: enter a Stock to start counting it.");
  });

  it('keeps more than 5 units in shards, shows their total, collapses them at 5 or fewer and removes them with the product', async () => {
    const id = await create(20);
    expect(await shardsOf(id)).toEqual(Array<number>(10).fill(2));
    expect((await adminDb.doc(`products/${id}`).get()).data()).toMatchObject({ stock: 20, stockShards: 10 });

    const cartId = await addOpenCart(jane.uid, [line(id, 'Night Cream', 15, 1)]);
    expect((await buy(jane, cartId)).status).toBe(201);
    expect((await shardsOf(id)).reduce((a, b) => a + b, 0)).toBe(19);
    expect(await shown(id)).toBe(19);
    // One unit came from one shard (it kept one), so the layout is unchanged. A list reads no shard: it
    // answers the document's stock, the units at the last layout while sharded.
    const listed = await call<Product[]>('GET', `${API_PATHS.products}?ids=${id}`);
    expect(listed.json.body?.[0]?.stock).toBe(20);
    const adminListed = await call<Product[]>('GET', `${API_PATHS.products}?q=${encodeURIComponent('Night Cream')}`, {
      token: admin.token,
    });
    expect(adminListed.json.body?.find((p) => p._id === id)?.stock).toBe(19);

    // Written off to 5: the units go back onto the product, which the low-stock list then finds.
    expect((await update(id, { addUnits: -14 })).json.body?.stock).toBe(5);
    expect(await shardsOf(id)).toEqual([]);
    expect((await adminDb.doc(`products/${id}`).get()).get('stockShards')).toBeUndefined();
    const low = await call<Product[]>('GET', `${API_PATHS.products}?stock=low`);
    expect(low.json.body?.map((p) => [p._id, p.stock])).toContainEqual([id, 5]);

    // Restocked above 5 it is sharded again; a delete takes the shards with it.
    expect((await update(id, { addUnits: 3 })).json.body?.stock).toBe(8);
    expect(await shardsOf(id)).toHaveLength(8);
    expect((await call('DELETE', API_PATHS.product(id), { token: admin.token })).status).toBe(200);
    expect(await shardsOf(id)).toEqual([]);
  });

  it('puts a cancelled order’s units back into a shard of a sharded product', async () => {
    const id = await create(12);
    const cartId = await addOpenCart(jane.uid, [line(id, 'Night Cream', 15, 4)]);
    expect((await buy(jane, cartId)).status).toBe(201);
    expect(await shown(id)).toBe(8);
    const cancelled = await call('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await shown(id)).toBe(12);
    // Still sharded (the take of 4 laid the 8 left out over 8 shards), every shard holding a unit or more.
    const shards = await shardsOf(id);
    expect(shards.reduce((a, b) => a + b, 0)).toBe(12);
    expect(shards).toHaveLength(8);
    expect(shards.every((units) => units >= 1)).toBe(true);
  });
});

describe('the stock lists', () => {
  const list = async (query: string) => {
    const res = await call<Product[]>('GET', `${API_PATHS.products}${query}`);
    return { status: res.status, answer: res.json as ProductListAnswer };
  };

  it('lists low (1 to 5 left, fewest first) and sold-out products, counts them on the dashboard, and stands alone', async () => {
    await Promise.all([setStock('serum', 5), setStock('mask', 0), setStock('balm', 1)]);
    await addProduct('gel', 'Shower Gel', 12);
    await setStock('gel', 6);

    const low = await list('?stock=low');
    expect(low.status).toBe(200);
    expect(low.answer.body?.map((p) => [p.title, p.stock])).toEqual([
      ['Lip Balm', 1],
      ['Rosehip Serum', 5],
    ]);
    expect(low.answer.totalProducts).toEqual({ all: 4, filtered: 2 });
    const out = await list('?stock=out&page=1&limit=6');
    expect(out.answer.body?.map((p) => p.title)).toEqual(['Clay Mask']);
    expect(out.answer.totalProducts.filtered).toBe(1);

    const figures = await dashboard();
    expect([figures.lowStock, figures.soldOut]).toEqual([2, 1]);

    expect((await list('?stock=some')).status).toBe(400);
    const combined = await call('GET', `${API_PATHS.products}?stock=low&category=skincare`);
    expect(combined.status).toBe(400);
    expect(combined.json.message).toBe(
      'The stock filter cannot be combined with category, q, skin, concern, step, free or colour',
    );
  });
});
