// npm run check:figures against the test stack: a product whose figures drifted is reported (stored beside
// counted, exit code 1) until the next review write of it recounts them; then every figure matches.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { putCategory, putProduct } from './support/catalog';
import { clearAll } from './support/emulators';
import { buyer, postReview } from './support/reviews';

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

describe('npm run check:figures', () => {
  it('reports a product whose figures differ from its reviews, and all match once a review write recounts them', async () => {
    const [jane, joe] = await Promise.all([buyer('jane'), buyer('joe')]);
    expect((await postReview(jane, { rating: 5 })).status).toBe(201);
    expect(await checkFigures()).toEqual({ code: 0, out: 'All figures match (2 products, 1 review)\n' });

    await adminDb.doc('products/serum').update({ 'reviewStats.histogram.5': 0 });
    const drifted = await checkFigures();
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain('[review figures] products/serum "Rosehip Serum"');
    expect(drifted.out).toMatch(/stored: {2}count 1, sum 5, stars 0\/0\/0\/0\/0/);
    expect(drifted.out).toMatch(/counted: count 1, sum 5, stars 0\/0\/0\/0\/1/);
    expect(drifted.out).not.toContain('Clay Mask');

    // The next review of the product finds figures that cannot hold and recounts them.
    expect((await postReview(joe, { rating: 3 })).status).toBe(201);
    expect(await checkFigures()).toEqual({ code: 0, out: 'All figures match (2 products, 2 reviews)\n' });
  });
});
