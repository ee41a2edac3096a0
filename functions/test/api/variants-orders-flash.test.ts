import { API_PATHS, type Order } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call, type ApiAnswer } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { createVariantProduct, lipstick, shade, storedProduct, storedVariants, variantLine } from './support/variants';
import { atMost, warmWorkers } from './support/workers';

const TITLE = 'Velvet Lipstick';
const UNITS = 10;
const CUSTOMERS = 30;
const OTHER_UNITS = 4;
/** Identical buy-now calls for one cart (a double tap, a client resending). */
const CALLS = 20;
/** As in the flash-sale test: the emulator serves this many of the requests sent at once (its workers). */
const IN_FLIGHT = 10;

let customers: TestUser[];
let admin: TestUser;

beforeAll(async () => {
  await clearAll();
  await putCategory('lips', 'Lips', 'lips');
  [admin, ...customers] = await Promise.all([
    createUser('shadeboss', 'admin'),
    ...Array.from({ length: CUSTOMERS }, (_, i) => createUser(`shade${i}`)),
  ]);
  await warmWorkers(Math.max(IN_FLIGHT, CALLS));
}, 240_000);

/** A lipstick made by the admin in Ruby (`ruby` units) and Coral (`coral` units). */
const createLipstick = async (ruby: number, coral: number) => {
  const { id, variant } = await createVariantProduct(
    admin.token,
    lipstick([shade('Ruby', 'red', 24, { stock: ruby }), shade('Coral', 'coral', 22, { stock: coral })]),
  );
  return { id, ruby: variant('Ruby') };
};

/** Every answer is an order (201), a clear 409, or a 503 that says when to try again. */
const expectAnswered = (answers: readonly ApiAnswer[]) => {
  for (const answer of answers) {
    expect([200, 201, 409, 503]).toContain(answer.status);
    if (answer.status === 503) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
};

describe('a flash sale on one shade', () => {
  it(`sells exactly the ${UNITS} units of Ruby to ${UNITS} of ${CUSTOMERS} customers pressing buy now at once; the rest 409 naming the shade; never below 0`, async () => {
    const { id, ruby } = await createLipstick(UNITS, OTHER_UNITS);
    const carts = await Promise.all(
      customers.map((customer) => addOpenCart(customer.uid, [variantLine(id, TITLE, ruby, 1)])),
    );

    const answers = await atMost(
      IN_FLIGHT,
      customers.map(
        (customer, i) => () =>
          call<Order>('POST', API_PATHS.order, { token: customer.token, body: { cartId: carts[i] } }),
      ),
    );

    expectAnswered(answers);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(UNITS);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.json.message).toBe(`Not enough stock: ${TITLE} (Ruby) (0 left)`);
    const orders = await adminDb
      .collection('orders')
      .where('variantLineIds', 'array-contains', `${id}~${ruby._id}`)
      .get();
    expect(orders.size).toBe(UNITS);

    const variants = await storedVariants(id);
    expect(variants.map((v) => [v.name, v.stock])).toEqual([
      ['Ruby', 0],
      ['Coral', OTHER_UNITS],
    ]);
    const product = await storedProduct(id);
    expect(product.stock).toBe(variants.reduce((sum, v) => sum + (v.stock ?? 0), 0));
    expect(product.soldOutVariants).toBe(1);
    expect((await adminDb.collection(`products/${id}/stockShards`).count().get()).data().count).toBe(0);
  }, 300_000);

  it(`answers ${CALLS} identical buy-now calls for one cart holding a shade’s last units with one order (one 201, the rest 200)`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, ruby } = await createLipstick(3, 2);
      const buyer = customers[round] as TestUser;
      const cartId = await addOpenCart(buyer.uid, [variantLine(id, TITLE, ruby, 3)]);

      const answers = await Promise.all(
        Array.from({ length: CALLS }, () =>
          call<Order>('POST', API_PATHS.order, { token: buyer.token, body: { cartId } }),
        ),
      );

      const statuses = answers.map((answer) => answer.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [...Array<number>(CALLS - 1).fill(200), 201] });
      const orders = new Set(
        answers.map((answer) => `${answer.json.body?._id} ${answer.json.body?.transactionNumber}`),
      );
      expect([...orders]).toEqual([`${cartId} ${answers[0]?.json.body?.transactionNumber}`]);
      expect((await adminDb.collection('orders').where('cartId', '==', cartId).get()).size).toBe(1);
      expect((await storedVariants(id)).map((v) => v.stock)).toEqual([0, 2]);
      expect((await storedProduct(id)).stock).toBe(2);
    }
  }, 300_000);
});
