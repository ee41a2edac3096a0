import {
  ADMIN_API_PATHS,
  API_PATHS,
  type AdminOrder,
  type Order,
  type OrderConfirmationBody,
  type ProductVariant,
} from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, addProduct, cartDoc, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import {
  asSent,
  createVariantProduct,
  lipstick,
  saveVariants,
  shade,
  storedProduct,
  storedVariants,
  unitsOf,
  variantLine,
} from './support/variants';

const TITLE = 'Velvet Lipstick';
/** Ruby (5 left), Coral (3 left) and Nude (not counted). */
const BODY = lipstick([
  shade('Ruby', 'red', 24, { stock: 5 }),
  shade('Coral', 'coral', 22, { stock: 3 }),
  shade('Nude', 'nude', 20),
]);

let jane: TestUser;
let admin: TestUser;
let id = '';
let RUBY: ProductVariant;
let CORAL: ProductVariant;
let NUDE: ProductVariant;
const shadeLine = (variant: ProductVariant, quantity: number) => variantLine(id, TITLE, variant, quantity);

beforeEach(async () => {
  await clearAll();
  await Promise.all([putCategory('lips', 'Lips', 'lips'), addProduct('serum', 'Rose Serum', 19.99)]);
  [jane, admin] = await Promise.all([createUser('jane'), createUser('boss', 'admin')]);
  const created = await createVariantProduct(admin.token, BODY);
  id = created.id;
  RUBY = created.variant('Ruby');
  CORAL = created.variant('Coral');
  NUDE = created.variant('Nude');
});

/** The admin takes Coral off sale (every shade's units kept as they are now). */
const hideCoral = () =>
  saveVariants(admin.token, id, BODY, (variant) =>
    variant._id === CORAL._id ? { ...asSent(variant), hidden: true } : asSent(variant),
  );

const buy = (cartId: string) => call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } });

/** Each shade's units by name, and the product's own stock (the sum of the shades on sale). */
const stockOfLipstick = async () => {
  const variants = await storedVariants(id);
  return {
    ...Object.fromEntries(variants.map((v) => [v.name, v.stock ?? null])),
    product: (await storedProduct(id)).stock as number,
  };
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
    expect(await stockOfLipstick()).toEqual({ Ruby: 3, Coral: 0, Nude: null, product: 3 });
    expect(await storedProduct(id)).toMatchObject({ soldOutVariants: 1, lowVariants: 1 });
    expect((await adminDb.collection(`products/${id}/stockShards`).count().get()).data().count).toBe(0);
    const stored = (await adminDb.doc(`orders/${cartId}`).get()).data();
    expect(stored).toMatchObject({ variantLineIds: [RUBY, CORAL, NUDE].map((v) => `${id}~${v._id}`) });
    expect(stored?.stockTaken).toEqual({ [`${id}~${RUBY._id}`]: 2, [`${id}~${CORAL._id}`]: 3 });

    // Every answer of the order names the shades.
    const mine = await call<Order[]>('GET', API_PATHS.ordersOfUser(jane.uid), { token: jane.token });
    expect(mine.json.body?.[0]?.shops).toEqual(lines);
    const confirmation = await call<OrderConfirmationBody>('GET', API_PATHS.orderConfirmation(cartId), {
      token: jane.token,
    });
    expect(confirmation.status).toBe(200);
    expect(confirmation.json.body?.shops).toEqual(lines);
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
    await hideCoral();
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
    expect(await stockOfLipstick()).toMatchObject({ Ruby: 3, Coral: 2, product: 5 });

    await hideCoral();

    const cancelled = await call<AdminOrder>('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await unitsOf(id, RUBY._id)).toBe(5);
    expect(await unitsOf(id, CORAL._id)).toBe(3);
    // Coral is hidden: the product's stock counts the shades on sale only.
    expect((await storedProduct(id)).stock).toBe(5);
  });
});
