import { API_PATHS, LOVE_MESSAGES, LOVES_MAX, loveId, type Love, type LoveRemoved, type Product } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { readWriteLogSince, writeLogMark } from '../../../scripts/bench/write-rates-log';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { addProduct } from './support/shop';
import { createUser, type TestUser } from './support/users';

let jane: TestUser;
let omid: TestUser;
let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  await Promise.all([
    addProduct('serum', 'Rosehip Serum', 20),
    addProduct('mask', 'Clay Mask', 30),
    addProduct('balm', 'Lip Balm', 10),
    putCategory('skin', 'Women Skincare', 'skincare'),
  ]);
  [jane, omid, admin] = await Promise.all([createUser('jane'), createUser('omid'), createUser('boss', 'admin')]);
});

const getLoves = (user?: TestUser) => call<Love[]>('GET', API_PATHS.loves, { token: user?.token });
const putLove = (user: TestUser | undefined, productId: string) =>
  call<Love>('PUT', API_PATHS.love(productId), { token: user?.token });
const deleteLove = (user: TestUser | undefined, productId: string) =>
  call<LoveRemoved>('DELETE', API_PATHS.love(productId), { token: user?.token });
const loveCount = async () => (await adminDb.collection('loves').count().get()).data().count;

/** The documents the function committed while `act` ran (its write log). */
const writesDuring = async (act: () => Promise<unknown>): Promise<string[]> => {
  const file = process.env.SHOP_WRITE_LOG;
  if (!file) throw new Error('SHOP_WRITE_LOG is not set: run the API tests through scripts/with-emulators.mjs');
  const mark = writeLogMark(file);
  await act();
  const { entries, malformed } = readWriteLogSince(file, mark);
  expect(malformed).toBe(0);
  return entries.flatMap((entry) => entry.paths);
};

describe('loves', () => {
  it('keeps a love as loves/{uid}~{productId} and answers it again, writing nothing, when PUT twice', async () => {
    const first = await putLove(jane, 'serum');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: LOVE_MESSAGES.added });
    expect(first.json.body).toMatchObject({
      productId: 'serum',
      product: { _id: 'serum', title: 'Rosehip Serum', price: 20, image: '/uploads/x.png' },
    });
    const stored = await adminDb.doc(`loves/${loveId(jane.uid, 'serum')}`).get();
    expect(stored.data()).toMatchObject({ userId: jane.uid, productId: 'serum' });

    let again: Awaited<ReturnType<typeof putLove>> | undefined;
    const written = await writesDuring(async () => (again = await putLove(jane, 'serum')));
    expect(again?.status).toBe(200);
    expect(again?.json).toEqual(first.json);
    expect(written).toEqual([]);
    expect(await loveCount()).toBe(1);
  });

  it("lists the caller's loves newest first, each product as it is now, and no one else's", async () => {
    await putLove(jane, 'serum');
    await putLove(jane, 'balm');
    await putLove(omid, 'mask');
    // Since loved: the serum's price went up and it is nearly sold out.
    await adminDb.doc('products/serum').update({ price: 24, stock: 2, title: 'Rosehip Serum Duo' });

    const answer = await getLoves(jane);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.body?.map((love) => love.productId)).toEqual(['balm', 'serum']);
    expect(answer.json.body?.[1]?.product).toMatchObject({ title: 'Rosehip Serum Duo', price: 24, stock: 2 });
    const [newer, older] = answer.json.body ?? [];
    expect(Date.parse(newer?.lovedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.lovedAt ?? ''));
  });

  it('removes a love, and answers a second DELETE the same, writing nothing', async () => {
    await putLove(jane, 'serum');
    const removed = await deleteLove(jane, 'serum');
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, message: LOVE_MESSAGES.removed, body: { productId: 'serum' } });
    expect(await loveCount()).toBe(0);

    let again: Awaited<ReturnType<typeof deleteLove>> | undefined;
    const written = await writesDuring(async () => (again = await deleteLove(jane, 'serum')));
    expect(again?.status).toBe(200);
    expect(again?.json).toEqual(removed.json);
    expect(written).toEqual([]);
    expect((await getLoves(jane)).json.body).toEqual([]);
  });

  it('answers 401 to a visitor and 404 for an unknown product, and stores nothing', async () => {
    for (const answer of [await getLoves(), await putLove(undefined, 'serum'), await deleteLove(undefined, 'serum')]) {
      expect(answer.status).toBe(401);
      expect(answer.json.success).toBe(false);
    }
    const unknown = await putLove(jane, 'no-such-product');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, message: 'Product not found' });
    expect((await deleteLove(jane, 'no-such-product')).status).toBe(404);
    expect((await putLove(jane, 'bad.id')).status).toBe(400);
    expect(await loveCount()).toBe(0);
  });

  it("stops showing a deleted product's love, which can still be removed", async () => {
    await putLove(jane, 'serum');
    await putLove(jane, 'mask');
    expect((await call<Product>('DELETE', API_PATHS.product('serum'), { token: admin.token })).status).toBe(200);
    expect((await getLoves(jane)).json.body?.map((love) => love.productId)).toEqual(['mask']);
    expect((await deleteLove(jane, 'serum')).status).toBe(200);
    expect(await loveCount()).toBe(1);
  });

  it("deletes an account's loves with the account, and no one else's", async () => {
    const chief = await createUser('chief', 'Main Admin');
    await putLove(jane, 'serum');
    await putLove(jane, 'mask');
    await putLove(omid, 'serum');
    expect((await call('DELETE', API_PATHS.user(jane.uid), { token: chief.token })).status).toBe(200);
    const left = await adminDb.collection('loves').get();
    expect(left.docs.map((doc) => doc.id)).toEqual([loveId(omid.uid, 'serum')]);
  });

  it(`refuses a love beyond ${LOVES_MAX} with 409 and writes nothing, while loving one already loved still answers`, async () => {
    const batch = adminDb.batch();
    for (let i = 0; i < LOVES_MAX; i++) {
      const productId = i === 0 ? 'serum' : `gone${i}`;
      batch.set(adminDb.doc(`loves/${loveId(jane.uid, productId)}`), {
        userId: jane.uid,
        productId,
        lovedAt: Timestamp.fromMillis(Date.now() - i * 1000),
      });
    }
    await batch.commit();
    const refused = await putLove(jane, 'mask');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ success: false, message: LOVE_MESSAGES.tooMany });
    expect(await loveCount()).toBe(LOVES_MAX);
    expect((await putLove(jane, 'serum')).status).toBe(200);
  });
});
