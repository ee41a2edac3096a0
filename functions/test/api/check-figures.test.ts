// npm run check:figures against the test stack: a product whose review figures drifted, or a day whose
// figures differ from its orders, is reported (stored beside counted, exit code 1); every figure the API
// wrote matches.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory, putProduct } from './support/catalog';
import { clearAll } from './support/emulators';
import { API_PATHS } from '@shop/contract';
import { call } from './support/client';
import { postReview } from './support/reviews';
import { addOpenCart, line } from './support/shop';
import { createUser, type TestUser } from './support/users';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The command as a person runs it, in the test stack (its emulator variables are in the environment). */
const checkFigures = async (): Promise<{ code: number; out: string }> => {
  try {
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/check-figures/index.ts'], {
      cwd: ROOT,
      env: process.env,
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

beforeEach(async () => {
  await clearAll();
  const category = await putCategory('skin', 'Women Skincare', 'skincare');
  await Promise.all([
    putProduct('serum', { title: 'Rosehip Serum' }, category),
    putProduct('mask', { title: 'Clay Mask' }, category),
  ]);
});

/** A customer who bought the serum through the API, so the day's figures count the order. */
const buyer = async (username: string): Promise<TestUser> => {
  const user = await createUser(username);
  const cartId = await addOpenCart(user.uid, [line('serum', 'Rosehip Serum', 20, 1)]);
  expect((await call('POST', API_PATHS.order, { token: user.token, body: { cartId } })).status).toBe(201);
  return user;
};

describe('npm run check:figures', () => {
  it('reports a product whose figures differ from its reviews, and all match once a review write recounts them', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    expect((await postReview(jane, { rating: 5 })).status).toBe(201);
    expect(await checkFigures()).toEqual({
      code: 0,
      out: 'All figures match (2 products, 1 review; 2 orders, 1 day)\n',
    });

    await adminDb.doc('products/serum').update({ 'reviewStats.histogram.5': 0 });
    const drifted = await checkFigures();
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain('[review figures] products/serum "Rosehip Serum"');
    expect(drifted.out).toMatch(/stored: {2}count 1, sum 5, stars 0\/0\/0\/0\/0/);
    expect(drifted.out).toMatch(/counted: count 1, sum 5, stars 0\/0\/0\/0\/1/);
    expect(drifted.out).not.toContain('Clay Mask');

    // The next review of the product finds figures that cannot hold and recounts them.
    expect((await postReview(joe, { rating: 3 })).status).toBe(201);
    expect(await checkFigures()).toEqual({
      code: 0,
      out: 'All figures match (2 products, 2 reviews; 2 orders, 1 day)\n',
    });
  });

  it('reports a day whose figures differ from its orders', async () => {
    await buyer('ann');
    const [shard] = (await adminDb.collection('orderStatShards').get()).docs;
    await shard!.ref.update({ revenueCents: 1 });
    const drifted = await checkFigures();
    expect(drifted.code).toBe(1);
    const day = shard!.get('day') as string;
    expect(drifted.out).toContain(`[order figures] orderStatShards of ${day} "${day}"`);
    expect(drifted.out).toContain('stored:  orders 1, revenue 1 cents, serum 1 units/2000 cents');
    expect(drifted.out).toContain('counted: orders 1, revenue 2000 cents, serum 1 units/2000 cents');
  });
});
