import { describe, expect, it } from 'vitest';
import { MiniSearchEngine } from './minisearch-engine';
import type { ProductSearchRequest } from './search-engine';

const product = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  description: '',
  ingredients: '',
  keyIngredients: [],
  category: { _id: 'c', title: 'Skincare', slug: 'skincare' },
  skinTypes: [],
  concerns: [],
  freeFrom: [],
  price: 10,
  ratingRank: 0,
  ...more,
});

const engineWith = async (products: Record<string, ReturnType<typeof product>>) => {
  const engine = new MiniSearchEngine();
  await engine.apply(
    Object.entries(products).map(([id, data], i) => ({ kind: 'upsert' as const, id, data, version: i + 1 })),
  );
  return engine;
};

const request = (q: string, more: Partial<ProductSearchRequest> = {}): ProductSearchRequest => ({
  q,
  sort: 'relevance',
  order: 'desc',
  offset: 0,
  limit: 10,
  ...more,
});

const CATALOGUE = {
  moist: product('Daily Moisturiser', { description: 'A light cream' }),
  serum: product('Vitamin C Serum', { description: 'Brightens dark spots', concerns: ['dark-spots'] }),
  lip: product('Velvet Rose Lipstick', { category: { _id: 'l', title: 'Lips', slug: 'lips' } }),
  prim: product('Primrose Oil'),
  hydra: product('Hydra Serum', { description: 'A hydrating serum', ingredients: 'Niacinamide, Retinol' }),
  spf: product('Daily SPF 50 Fluid'),
  wash: product('Gentle Face Wash'),
  colour: product('Colour Balm'),
};

describe('MiniSearchEngine', () => {
  it('finds each spelling, typo and synonym case first', async () => {
    const engine = await engineWith(CATALOGUE);
    const first = async (q: string) => (await engine.search(request(q))).ids[0];
    expect(await first('moisturizer')).toBe('moist');
    expect(await first('moisturiser')).toBe('moist');
    expect(await first('serun')).toBeDefined();
    expect(['serum', 'hydra']).toContain(await first('serun'));
    expect(await first('lipstik')).toBe('lip');
    expect(await first('color')).toBe('colour');
    expect(await first('sunscreen')).toBe('spf');
    expect(await first('cleanser')).toBe('wash');
    expect(await first('vitamin c serum')).toBe('serum');
    expect(await first('hydrating')).toBe('hydra');
    expect(await first('retinol')).toBe('hydra');
    expect(await first('niacinamide')).toBe('hydra');
    expect(await first('dark spots')).toBe('serum');
    expect(await first('mros')).toBe('prim');
    expect(await first('ydra ser')).toBe('hydra');
  });

  it('needs every word', async () => {
    const engine = await engineWith(CATALOGUE);
    expect((await engine.search(request('vitamin c serum'))).ids).toEqual(['serum']);
    expect((await engine.search(request('rose serum'))).filtered).toBe(0);
  });

  it('counts each option with the other filters, and suggests a close word when nothing matches', async () => {
    const engine = await engineWith(CATALOGUE);
    const answer = await engine.search(request('serum', { category: 'lips' }));
    expect(answer.filtered).toBe(0);
    expect(answer.facetCounts.category).toEqual({ skincare: 2 });
    expect(answer.facetCounts.concern['dark-spots']).toBe(0);
    const none = await engine.search(request('sreum'));
    expect(none.filtered).toBe(0);
    expect(none.didYouMean).toBe('serum');
  });

  it('forgets a deleted product and finds an edited one by its new words', async () => {
    const engine = await engineWith(CATALOGUE);
    await engine.apply([{ kind: 'remove', id: 'lip' }]);
    await engine.apply([{ kind: 'upsert', id: 'prim', data: product('Evening Balm'), version: 99 }]);
    expect((await engine.search(request('lipstick'))).filtered).toBe(0);
    expect((await engine.search(request('primrose'))).filtered).toBe(0);
    expect((await engine.search(request('evening'))).ids).toEqual(['prim']);
    expect(engine.size()).toBe(7);
    expect(engine.versionOf('prim')).toBe(99);
  });

  it('suggests with the title words matched', async () => {
    const engine = await engineWith(CATALOGUE);
    const { hits, total } = await engine.suggest('velv', 6);
    expect(total).toBe(1);
    expect(hits).toEqual([{ id: 'lip', matches: ['Velvet'] }]);
  });
});
