import type { Product, StockAlert, StockAlertCreated } from '@shop/contract';
import {
  ADMIN_API_PATHS,
  API_PATHS,
  EMAIL_INVALID,
  STOCK_ALERT_API_PATHS,
  STOCK_ALERT_TEXTS,
  VARIANT_NOT_FOUND,
} from '@shop/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailTo, startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher';
import { deliveryIn } from '../support/mail-outbox';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call, fromAddress } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';
import { asSent, createVariantProduct, lipstick, shade, saveVariants } from './support/variants';

let admin: TestUser;

/** A night cream, as the admin's form sends it. */
const cream = { title: 'Night Cream', description: 'A rich night cream.', price: 15, category: 'skin', image: '' };

const createCream = async (stock: number): Promise<string> => {
  const res = await call<Product>('POST', API_PATHS.products, { token: admin.token, body: { ...cream, stock } });
  expect(res.status).toBe(201);
  return res.json.body?._id ?? '';
};

/** An admin's "Add units" on the product (the stock the form saw left out, as two admins racing would). */
const restock = (id: string, addUnits: number) =>
  call<Product>('PUT', API_PATHS.product(id), { token: admin.token, body: { ...cream, addUnits } });

const subscribe = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  call<StockAlertCreated>('POST', STOCK_ALERT_API_PATHS.alerts, {
    body,
    token: options.token,
    headers: fromAddress(options.ip ?? '198.51.100.1'),
  });

const storedAlerts = async () => (await adminDb.collection('stockAlerts').get()).docs.map((doc) => doc.data());

/** A customer whose account has a confirmed address. */
const customerWithAddress = async (username: string, email: string): Promise<TestUser> => {
  const user = await createUser(username);
  await adminDb.doc(`users/${user.uid}`).update({ email, emailConfirmed: true });
  return user;
};

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
});

/** An address of this test's own, so a mail of another test never counts here. */
const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/**
 * The "Back in stock" mail an address received, as a person reads it: every such message the shop
 * queued for it, delivered (the sender wrote SUCCESS back), and what the SMTP catcher got, counted.
 */
const backInStockMailsTo = async (to: string): Promise<CaughtMail[]> => {
  const queued = await adminDb.collection('mail').where('to', '==', to).get();
  const ids = queued.docs.filter((doc) => doc.get('kind') === 'back-in-stock').map((doc) => doc.id);
  for (const id of ids) await deliveryIn(id, 'SUCCESS');
  const caught = catcher.all(mailTo(to));
  expect(caught).toHaveLength(ids.length);
  return caught;
};

const productLink = (id: string, variantId?: string) =>
  `${testEnv.shopUrl}/product/${id}${variantId ? `?variant=${variantId}` : ''}`;

beforeEach(async () => {
  await clearAll();
  await Promise.all([putCategory('skin', 'Women Skincare', 'skincare'), putCategory('lips', 'Lips', 'lips')]);
  admin = await createUser('boss', 'admin');
});

describe('POST /api/stock-alerts', () => {
  it('stores a visitor’s alert once for the same address, product and shade, and answers the same', async () => {
    const id = await createCream(0);
    const first = await subscribe({ productId: id, email: 'Ana@Example.com' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ success: true, message: STOCK_ALERT_TEXTS.subscribed });
    const again = await subscribe({ productId: id, email: 'ana@example.com ' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const alerts = await storedAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ productId: id, variantId: null, email: 'ana@example.com', userId: null });
  });

  it('needs no address from a customer with a confirmed one, and lists it in their panel', async () => {
    const id = await createCream(0);
    const jane = await customerWithAddress('jane', 'jane@example.com');
    const res = await subscribe({ productId: id }, { token: jane.token });
    expect(res.status).toBe(201);
    expect((await storedAlerts())[0]).toMatchObject({ email: 'jane@example.com', userId: jane.uid });

    const listed = await call<StockAlert[]>('GET', STOCK_ALERT_API_PATHS.alerts, { token: jane.token });
    expect(listed.status).toBe(200);
    expect(listed.json.body).toEqual([
      expect.objectContaining({ _id: res.json.body?._id, title: 'Night Cream', variant: null, link: `/product/${id}` }),
    ]);

    // Another customer cannot see or end it; its owner can.
    const omid = await createUser('omid');
    expect((await call<StockAlert[]>('GET', STOCK_ALERT_API_PATHS.alerts, { token: omid.token })).json.body).toEqual(
      [],
    );
    const alertId = res.json.body?._id ?? '';
    expect((await call('DELETE', STOCK_ALERT_API_PATHS.alert(alertId), { token: omid.token })).status).toBe(404);
    expect(await storedAlerts()).toHaveLength(1);
    expect((await call('DELETE', STOCK_ALERT_API_PATHS.alert(alertId), { token: jane.token })).status).toBe(200);
    expect(await storedAlerts()).toHaveLength(0);
  });

  it('goes with the account when the Main Admin deletes it', async () => {
    const id = await createCream(0);
    const jane = await customerWithAddress('jane', 'jane@example.com');
    expect((await subscribe({ productId: id }, { token: jane.token })).status).toBe(201);
    expect((await subscribe({ productId: id, email: 'ana@example.com' })).status).toBe(201);
    const main = await createUser('main', 'Main Admin');
    expect((await call('DELETE', API_PATHS.user(jane.uid), { token: main.token })).status).toBe(200);
    expect((await storedAlerts()).map((alert) => alert.email)).toEqual(['ana@example.com']);
  });

  it('refuses a bad address with 422 and its field message, and a missing one, storing nothing', async () => {
    const id = await createCream(0);
    const bad = await subscribe({ productId: id, email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({ success: false, errors: { email: EMAIL_INVALID } });
    // A customer without a confirmed address gives one too.
    const unconfirmed = await createUser('sam');
    await adminDb.doc(`users/${unconfirmed.uid}`).update({ email: 'sam@example.com', emailConfirmed: false });
    const missing = await subscribe({ productId: id }, { token: unconfirmed.token });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ errors: { email: STOCK_ALERT_TEXTS.emailRequired } });
    expect(await storedAlerts()).toEqual([]);
  });

  it('answers 404 for an unknown product or shade and 409 while it is in stock', async () => {
    const inStock = await createCream(4);
    const { id, variant } = await createVariantProduct(
      admin.token,
      lipstick([shade('Ruby', 'red', 12, { stock: 0 }), shade('Coral', 'coral', 12, { stock: 3 })]),
    );
    const email = 'ana@example.com';
    const unknown = await subscribe({ productId: 'no-such-product', email });
    expect(unknown.status).toBe(404);
    const unknownShade = await subscribe({ productId: id, variantId: 'nope', email });
    expect(unknownShade.status).toBe(404);
    expect(unknownShade.json.message).toBe(VARIANT_NOT_FOUND);
    const available = await subscribe({ productId: inStock, email });
    expect(available.status).toBe(409);
    expect(available.json.message).toBe(STOCK_ALERT_TEXTS.inStock);
    expect((await subscribe({ productId: id, variantId: variant('Coral')._id, email })).status).toBe(409);
    expect(await storedAlerts()).toEqual([]);
    expect((await subscribe({ productId: id, variantId: variant('Ruby')._id, email })).status).toBe(201);
  });

  it('is rate-limited per client like the contact form: the sixth request in the window is 429', async () => {
    const id = await createCream(0);
    for (let i = 0; i < 5; i += 1)
      expect((await subscribe({ productId: id, email: `fan${i}@example.com` }, { ip: '198.51.100.9' })).status).toBe(
        201,
      );
    const sixth = await subscribe({ productId: id, email: 'fan5@example.com' }, { ip: '198.51.100.9' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(await storedAlerts()).toHaveLength(5);
    // Another client is not held back by it.
    expect((await subscribe({ productId: id, email: 'fan5@example.com' }, { ip: '198.51.100.10' })).status).toBe(201);
  });
});

describe('when it is back', () => {
  it('sends each subscriber exactly one "Back in stock" mail with the product link when an admin restocks, and ends the alerts', async () => {
    const id = await createCream(0);
    const [janeAddress, ana] = [address('jane'), address('ana')];
    const jane = await customerWithAddress('jane', janeAddress);
    expect((await subscribe({ productId: id }, { token: jane.token })).status).toBe(201);
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);

    // Above 5 units: the restock that lays the units out in stock shards releases them too.
    expect((await restock(id, 20)).status).toBe(200);

    for (const to of [janeAddress, ana]) {
      const [mail, ...more] = await backInStockMailsTo(to);
      expect(more).toEqual([]);
      expect(mail?.to).toEqual([to]);
      expect(mail?.subject).toBe('Back in stock: Night Cream');
      expect(mail?.text).toContain('Night Cream is back in stock');
      expect(mail?.links).toContain(productLink(id));
      expect(mail?.links.some((link) => link.startsWith(`${testEnv.shopUrl}/unsubscribe?token=`))).toBe(true);
    }
    expect(await storedAlerts()).toEqual([]);
  });

  it('sends one mail per subscriber when two restocks race, of the product and of a shade', async () => {
    const cream = await createCream(0);
    const body = lipstick([shade('Ruby', 'red', 12, { stock: 0 }), shade('Coral', 'coral', 12, { stock: 0 })]);
    const { id, variant } = await createVariantProduct(admin.token, body);
    const [ruby, coral] = [variant('Ruby')._id, variant('Coral')._id];
    const [ana, bea] = [address('ana'), address('bea')];
    expect((await subscribe({ productId: cream, email: ana })).status).toBe(201);
    expect((await subscribe({ productId: cream, email: bea })).status).toBe(201);
    expect((await subscribe({ productId: id, variantId: ruby, email: ana })).status).toBe(201);
    expect((await subscribe({ productId: id, variantId: coral, email: bea })).status).toBe(201);

    const restockRuby = () =>
      saveVariants(admin.token, id, body, (v) =>
        v._id === ruby ? { ...asSent(v), stock: undefined, addUnits: 2 } : asSent(v),
      );
    // Four requests at once: as many warm workers first (a cold one takes seconds to start).
    await warmWorkers(4);
    const results = await Promise.allSettled([restock(cream, 3), restock(cream, 3), restockRuby(), restockRuby()]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((await adminDb.doc(`products/${cream}`).get()).get('stock')).toBe(6);

    const toAna = await backInStockMailsTo(ana);
    expect(toAna.map((mail) => mail.subject).sort()).toEqual([
      'Back in stock: Night Cream',
      'Back in stock: Velvet Lipstick (Ruby)',
    ]);
    expect(toAna.find((mail) => mail.subject.includes('Ruby'))?.links).toContain(productLink(id, ruby));
    expect((await backInStockMailsTo(bea)).map((mail) => mail.subject)).toEqual(['Back in stock: Night Cream']);
    // Coral is still sold out: its alert waits on.
    expect((await storedAlerts()).map((alert) => alert.variantId)).toEqual([coral]);
  });

  it('gives a second alert of the same address and product a mail of its own once it is back again', async () => {
    const id = await createCream(0);
    const ana = address('ana');
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);
    expect((await restock(id, 1)).status).toBe(200);
    await adminDb.doc(`products/${id}`).update({ stock: 0 });
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);
    expect((await restock(id, 1)).status).toBe(200);
    const mails = await backInStockMailsTo(ana);
    expect(mails.map((mail) => mail.subject)).toEqual(['Back in stock: Night Cream', 'Back in stock: Night Cream']);
    expect(await storedAlerts()).toEqual([]);
  });

  it('sends it when an admin’s cancel takes a sold-out product above zero', async () => {
    const id = await createCream(1);
    const jane = await createUser('jane');
    const cartId = await addOpenCart(jane.uid, [line(id, 'Night Cream', 15, 1)]);
    expect((await call('POST', API_PATHS.order, { token: jane.token, body: { cartId } })).status).toBe(201);
    const ana = address('ana');
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);

    const cancelled = await call('PUT', ADMIN_API_PATHS.orderStatus(cartId), {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const mails = await backInStockMailsTo(ana);
    expect(mails.map((mail) => mail.subject)).toEqual(['Back in stock: Night Cream']);
    expect(mails[0]?.links).toContain(productLink(id));
    expect(await storedAlerts()).toEqual([]);
  });

  it('ends an alert from the mail’s unsubscribe link without signing in: no mail on the next restock', async () => {
    const id = await createCream(0);
    const ana = address('ana');
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);
    expect((await restock(id, 1)).status).toBe(200);
    const [mail] = await backInStockMailsTo(ana);
    const unsubscribeLink = new URL(mail?.links.find((link) => link.includes('/unsubscribe?token=')) ?? '');
    expect(unsubscribeLink.origin + unsubscribeLink.pathname).toBe(`${testEnv.shopUrl}/unsubscribe`);

    // Sold out again, she asks again; then she follows the first mail's link after all.
    await adminDb.doc(`products/${id}`).update({ stock: 0 });
    expect((await subscribe({ productId: id, email: ana })).status).toBe(201);
    const token = unsubscribeLink.searchParams.get('token');
    const forged = await call('POST', STOCK_ALERT_API_PATHS.unsubscribe, { body: { token: `${token}x` } });
    expect(forged.status).toBe(400);
    expect(await storedAlerts()).toHaveLength(1);
    const ended = await call('POST', STOCK_ALERT_API_PATHS.unsubscribe, { body: { token } });
    expect(ended.status).toBe(200);
    expect(ended.json.message).toBe(STOCK_ALERT_TEXTS.unsubscribed);
    expect(await storedAlerts()).toEqual([]);

    // Back again: nothing more is queued or sent to her.
    expect((await restock(id, 1)).status).toBe(200);
    expect(await backInStockMailsTo(ana)).toHaveLength(1);
  });
});
