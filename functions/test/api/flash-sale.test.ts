import type { DashboardBody, Order, Product, ProductListAnswer } from '@shop/contract';
import { ADMIN_API_PATHS, API_PATHS, stockText } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { atMost, warmWorkers } from './support/workers';

const UNITS = 20;
const CUSTOMERS = 60;
const PRICE = 25;
const TITLE = 'Flash Serum';

let admin: TestUser;
let customers: TestUser[];

/**
 * The functions emulator serves each request in flight in a worker process of its own and gives a new
 * one 30 s to load: many loading at once on two cores miss that and answer 504 before any shop code
 * runs. So the 60 customers press buy now at once, and the emulator serves IN_FLIGHT of them at a time
 * (the rest wait in the test's queue, as requests wait for a free instance), after growing bursts of
 * reads started that many workers, as a shop's warm instances would already be running on Black Friday.
 */
const IN_FLIGHT = 10;

beforeAll(async () => {
  await clearAll();
  await putCategory('skin', 'Women Skincare', 'skincare');
  [admin, ...customers] = await Promise.all([
    createUser('flashboss', 'admin'),
    ...Array.from({ length: CUSTOMERS }, (_, i) => createUser(`flash${i}`)),
  ]);
  await warmWorkers(IN_FLIGHT);
}, 240_000);

/**
 * Black Friday: more customers than units buy one product at the same moment. Orders write no shared
 * document (decision 066): the units sell from the product's stock shards, then through the product
 * once 5 or fewer are left, and each order adds itself to a random shard of its day's figures.
 */
describe('a flash sale', () => {
  it('sells exactly the 20 units to 20 of 60 customers pressing buy now at once (10 in flight): 40 clear 409s, no 5xx, sold out, figures of 20', async () => {
    const created = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: {
        title: TITLE,
        description: 'The serum everyone wants today.',
        price: PRICE,
        category: 'skin',
        stock: UNITS,
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.body?._id ?? '';
    // More than 5 units: the product keeps them in shards.
    expect((await adminDb.collection(`products/${id}/stockShards`).count().get()).data().count).toBe(10);

    const carts = await Promise.all(
      customers.map((customer) => addOpenCart(customer.uid, [line(id, TITLE, PRICE, 1)])),
    );
    const answers = await atMost(
      IN_FLIGHT,
      customers.map(
        (customer, i) => () =>
          call<Order>('POST', API_PATHS.order, { token: customer.token, body: { cartId: carts[i] } }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(UNITS);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(CUSTOMERS - UNITS);
    for (const answer of refused) expect(answer.json.message).toBe(`Not enough stock: ${TITLE} (0 left)`);

    // Sold out on the product, in the sold-out list, with no shard left behind.
    const product = (await call<Product>('GET', API_PATHS.product(id))).json.body;
    expect(product?.stock).toBe(0);
    expect(stockText(product?.stock)).toBe('Sold out');
    const soldOut = (await call<Product[]>('GET', `${API_PATHS.products}?stock=out`)).json as ProductListAnswer;
    expect(soldOut.body?.map((p) => p._id)).toEqual([id]);
    expect((await adminDb.collection(`products/${id}/stockShards`).count().get()).data().count).toBe(0);
    expect((await adminDb.collection('orders').count().get()).data().count).toBe(UNITS);

    // Today's figures: exactly 20 orders' worth.
    const figures = (await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token })).json
      .body as DashboardBody;
    expect(figures.today).toEqual({ orders: UNITS, revenue: UNITS * PRICE });
    expect(figures.bestSellers).toEqual([{ productId: id, title: TITLE, units: UNITS, revenue: UNITS * PRICE }]);
    expect(figures.waitingToShip).toBe(UNITS);
    expect(figures.soldOut).toBe(1);
  }, 120_000);
});
