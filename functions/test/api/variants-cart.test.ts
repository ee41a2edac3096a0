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
import { variantFieldsUpdate } from '../../src/repositories/stock-shards';
import { variantFieldsOf } from '../../src/rules/variants';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { putVariantProduct, shade, variantLine } from './support/variants';

const TITLE = 'Velvet Lipstick';
const RUBY = shade('ruby', 'Ruby', 24, 5);
const CORAL = shade('coral', 'Coral', 22, 3);
const PLUM = shade('plum', 'Plum', 26, 4, true);

const shadeLine = (variant: ProductVariant, quantity: number): CartItem =>
  variantLine('lipstick', TITLE, variant, quantity);

let jane: TestUser;

beforeEach(async () => {
  await clearAll();
  const category = await putCategory('lips', 'Lips', 'lips');
  await Promise.all([
    putVariantProduct('lipstick', TITLE, [RUBY, CORAL, PLUM], category),
    addProduct('serum', 'Rose Serum', 19.99),
  ]);
  jane = await createUser('jane');
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
    const first = await add({ productId: 'lipstick' });
    expect(first.status).toBe(200);
    const cartId = first.json.body?._id ?? '';
    expect(first.json.body?.items).toEqual([shadeLine(RUBY, 1)]);

    await add({ productId: 'lipstick', variantId: 'coral' });
    const third = await add({ productId: 'lipstick', variantId: 'coral' });
    await add({ productId: 'serum' });
    const items = [shadeLine(RUBY, 1), shadeLine(CORAL, 2), line('serum', 'Rose Serum', 19.99, 1)];
    expect(third.json.body?.items).toEqual(items.slice(0, 2));
    expect(await stored(cartId)).toMatchObject({ items, variantLineIds: ['lipstick~ruby', 'lipstick~coral'] });
  });

  it('answers 404 for an unknown or hidden shade, or a shade of a product without any, and changes nothing', async () => {
    const cartId = (await add({ productId: 'lipstick' })).json.body?._id ?? '';
    const before = await stored(cartId);
    for (const body of [
      { productId: 'lipstick', variantId: 'nope' },
      { productId: 'lipstick', variantId: 'plum' },
      { productId: 'serum', variantId: 'ruby' },
    ]) {
      const res = await add(body);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, message: VARIANT_NOT_FOUND });
    }
    expect(await stored(cartId)).toEqual(before);
  });

  it('counts each shade’s own units: 409 "Only 3 left in stock" past Coral’s 3 while the product holds 8', async () => {
    for (let i = 0; i < 3; i += 1) expect((await add({ productId: 'lipstick', variantId: 'coral' })).status).toBe(200);
    const over = await add({ productId: 'lipstick', variantId: 'coral' });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(onlyLeftMessage(3));
    expect((await add({ productId: 'lipstick', variantId: 'ruby' })).status).toBe(200);
  });
});

describe('PUT /cart/{cartId} by line id', () => {
  it('sets a shade’s line by its id, a plain product id meaning the default shade; checks that shade’s units; 0 removes it', async () => {
    const cartId = (await add({ productId: 'lipstick', variantId: 'coral' })).json.body?._id ?? '';

    const raised = await put(cartId, 'lipstick~coral', 2);
    expect(raised.status).toBe(200);
    expect(raised.json.body?.item).toEqual(shadeLine(CORAL, 2));

    const over = await put(cartId, 'lipstick~coral', 4);
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(onlyLeftMessage(3));

    // The product's own id: its default shade (Ruby), appended at Ruby's price, checked against Ruby's 5.
    const byProduct = await put(cartId, 'lipstick', 5);
    expect(byProduct.json.body?.item).toEqual(shadeLine(RUBY, 5));
    expect((await put(cartId, 'lipstick', 6)).json.message).toBe(onlyLeftMessage(5));
    expect(await stored(cartId)).toMatchObject({
      items: [shadeLine(CORAL, 2), shadeLine(RUBY, 5)],
      variantLineIds: ['lipstick~coral', 'lipstick~ruby'],
    });

    const removed = await put(cartId, 'lipstick~coral', 0);
    expect(removed.json.body?.item).toBeNull();
    expect(await stored(cartId)).toMatchObject({ items: [shadeLine(RUBY, 5)], variantLineIds: ['lipstick~ruby'] });
  });

  it('answers 404 for a hidden or unknown shade’s line id and changes nothing', async () => {
    const cartId = (await add({ productId: 'lipstick' })).json.body?._id ?? '';
    const before = await stored(cartId);
    for (const id of ['lipstick~plum', 'lipstick~nope', 'serum~ruby']) {
      const res = await put(cartId, id, 1);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(VARIANT_NOT_FOUND);
    }
    expect(await stored(cartId)).toEqual(before);
  });

  it('DELETE /cart/{cartId} empties the shades’ lines and their ids', async () => {
    const cartId = (await add({ productId: 'lipstick' })).json.body?._id ?? '';
    const res = await call<Cart>('DELETE', API_PATHS.cartById(cartId), { token: jane.token });
    expect(res.json.body?.items).toEqual([]);
    expect(await stored(cartId)).toMatchObject({ items: [], variantLineIds: [] });
  });
});

describe('a cart with shades, read back', () => {
  it('GET /cart prices each shade’s line at its shade’s price and units now; a shade hidden since is not available', async () => {
    await add({ productId: 'lipstick', variantId: 'ruby' });
    const cartId = (await add({ productId: 'lipstick', variantId: 'coral' })).json.body?._id ?? '';
    const variants = [{ ...RUBY, price: 28, stock: 4 }, { ...CORAL, hidden: true }, PLUM];
    await adminDb.doc('products/lipstick').update(variantFieldsUpdate(variantFieldsOf(variants)));

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
    await add({ productId: 'lipstick', variantId: 'coral' });
    const res = await call<InitializeBody>('GET', API_PATHS.initialize, { token: jane.token });
    expect(res.json.body?.cart?.items).toEqual([shadeLine(CORAL, 1)]);
  });

  it('writes a plain product’s line as before, and a cart with no shade says so (variantLineIds empty)', async () => {
    const cartId = (await add({ productId: 'serum' })).json.body?._id ?? '';
    expect(await cartDoc(cartId)).toMatchObject({ items: [line('serum', 'Rose Serum', 19.99, 1)], variantLineIds: [] });
  });
});
