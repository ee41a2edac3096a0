import type { Order, Product } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

/** Identical calls for one cart sent at the same moment (a double tap, a client resending). */
const CALLS = 20;
const ROUNDS = 8;
const PRICE = 18;

let admin: TestUser;
let categoryId = '';

beforeAll(async () => {
  await clearAll();
  categoryId = (await putCategory('skin', 'Women Skincare', 'skincare'))._id;
  admin = await createUser('idemboss', 'admin');
  await warmWorkers(CALLS);
}, 240_000);

const createProduct = async (title: string, stock: number): Promise<string> => {
  const created = await call<Product>('POST', API_PATHS.products, {
    token: admin.token,
    body: { title, description: 'The last units of it.', price: PRICE, category: categoryId, stock },
  });
  expect(created.status).toBe(201);
  return created.json.body?._id ?? '';
};

/**
 * Round r: a fresh customer whose cart holds exactly the last units of a fresh product, on its
 * document (3 units: single mode) on even rounds and in its shards (8 units, 8 shards) on odd ones.
 */
const roundOf = (r: number) => (r % 2 === 0 ? { units: 3, sharded: false } : { units: 8, sharded: true });

describe('buy now pressed many times at once for one cart', () => {
  it(`answers ${CALLS} identical calls with one order (one 201, the rest 200, never 409) in each of ${ROUNDS} rounds, single and sharded`, async () => {
    for (let r = 0; r < ROUNDS; r += 1) {
      const { units, sharded } = roundOf(r);
      const title = `Last Serum ${r}`;
      const id = await createProduct(title, units);
      const shards = (await adminDb.collection(`products/${id}/stockShards`).count().get()).data().count;
      expect(shards).toBe(sharded ? units : 0);
      const customer = await createUser(`idem${r}`);
      const cartId = await addOpenCart(customer.uid, [line(id, title, PRICE, units)]);

      const answers = await Promise.all(
        Array.from({ length: CALLS }, () =>
          call<Order>('POST', API_PATHS.order, { token: customer.token, body: { cartId } }),
        ),
      );

      const statuses = answers.map((answer) => answer.status).sort();
      expect({ round: r, statuses }).toEqual({ round: r, statuses: [...Array<number>(CALLS - 1).fill(200), 201] });
      const orders = new Set(
        answers.map((answer) => `${answer.json.body?._id} ${answer.json.body?.transactionNumber}`),
      );
      expect([...orders]).toEqual([`${cartId} ${answers[0]?.json.body?.transactionNumber}`]);
      expect((await call<Product>('GET', API_PATHS.product(id))).json.body?.stock).toBe(0);
      expect((await adminDb.collection('orders').where('cartId', '==', cartId).count().get()).data().count).toBe(1);
    }
  }, 300_000);
});
