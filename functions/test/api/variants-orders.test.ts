import {
  ADMIN_API_PATHS,
  API_PATHS,
  type AdminOrder,
  type Order,
  type OrderConfirmationBody,
  type ProductVariant,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { variantFieldsUpdate } from '../../src/repositories/stock-shards';
import { variantFieldsOf } from '../../src/rules/variants';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { productDoc, putVariantProduct, shade, unitsOf, variantLine } from './support/variants';

const TITLE = 'Velvet Lipstick';
const RUBY = shade('ruby', 'Ruby', 24, 5);
const CORAL = shade('coral', 'Coral', 22, 3);
const NUDE = shade('nude', 'Nude', 20);

const shadeLine = (variant: ProductVariant, quantity: number) => variantLine('lipstick', TITLE, variant, quantity);

let jane: TestUser;
let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  const category = await putCategory('lips', 'Lips', 'lips');
  await Promise.all([
    putVariantProduct('lipstick', TITLE, [RUBY, CORAL, NUDE], category),
    addProduct('serum', 'Rose Serum', 19.99),
  ]);
  [jane, admin] = await Promise.all([createUser('jane'), createUser('boss', 'admin')]);
});

const buy = (cartId: string) => call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });

/** Each shade's units, and the product's own stock (the sum of the shades on sale). */
const stockOfLipstick = async () => {
  const doc = await productDoc('lipstick');
  const variants = doc.variants as ProductVariant[];
  return { ...Object.fromEntries(variants.map((v) => [v._id, v.stock ?? null])), product: doc.stock as number };
};

describe('buy now with shades', () => {
  it('takes each shade’s units from its own count in one write of the product, and the order’s lines name the shades', async () => {
    const lines = [shadeLine(RUBY, 2), shadeLine(CORAL, 3), shadeLine(NUDE, 1), line('serum', 'Rose Serum', 19.99, 1)];
    const cartId = await addOpenCart(jane.uid, lines);
    const res = await buy(cartId);
    expect(res.status).toBe(201);
    expect(res.json.body?.shops).toEqual(lines);
    expect(res.json.body?.totalPriceOrder).toBe(48 + 66 + 20 + 19.99);

    // Ruby 5 - 2, Coral 3 - 3, Nude untracked; the product's stock is what its shades hold.
    expect(await stockOfLipstick()).toEqual({ ruby: 3, coral: 0, nude: null, product: 3 });
    expect(await productDoc('lipstick')).toMatchObject({ soldOutVariants: 1, lowVariants: 1 });
    expect((await adminDb.collection('products/lipstick/stockShards').count().get()).data().count).toBe(0);
    const stored = (await adminDb.doc(`orders/${cartId}`).get()).data();
    expect(stored).toMatchObject({ variantLineIds: ['lipstick~ruby', 'lipstick~coral', 'lipstick~nude'] });
    expect(stored?.stockTaken).toEqual({ 'lipstick~ruby': 2, 'lipstick~coral': 3 });

    // Every answer of the order names the shades.
    const mine = await call<Order[]>('GET', API_PATHS.ordersOfUser(jane.uid), { token: jane.token });
    expect(mine.json.body?.[0]?.shops).toEqual(lines);
    const confirmation = await call<OrderConfirmationBody>('GET', API_PATHS.orderConfirmation(cartId), {
      token: jane.token,
    });
    expect(confirmation.status).toBe(200);
    const adminView = await call<AdminOrder>('GET', ADMIN_API_PATHS.order(cartId), { token: admin.token });
    expect(adminView.json.body?.shops).toEqual(lines);
  });

  it('refuses more of a shade than it has with 409 naming the product and the shade, and changes nothing', async () => {
    const cartId = await addOpenCart(jane.uid, [shadeLine(RUBY, 1), shadeLine(CORAL, 4)]);
    const before = await stockOfLipstick();
    const res = await buy(cartId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(`Not enough stock: ${TITLE} (Coral) (3 left)`);
    expect(await stockOfLipstick()).toEqual(before);
    expect(await cartDoc(cartId)).toMatchObject({ status: 'open' });
    expect((await adminDb.doc(`orders/${cartId}`).get()).exists).toBe(false);
  });

  it('refuses a shade taken off sale since it was added ("no longer sold"), naming the shade', async () => {
    const cartId = await addOpenCart(jane.uid, [shadeLine(CORAL, 1)]);
    await adminDb
      .doc('products/lipstick')
      .update(variantFieldsUpdate(variantFieldsOf([RUBY, { ...CORAL, hidden: true }, NUDE])));
    const res = await buy(cartId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      `"${TITLE} (Coral)" is no longer sold, please remove it from your cart and try again`,
    );
  });
});

describe('an admin’s cancel', () => {
  it('puts the units back on each shade, a shade hidden since included, and the product’s stock follows', async () => {
    const cartId = await addOpenCart(jane.uid, [shadeLine(RUBY, 2), shadeLine(CORAL, 1)]);
    expect((await buy(cartId)).status).toBe(201);
    expect(await stockOfLipstick()).toMatchObject({ ruby: 3, coral: 2, product: 5 });

    const now = (await productDoc('lipstick')).variants as ProductVariant[];
    const hidden = now.map((v) => (v._id === 'coral' ? { ...v, hidden: true } : v));
    await adminDb.doc('products/lipstick').update(variantFieldsUpdate(variantFieldsOf(hidden)));

    const cancelled = await call<AdminOrder>('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await unitsOf('lipstick', 'ruby')).toBe(5);
    expect(await unitsOf('lipstick', 'coral')).toBe(3);
    // Coral is hidden: the product's stock counts the shades on sale only.
    expect((await productDoc('lipstick')).stock).toBe(5);
  });
});
