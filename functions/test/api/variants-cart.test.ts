import {
  API_PATHS,
  onlyLeftMessage,
  VARIANT_NOT_FOUND,
  type Cart,
  type CartItem,
  type CartQuantityBody,
  type InitializeBody,
  type PricedCart,
  type ProductVariant,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { asSent, createVariantProduct, lipstick, saveVariants, shade, variantLine } from './support/variants';

const TITLE = 'Velvet Lipstick';
/** Ruby (5 left, the default shade), Coral (3 left) and Plum (off sale). */
const BODY = lipstick([
  shade('Ruby', 'red', 24, { stock: 5 }),
  shade('Coral', 'coral', 22, { stock: 3 }),
  shade('Plum', 'plum', 26, { stock: 4, hidden: true }),
]);

let jane: TestUser;
let admin: TestUser;
let id = '';
let RUBY: ProductVariant;
let CORAL: ProductVariant;
let PLUM: ProductVariant;
const lineId = (variant: ProductVariant) => `${id}~${variant._id}`;
const shadeLine = (variant: ProductVariant, quantity: number): CartItem => variantLine(id, TITLE, variant, quantity);

beforeEach(async () => {
  await clearAll();
  await Promise.all([putCategory('lips', 'Lips', 'lips'), addProduct('serum', 'Rose Serum', 19.99)]);
  [jane, admin] = await Promise.all([createUser('jane'), createUser('boss', 'admin')]);
  const created = await createVariantProduct(admin.token, BODY);
  id = created.id;
  RUBY = created.variant('Ruby');
  CORAL = created.variant('Coral');
  PLUM = created.variant('Plum');
});

const add = (body: Record<string, unknown>) => call<Cart>('POST', API_PATHS.cart, { token: jane.token, body });
const put = (cartId: string, id: string, quantity: number) =>
  call<CartQuantityBody>('PUT', API_PATHS.cartById(cartId), { token: jane.token, body: { id, quantity } });

/** The cart document's lines and variant line ids, and when it was last written. */
const stored = async (cartId: string) => {
  const snap = await adminDb.doc(`carts/${cartId}`).get();
  return {
    items: snap.get('items') as unknown,
    variantLineIds: snap.get('variantLineIds') as unknown,
    at: snap.updateTime?.toMillis(),
  };
};

describe('POST /cart with shades', () => {
  it('adds the default shade without a variantId (a SPEC client), and the one asked for with it: two shades, two lines', async () => {
    const first = await add({ productId: id });
    expect(first.status).toBe(200);
    const cartId = first.json.body?._id ?? '';
    expect(first.json.body?.items).toEqual([shadeLine(RUBY, 1)]);

    await add({ productId: id, variantId: CORAL._id });
    const third = await add({ productId: id, variantId: CORAL._id });
    await add({ productId: 'serum' });
    const items = [shadeLine(RUBY, 1), shadeLine(CORAL, 2), line('serum', 'Rose Serum', 19.99, 1)];
    expect(third.json.body?.items).toEqual(items.slice(0, 2));
    expect(await stored(cartId)).toMatchObject({ items, variantLineIds: [lineId(RUBY), lineId(CORAL)] });
  });

  it('answers 404 for an unknown or hidden shade, or a shade of a product without any, and changes nothing', async () => {
    const cartId = (await add({ productId: id })).json.body?._id ?? '';
    const before = await stored(cartId);
    for (const body of [
      { productId: id, variantId: 'nope1234' },
      { productId: id, variantId: PLUM._id },
      { productId: 'serum', variantId: RUBY._id },
    ]) {
      const res = await add(body);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, message: VARIANT_NOT_FOUND });
    }
    expect(await stored(cartId)).toEqual(before);
  });

  it('counts each shade’s own units: 409 "Only 3 left in stock" past Coral’s 3 while the product holds 8', async () => {
    for (let i = 0; i < 3; i += 1) expect((await add({ productId: id, variantId: CORAL._id })).status).toBe(200);
    const over = await add({ productId: id, variantId: CORAL._id });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(onlyLeftMessage(3));
    expect((await add({ productId: id, variantId: RUBY._id })).status).toBe(200);
  });
});

describe('PUT /cart/{cartId} by line id', () => {
  it('sets a shade’s line by its id, a plain product id meaning the default shade; checks that shade’s units; 0 removes it', async () => {
    const cartId = (await add({ productId: id, variantId: CORAL._id })).json.body?._id ?? '';

    const raised = await put(cartId, lineId(CORAL), 2);
    expect(raised.status).toBe(200);
    expect(raised.json.body?.item).toEqual(shadeLine(CORAL, 2));

    const over = await put(cartId, lineId(CORAL), 4);
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(onlyLeftMessage(3));

    // The product's own id: its default shade (Ruby), appended at Ruby's price, checked against Ruby's 5.
    const byProduct = await put(cartId, id, 5);
    expect(byProduct.json.body?.item).toEqual(shadeLine(RUBY, 5));
    expect((await put(cartId, id, 6)).json.message).toBe(onlyLeftMessage(5));
    expect(await stored(cartId)).toMatchObject({
      items: [shadeLine(CORAL, 2), shadeLine(RUBY, 5)],
      variantLineIds: [lineId(CORAL), lineId(RUBY)],
    });

    const removed = await put(cartId, lineId(CORAL), 0);
    expect(removed.json.body?.item).toBeNull();
    expect(await stored(cartId)).toMatchObject({ items: [shadeLine(RUBY, 5)], variantLineIds: [lineId(RUBY)] });
  });

  it('answers 404 for a hidden or unknown shade’s line id and changes nothing', async () => {
    const cartId = (await add({ productId: id })).json.body?._id ?? '';
    const before = await stored(cartId);
    for (const missing of [lineId(PLUM), `${id}~nope1234`, `serum~${RUBY._id}`]) {
      const res = await put(cartId, missing, 1);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(VARIANT_NOT_FOUND);
    }
    expect(await stored(cartId)).toEqual(before);
  });

  it('DELETE /cart/{cartId} empties the shades’ lines and their ids', async () => {
    const cartId = (await add({ productId: id })).json.body?._id ?? '';
    const res = await call<Cart>('DELETE', API_PATHS.cartById(cartId), { token: jane.token });
    expect(res.json.body?.items).toEqual([]);
    expect(await stored(cartId)).toMatchObject({ items: [], variantLineIds: [] });
  });
});

describe('a cart with shades, read back', () => {
  it('GET /cart prices each shade’s line at its shade’s price and units now; a shade hidden since is not available', async () => {
    await add({ productId: id, variantId: RUBY._id });
    const cartId = (await add({ productId: id, variantId: CORAL._id })).json.body?._id ?? '';
    // The admin raises Ruby's price, writes one of its units off and takes Coral off sale.
    await saveVariants(admin.token, id, BODY, (variant) => {
      if (variant._id === RUBY._id) return { ...asSent(variant), price: 28, addUnits: -1 };
      return variant._id === CORAL._id ? { ...asSent(variant), hidden: true } : asSent(variant);
    });

    const res = await call<PricedCart>('GET', API_PATHS.cart, { token: jane.token });
    expect(res.json.body).toEqual({
      _id: cartId,
      items: [
        { ...shadeLine({ ...RUBY, price: 28 }, 1), addedPrice: 24, available: true, stock: 4 },
        { ...shadeLine(CORAL, 1), available: false },
      ],
      totalPrice: 28,
    });
  });

  it('GET /misc/initialize gives the lines naming their shades', async () => {
    await add({ productId: id, variantId: CORAL._id });
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: jane.token });
    expect(res.json.body?.cart?.items).toEqual([shadeLine(CORAL, 1)]);
  });

  it('writes a plain product’s line as before, and a cart with no shade says so (variantLineIds empty)', async () => {
    const cartId = (await add({ productId: 'serum' })).json.body?._id ?? '';
    expect(await cartDoc(cartId)).toMatchObject({ items: [line('serum', 'Rose Serum', 19.99, 1)], variantLineIds: [] });
  });
});
