import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANT_LINE_INDEXES } from './variant-lines';

const declared = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: unknown[];
  }
).indexes.map((index) => JSON.stringify(index));

describe('the variant lines indexes', () => {
  it('declares the carts and orders index of "is this variant still named" (array-contains and status)', () => {
    expect(VARIANT_LINE_INDEXES).toHaveLength(2);
    for (const index of VARIANT_LINE_INDEXES) expect(declared).toContain(JSON.stringify(index));
  });
});
