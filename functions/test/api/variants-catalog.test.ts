// Products in shades and sizes as the catalogue's API writes and answers them: the variants' ids, order,
// units and the product fields derived from them, removal or hiding, the 422s and 409s, what visitors
// and admins see. Colour filter, search and the stock views: variants-catalog-lists.test.ts.
import {
  API_PATHS,
  cartLineId,
  STOCK_CHANGED_RELOAD,
  stockChangedMessage,
  VARIANT_ID_UNKNOWN,
  VARIANT_UNITS_ONLY,
  type Product,
  type ProductListAnswer,
  type ProductVariant,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';
import { lipstick, shade, storedProduct, type VariantBody } from './support/variants';

let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  await putCategory('lips', 'Lips', 'lips');
  admin = await createUser('boss', 'admin');
});

const create = (body: Record<string, unknown>) =>
  call<Product>('POST', API_PATHS.products, { token: admin.token, body });
const save = (id: string, body: Record<string, unknown>) =>
  call<Product>('PUT', API_PATHS.product(id), { token: admin.token, body });
const read = (id: string, token?: string) => call<Product>('GET', API_PATHS.product(id), { token });
/** A variant as the admin's form sends it back: its id, and its units as the form saw them. */
const asSent = ({ _id, name, kind, price, stock, swatch, family }: ProductVariant): VariantBody => ({
  _id,
  name,
  kind,
  price,
  ...(stock === undefined ? {} : { stock }),
  ...(swatch ? { swatch } : {}),
  ...(family ? { family } : {}),
});
const names = (product?: Product) => product?.variants?.map((variant) => variant.name);

/** Creates the lipstick in Ruby (10 left), Coral Kiss (3 left) and Nude Pearl (sold out). */
const createLipstick = async (): Promise<Product> => {
  const created = await create(
    lipstick([
      shade('Ruby', 'red', 24, { stock: 10 }),
      shade('Coral Kiss', 'coral', 20, { stock: 3 }),
      shade('Nude Pearl', 'nude', 22, { stock: 0 }),
    ]),
  );
  expect(created.status).toBe(201);
  return created.json.body!;
};

describe('a product created with shades', () => {
  it('gets an id per shade from the server, the lowest price on sale and the summed stock, all stored in one document', async () => {
    const product = await createLipstick();
    const ids = product.variants!.map((variant) => variant._id);
    expect(ids.every((id) => /^[A-Za-z0-9]{8}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(names(product)).toEqual(['Ruby', 'Coral Kiss', 'Nude Pearl']);
    // The form's own price (99) and stock give way to the shades'.
    expect(product.price).toBe(20);
    expect(product.stock).toBe(13);

    const stored = await storedProduct(product._id);
    expect(stored).toMatchObject({
      price: 20,
      stock: 13,
      colourFamilies: ['red', 'coral', 'nude'],
      lowVariants: 1,
      soldOutVariants: 1,
      variantStockLists: ['low', 'out'],
    });
    expect(stored).not.toHaveProperty('stockShards');
    expect((await adminDb.collection(`products/${product._id}/stockShards`).get()).size).toBe(0);

    // The product page answers each shade's units (in the document: no shard to count).
    const page = await read(product._id);
    expect(page.json.body?.variants?.map((variant) => [variant.name, variant.stock])).toEqual([
      ['Ruby', 10],
      ['Coral Kiss', 3],
      ['Nude Pearl', 0],
    ]);
    expect(page.json.body?.stock).toBe(13);
  });

  it('keeps the ids across a rename and a reorder sent by PUT, in the order sent', async () => {
    const product = await createLipstick();
    const [ruby, coral, nude] = product.variants!;
    const saved = await save(
      product._id,
      lipstick([asSent(nude!), { ...asSent(ruby!), name: 'Ruby Woo', price: 26 }, asSent(coral!)]),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.body?.variants?.map((variant) => [variant._id, variant.name])).toEqual([
      [nude!._id, 'Nude Pearl'],
      [ruby!._id, 'Ruby Woo'],
      [coral!._id, 'Coral Kiss'],
    ]);
    expect((await storedProduct(product._id)).variants.map((variant: ProductVariant) => variant._id)).toEqual([
      nude!._id,
      ruby!._id,
      coral!._id,
    ]);
  });

  it("sells on its own again after variants: [] (the price sent, the shades' units as its own, laid out in shards)", async () => {
    const product = await createLipstick();
    const saved = await save(product._id, lipstick([], { price: 25 }));
    expect(saved.status).toBe(200);
    expect(saved.json.body).not.toHaveProperty('variants');
    expect(saved.json.body).toMatchObject({ price: 25, stock: 13 });
    const stored = await storedProduct(product._id);
    for (const field of ['variants', 'colourFamilies', 'lowVariants', 'soldOutVariants', 'variantStockLists'])
      expect(stored, field).not.toHaveProperty(field);
    expect(stored.stockShards).toBeGreaterThan(0);
    expect((await read(product._id)).json.body?.stock).toBe(13);
  });

  it('takes a sharded product to shades in one write: its stock shards go', async () => {
    const plain = await create(lipstick([], { stock: 40 }));
    const id = plain.json.body!._id;
    expect((await adminDb.collection(`products/${id}/stockShards`).get()).size).toBeGreaterThan(0);
    const saved = await save(id, lipstick([shade('Ruby', 'red', 24, { stock: 7 })], { stock: 40 }));
    expect(saved.status).toBe(200);
    expect(saved.json.body?.stock).toBe(7);
    expect((await adminDb.collection(`products/${id}/stockShards`).get()).size).toBe(0);
    expect(await storedProduct(id)).not.toHaveProperty('stockShards');
    expect((await read(id)).json.body?.stock).toBe(7);
  });
});

describe("a shade's units", () => {
  it('are restocked once by addUnits with the units the form saw; the same request again is 409 and adds nothing', async () => {
    const product = await createLipstick();
    const [ruby, coral, nude] = product.variants!;
    const restock = () =>
      save(product._id, lipstick([asSent(ruby!), { ...asSent(coral!), addUnits: 5 }, asSent(nude!)]));
    const first = await restock();
    expect(first.status).toBe(200);
    expect(first.json.body?.variants?.[1]?.stock).toBe(8);
    expect(first.json.body?.stock).toBe(18);

    const again = await restock();
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(STOCK_CHANGED_RELOAD);
    const stored = await storedProduct(product._id);
    expect(stored.variants[1].stock).toBe(8);
    expect(stored).toMatchObject({ stock: 18, lowVariants: 0, soldOutVariants: 1, variantStockLists: ['out'] });
  });

  it('are set by stock alone only when it is the live count, else 409 with what is there now', async () => {
    const product = await createLipstick();
    const [ruby, coral, nude] = product.variants!;
    // A sale took a Ruby since the form was opened.
    const variants = (await storedProduct(product._id)).variants as ProductVariant[];
    await adminDb.doc(`products/${product._id}`).update({
      variants: variants.map((variant) => (variant._id === ruby!._id ? { ...variant, stock: 9 } : variant)),
    });
    const stale = await save(product._id, lipstick([{ ...asSent(ruby!), stock: 30 }, asSent(coral!), asSent(nude!)]));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(stockChangedMessage(9));
    expect((await storedProduct(product._id)).variants[0].stock).toBe(9);
  });
});

describe('bad shades and sizes', () => {
  it('are refused with 422 and a field message, and nothing changes', async () => {
    const product = await createLipstick();
    const before = await storedProduct(product._id);
    const [ruby] = product.variants!;
    const size = { name: '50 ml', kind: 'size', price: 30, size: '50 ml' };
    const cases: [VariantBody[], string, string][] = [
      [[shade('Ruby', 'red', 24), size], 'variants', 'A product has either shades or sizes, not both'],
      [[shade('Ruby', 'red', 24), shade('ruby ', 'pink', 24)], 'variants', 'Each shade or size needs its own name'],
      [[shade('Ruby', 'red', 24, { swatch: 'crimson' })], 'variants[0].swatch', 'A colour is # and six hex digits'],
      [[{ ...asSent(ruby!), _id: 'NotOurs1' }], 'variants[0]._id', VARIANT_ID_UNKNOWN],
    ];
    for (const [variants, field, message] of cases) {
      const res = await save(product._id, lipstick(variants));
      expect(res.status, message).toBe(422);
      expect(res.json.errors?.[field], message).toBe(message);
    }
    const after = await storedProduct(product._id);
    expect(after.updatedAt.isEqual(before.updatedAt)).toBe(true);
    expect(after.variants).toEqual(before.variants);
    // Units are added per shade: the product's own addUnits is refused.
    const ownUnits = await save(product._id, lipstick(product.variants!.map(asSent), { addUnits: 5 }));
    expect(ownUnits.status).toBe(422);
    expect(ownUnits.json.errors).toEqual({ addUnits: VARIANT_UNITS_ONLY });
    // On creation too: nothing is stored.
    const mixed = await create(lipstick([shade('Ruby', 'red', 24), size]));
    expect(mixed.status).toBe(422);
    expect((await adminDb.collection('products').count().get()).data().count).toBe(1);
  });
});

describe('a shade left out of a save', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await createUser('jane');
  });

  /** Creates the lipstick and stores a cart or an order naming its shades, as the orders routes write them. */
  const named = async () => {
    const product = await createLipstick();
    const [ruby, coral, nude] = product.variants!;
    const lineOf = (variant: ProductVariant) => cartLineId(product._id, variant._id);
    await Promise.all([
      adminDb
        .doc('carts/open1')
        .set({ userId: shopper.uid, status: 'open', items: [], variantLineIds: [lineOf(ruby!)] }),
      adminDb
        .doc('orders/placed1')
        .set({ userId: shopper.uid, status: 'placed', shops: [], variantLineIds: [lineOf(coral!)] }),
      // A delivered order and an ordered cart hold nothing back.
      adminDb
        .doc('orders/done1')
        .set({ userId: shopper.uid, status: 'delivered', shops: [], variantLineIds: [lineOf(nude!)] }),
      adminDb
        .doc('carts/ordered1')
        .set({ userId: shopper.uid, status: 'ordered', items: [], variantLineIds: [lineOf(nude!)] }),
    ]);
    return { product, ruby: ruby!, coral: coral!, nude: nude! };
  };

  it('is hidden while an open cart or an unshipped order names it, else deleted', async () => {
    const { product, ruby, coral, nude } = await named();
    const extra = shade('Berry Crush', 'berry', 21, { stock: 4 });
    const saved = await save(product._id, lipstick([extra]));
    expect(saved.status).toBe(200);
    const variants = saved.json.body!.variants!;
    expect(variants.map((variant) => [variant.name, variant.hidden ?? false])).toEqual([
      ['Berry Crush', false],
      ['Ruby', true],
      ['Coral Kiss', true],
    ]);
    expect(variants.map((variant) => variant._id)).toEqual([expect.any(String), ruby._id, coral._id]);
    expect(variants.some((variant) => variant._id === nude._id)).toBe(false);
    // Price and stock are the shades on sale only.
    expect(await storedProduct(product._id)).toMatchObject({
      price: 21,
      stock: 4,
      colourFamilies: ['berry'],
      lowVariants: 1,
      soldOutVariants: 0,
    });
  });

  it('comes back on sale when sent again without hidden', async () => {
    const { product, ruby } = await named();
    await save(product._id, lipstick([shade('Berry Crush', 'berry', 21, { stock: 4 })]));
    const hidden = (await read(product._id, admin.token)).json.body!.variants!;
    const [berry, hiddenRuby] = hidden;
    expect(hiddenRuby).toMatchObject({ _id: ruby._id, hidden: true });
    const back = await save(product._id, lipstick([asSent(berry!), asSent(hiddenRuby!)]));
    expect(back.status).toBe(200);
    expect(back.json.body?.variants?.map((variant) => [variant.name, variant.hidden ?? false])).toEqual([
      ['Berry Crush', false],
      ['Ruby', false],
      // Coral Kiss is still named by a placed order: left out again, it stays hidden.
      ['Coral Kiss', true],
    ]);
    expect(back.json.body?.stock).toBe(14);
  });

  it('is never shown to a visitor (lists, ids, the product page, search), while an admin sees it', async () => {
    const { product, ruby } = await named();
    await save(product._id, lipstick([shade('Berry Crush', 'berry', 21, { stock: 4 })]));
    const visitorSees = (body?: Product) => names(body);

    expect(visitorSees((await read(product._id)).json.body)).toEqual(['Berry Crush']);
    const listed = (await call<Product[]>('GET', API_PATHS.products)).json as ProductListAnswer;
    expect(visitorSees(listed.body?.[0])).toEqual(['Berry Crush']);
    const byIds = await call<Product[]>('GET', API_PATHS.productsByIds([product._id]));
    expect(visitorSees(byIds.json.body?.[0])).toEqual(['Berry Crush']);
    // A signed-in customer is a visitor too.
    expect(visitorSees((await read(product._id, shopper.token)).json.body)).toEqual(['Berry Crush']);
    // A hidden shade's name finds nothing, and its colour counts nothing.
    const search = (await call<Product[]>('GET', `${API_PATHS.products}?q=ruby`)).json as ProductListAnswer;
    expect(search.body).toEqual([]);
    expect(search.facetCounts?.colour?.red ?? 0).toBe(0);
    const suggested = await call<unknown[]>('GET', API_PATHS.productSuggestions('ruby'));
    expect(suggested.json.body).toEqual([]);

    const adminPage = (await read(product._id, admin.token)).json.body;
    expect(adminPage?.variants?.find((variant) => variant._id === ruby._id)).toMatchObject({ hidden: true });
    const adminList = (await call<Product[]>('GET', API_PATHS.products, { token: admin.token })).json;
    expect(names(adminList.body?.[0])).toEqual(['Berry Crush', 'Ruby', 'Coral Kiss']);
  });
});
