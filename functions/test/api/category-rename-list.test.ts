// A category rename and the shop list's search engine: the list filtered by the new slug right after the
// rename answers every product of it, even when this instance's engine has not yet received the new
// copies (a busy instance's listener lags a write of many products). The repositories run in this
// process against the emulators' Firestore; the engine's feed is held until the list waits for it.
import type { CatalogChange } from '../../src/search/search-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCategory } from '../../src/repositories/categories';
import { productCatalog } from '../../src/repositories/product-catalog';
import { listProducts } from '../../src/repositories/products';
import { putCategory, putProduct, putProducts } from './support/catalog';
import { clearAll } from './support/emulators';

const page = { page: 1, offset: 0, limit: 10 };
const titlesIn = async (category: string) =>
  (await listProducts({ category, sort: 'updatedAt', order: 'desc' }, page)).products.map((p) => p.title).sort();

beforeEach(async () => {
  await clearAll();
  const lips = await putCategory('lips', 'Lips', 'lips');
  await putProducts(lips, 3, (i) => ({ title: `Gloss ${i}` }));
  // Made after the glosses: the newest product by updatedAt unless the rename stamps its products.
  await putProduct('mascara', { title: 'Mascara' }, await putCategory('eyes', 'Eyes', 'eyes'));
});

afterEach(() => {
  vi.restoreAllMocks();
  // The next user of this process's catalogue loads it afresh.
  productCatalog().stop();
});

/**
 * Holds the changes the feed brings to this process's engine from now on; they reach it once a list
 * waits for the engine (LiveCatalog.catchUp). Answers how many lists waited.
 */
const holdFeedUntilAListWaits = () => {
  const catalog = productCatalog();
  const { engine } = catalog;
  const apply = engine.apply.bind(engine);
  const held: CatalogChange[][] = [];
  vi.spyOn(engine, 'apply').mockImplementation(async (changes, reset) => {
    if (reset) return apply(changes, reset);
    held.push([...changes]);
  });
  const catchUp = catalog.catchUp.bind(catalog);
  const waits = { count: 0 };
  vi.spyOn(catalog, 'catchUp').mockImplementation(async (holds) => {
    waits.count += 1;
    for (const changes of held.splice(0)) await apply(changes);
    return catchUp(holds);
  });
  return waits;
};

describe('a category renamed', () => {
  it('is listed by its new slug at once, every product of it, and by the old slug not at all', async () => {
    expect(await titlesIn('lips')).toEqual(['Gloss 0', 'Gloss 1', 'Gloss 2']);
    const waits = holdFeedUntilAListWaits();

    await updateCategory('lips', { title: 'Lip Care', slug: 'lip-care' });

    expect(await titlesIn('lip-care')).toEqual(['Gloss 0', 'Gloss 1', 'Gloss 2']);
    expect(waits.count).toBe(1);
    expect(await titlesIn('lips')).toEqual([]);
  });
});
