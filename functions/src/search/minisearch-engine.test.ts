import { describe, expect, it } from 'vitest';
import { MiniSearchEngine } from './minisearch-engine';
import { MAX_PREFIX_EXPANSIONS, MAX_QUERY_TERMS, type TermPlan } from './query-terms';
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

describe('what one search costs', () => {
  const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
  /** A word of `length` letters made from `n` (distinct n, distinct words). */
  const wordOf = (n: number, first: string, length: number) => {
    let word = first;
    for (let k = n; word.length < length; k = Math.floor(k / 26)) word += ALPHABET[k % 26];
    return word;
  };
  /** 600 products whose titles and descriptions hold hundreds of words starting with each letter. */
  const busyCatalogue = () => {
    const products: Record<string, ReturnType<typeof product>> = { ...CATALOGUE };
    products.red = product('Ruby Red Lip Tint', { description: 'A sheer red tint for the lips' });
    for (let i = 0; i < 600; i += 1) {
      const first = ALPHABET[i % 26] ?? 'a';
      products[`busy${i}`] = product(`${wordOf(i, first, 5 + (i % 4))} Balm`, {
        description: `${wordOf(i * 7, first, 6)} ${wordOf(i * 11, ALPHABET[(i + 3) % 26] ?? 'b', 7)} and a fine texture`,
      });
    }
    return products;
  };
  /** The index words a plan looks up: each term and its expansions. */
  const lookups = (plans: readonly TermPlan[]) => plans.reduce((sum, { expansions }) => sum + 1 + expansions.length, 0);

  it('still finds what shoppers type: every word, the last one as it is being typed', async () => {
    const engine = await engineWith(busyCatalogue());
    const ids = async (q: string) => (await engine.search(request(q))).ids;
    expect(await ids('red lip')).toEqual(['red']);
    expect(await ids('ruby red l')).toEqual(['red']);
    expect((await engine.suggest('red l', 6)).hits.map((hit) => hit.id)).toEqual(['red']);
    // A one-letter word before the last narrows nothing: "vitamin c serum" is "vitamin serum".
    expect(await ids('vitamin c serum')).toEqual(['serum']);
    expect(engine.plan('vitamin c serum').map((plan) => plan.term)).toEqual(['vitamin', 'serum']);
  });

  it(`looks up at most ${MAX_QUERY_TERMS} words, each expanded to at most ${MAX_PREFIX_EXPANSIONS} catalogue words`, async () => {
    const engine = await engineWith(busyCatalogue());
    const hostile = ALPHABET.split('').concat(ALPHABET.slice(0, 14).split('')).join(' ');
    expect(hostile.split(' ')).toHaveLength(40);
    expect(hostile.length).toBeLessThan(100);
    // 40 one-letter words: only the last is looked for (it is being typed), in the title and category.
    const plans = engine.plan(hostile);
    expect(plans.map((plan) => plan.term)).toEqual(['n']);
    expect(plans[0]?.expansions).toHaveLength(MAX_PREFIX_EXPANSIONS);
    // The shortest words are kept: every kept word is no longer than any word left out.
    const kept = plans[0]?.expansions as string[];
    expect(Math.max(...kept.map((word) => word.length))).toBeLessThanOrEqual(6);
    await expect(engine.search(request(hostile))).resolves.toMatchObject({ ids: expect.any(Array) });

    // Two-letter words: at most MAX_QUERY_TERMS of them, each with at most MAX_PREFIX_EXPANSIONS words.
    const pairs = engine.plan(
      ALPHABET.split('')
        .map((letter) => `${letter}${letter === 'z' ? 'a' : 'b'}`)
        .join(' '),
    );
    expect(pairs).toHaveLength(MAX_QUERY_TERMS);
    for (const { expansions } of pairs) expect(expansions.length).toBeLessThanOrEqual(MAX_PREFIX_EXPANSIONS);
    expect(lookups(pairs)).toBeLessThanOrEqual(MAX_QUERY_TERMS * (1 + MAX_PREFIX_EXPANSIONS));

    // The hostile query looks up no more index words than one ordinary word may: one term and the bound.
    expect(lookups(plans)).toBe(1 + MAX_PREFIX_EXPANSIONS);
    expect(lookups(engine.plan('serum'))).toBeLessThanOrEqual(1 + MAX_PREFIX_EXPANSIONS);
  });

  it('finds a word by its start when the start has more endings than the bound, among the shortest', async () => {
    const engine = await engineWith(busyCatalogue());
    // "l" starts far more words than the bound; "lip" (3 letters) is among the shortest kept.
    const [, typed] = engine.plan('ruby l');
    expect(typed?.expansions).toHaveLength(MAX_PREFIX_EXPANSIONS);
    expect(typed?.expansions).toContain('lip');
    expect((await engine.search(request('ruby l'))).ids).toEqual(['red']);
  });
});
