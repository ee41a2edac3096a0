import {
  ADMIN_API_PATHS,
  API_PATHS,
  PANEL_PURCHASES_PAGE,
  type AdminOrder,
  type Order,
  type ProductVariant,
} from '@shop/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { everyMailSent, inboxOf, linkTo, mailCount } from './support/mail-box';
import { addOpenCart, addProduct, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { createVariantProduct, lipstick, shade, variantLine } from './support/variants';
import { warmWorkers } from './support/workers';

/** Buy now sent this many times at once for one cart (a double tap, a client resending). */
const CALLS = 20;
const TITLE = 'Velvet Lipstick';

let admin: TestUser;
let ruby: ProductVariant;
let lipstickId = '';
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  await warmWorkers(CALLS);
}, 240_000);
afterAll(async () => {
  await catcher.stop();
});
// The next test clears the outbox: let the sender finish with this test's messages first.
afterEach(async () => {
  await everyMailSent();
});

beforeEach(async () => {
  await clearAll();
  catcher.clear();
  await Promise.all([putCategory('lips', 'Lips', 'lips'), addProduct('serum', 'Rose Serum', 19.99)]);
  admin = await createUser('boss', 'admin');
  const created = await createVariantProduct(admin.token, lipstick([shade('Ruby', 'red', 24, { stock: 50 })]));
  lipstickId = created.id;
  ruby = created.variant('Ruby');
});

/** A customer whose profile holds an address (as a confirmed one is stored), or none. */
const customer = async (username: string, email?: string, confirmed = true): Promise<TestUser> => {
  const user = await createUser(username);
  if (email) await adminDb.doc(`users/${user.uid}`).update({ email, emailConfirmed: confirmed });
  return user;
};

/** A cart of two Ruby lipsticks and one serum, bought with buy now. */
const buy = async (buyer: TestUser): Promise<Order> => {
  const cartId = await addOpenCart(buyer.uid, [
    variantLine(lipstickId, TITLE, ruby, 2),
    line('serum', 'Rose Serum', 19.99, 1),
  ]);
  const placed = await call<Order>('POST', API_PATHS.order, { token: buyer.token, body: { cartId } });
  expect(placed.status).toBe(201);
  return placed.json.body as Order;
};

const move = (id: string, status: string) =>
  call<AdminOrder>('PUT', ADMIN_API_PATHS.orderStatus(id), { token: admin.token, body: { status } });

describe('order mail', () => {
  it(`sends a confirmed customer exactly one "Your order" mail when buy now is sent ${CALLS} times at once`, async () => {
    const jane = await customer('jane', 'jane@example.com');
    const cartId = await addOpenCart(jane.uid, [
      variantLine(lipstickId, TITLE, ruby, 2),
      line('serum', 'Rose Serum', 19.99, 1),
    ]);
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () =>
        call<Order>('POST', API_PATHS.order, { token: jane.token, body: { cartId } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(CALLS - 1).fill(200), 201]);
    const order = answers[0]?.json.body as Order;

    const mails = await inboxOf(catcher, 'jane@example.com');
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: ['jane@example.com'], subject: `Your order ${order.transactionNumber}` },
    ]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Hello jane-first');
    expect(text).toContain('2 × Velvet Lipstick (Shade: Ruby): $48.00 ($24.00 each)');
    expect(text).toContain('1 × Rose Serum: $19.99');
    expect(text).toContain('Total: $67.99');
    expect(linkTo(mails[0], testEnv.shopUrl, PANEL_PURCHASES_PAGE)).toBe(`${testEnv.shopUrl}${PANEL_PURCHASES_PAGE}`);
    expect(text).toContain(`${testEnv.shopUrl}${PANEL_PURCHASES_PAGE}`);
    expect(await mailCount()).toBe(1);
    expect(catcher.received).toHaveLength(1);
  }, 120_000);

  it('sends nothing to a customer without an address or with one not confirmed yet', async () => {
    const [omid, lena] = await Promise.all([customer('omid'), customer('lena', 'lena@example.com', false)]);
    for (const buyer of [omid, lena]) {
      const order = await buy(buyer);
      expect((await move(order._id, 'shipped')).status).toBe(200);
      expect((await move(order._id, 'delivered')).status).toBe(200);
    }
    const cancelled = await buy(lena);
    expect((await move(cancelled._id, 'cancelled')).status).toBe(200);
    expect(await mailCount()).toBe(0);
    expect(await everyMailSent()).toBe(0);
    expect(catcher.received).toHaveLength(0);
  });

  it('sends one mail for each status an admin moves the order to, and nothing for a repeated move', async () => {
    const jane = await customer('jane', 'jane@example.com');
    const order = await buy(jane);
    const number = order.transactionNumber;
    expect((await move(order._id, 'shipped')).status).toBe(200);
    expect((await move(order._id, 'shipped')).status).toBe(409);
    expect((await move(order._id, 'delivered')).status).toBe(200);
    expect((await move(order._id, 'delivered')).status).toBe(409);
    const other = await buy(jane);
    expect((await move(other._id, 'cancelled')).status).toBe(200);
    expect((await move(other._id, 'cancelled')).status).toBe(409);

    const mails = await inboxOf(catcher, 'jane@example.com');
    // Each event's mail once; the sender may deliver them in any order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Your order ${number}`,
        `Your order ${number} is on its way`,
        `Your order ${number} has been delivered`,
        `Your order ${other.transactionNumber}`,
        `Your order ${other.transactionNumber} has been cancelled`,
      ].sort(),
    );
    for (const mail of mails.slice(1)) {
      expect(mail.text).toContain('2 × Velvet Lipstick (Shade: Ruby)');
      expect(linkTo(mail, testEnv.shopUrl, PANEL_PURCHASES_PAGE)).not.toBeNull();
    }
  });
});
