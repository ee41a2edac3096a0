/**
 * The catalogue's search (decision 070) over the seed's products, written as the seed writes them:
 * spelling, typo and synonym cases, every word needed, counts checked against a count made here,
 * suggestions, freshness across instances, and bad input.
 */
import {
  API_PATHS,
  CONCERN_LABELS,
  CONCERNS,
  FREE_FROM,
  SKIN_TYPES,
  type Product,
  type ProductListAnswer,
  type ProductSuggestionsAnswer,
} from '@shop/contract';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryDoc, productDoc } from '../../../scripts/seed/documents';
import { CATEGORIES } from '../../../scripts/seed/data/categories';
import { PRODUCTS } from '../../../scripts/seed/data/products';
import { productsFeedOf } from '../../src/repositories/product-feed';
import { LiveCatalog } from '../../src/search/live-catalog';
import { adminDb } from './support/admin';
import { putProducts } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';
import { warmWorkers } from './support/workers';

const SEEDED = new Map<string, DocumentData>(PRODUCTS.map((p) => [p.id, productDoc(p)]));

const list = async (query: string) => {
  const res = await call<Product[]>('GET', `${API_PATHS.products}${query}`);
  return { status: res.status, answer: res.json as ProductListAnswer };
};
const found = async (q: string, more = '') => {
  const { status, answer } = await list(`?q=${encodeURIComponent(q)}&sort=relevance&limit=1000${more}`);
  expect(status, q).toBe(200);
  return answer;
};
const titles = (answer: ProductListAnswer) => (answer.body ?? []).map((p) => p.title);

/** Everything a shopper reads about a seeded product, folded, for counts made here. */
const textOf = (doc: DocumentData): string =>
  [
    doc.title,
    doc.description,
    doc.ingredients,
    ...(doc.keyIngredients as string[]),
    ...(doc.concerns as (keyof typeof CONCERN_LABELS)[]).map((c) => CONCERN_LABELS[c]),
  ]
    .join(' ')
    .toLowerCase();

let admin: TestUser;

beforeAll(async () => {
  await clearAll();
  const batch = adminDb.batch();
  for (const category of CATEGORIES) batch.set(adminDb.doc(`categories/${category._id}`), categoryDoc(category));
  for (const [id, doc] of SEEDED) batch.set(adminDb.doc(`products/${id}`), doc);
  await batch.commit();
  admin = await createUser('searcher', 'admin');
});

describe('GET /api/products?q= (the search engine)', () => {
  it('finds each spelling, typo and synonym case first', async () => {
    const first = async (q: string) => titles(await found(q))[0] ?? '';
    expect(await first('moisturiser')).toMatch(/Moisturi[sz]er/);
    expect(await first('moisturizer')).toMatch(/Moisturi[sz]er/);
    expect(
      titles(await found('moisturiser'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Centella Calm Moisturiser', 'Cloud Cream Moisturizer']);
    expect(await first('serun')).toMatch(/Serum$/);
    expect(await first('lipstik')).toMatch(/Lipstick$/);
    expect(await first('colour')).toBe('Berry Glaze Lip Oil');
    expect(await first('color')).toBe('Berry Glaze Lip Oil');
    expect(await first('vitamin c serum')).toBe('Vitamin C Glow Serum');
    expect(await first('vitamn c serm')).toBe('Vitamin C Glow Serum');
    expect(await first('retinol')).toBe('Bakuchiol Eye Cream');
    expect(await first('niacinamide')).toBe('Niacinamide Pore Serum');
    expect(await first('sunscreen')).toMatch(/SPF/);
    expect(await first('cleanser')).toMatch(/Cleanser/);
  });

  it('finds words of the description, ingredients and concerns: every product that has them', async () => {
    const cases: [q: string, word: string][] = [
      ['hydrating', 'hydrating'],
      ['retinol', 'retinol'],
      ['niacinamide', 'niacinamide'],
      ['dark spots', 'dark spots'],
    ];
    for (const [q, word] of cases) {
      const answer = await found(q);
      const expected = [...SEEDED.values()].filter((doc) => textOf(doc).includes(word)).map((doc) => doc.title);
      expect(titles(answer).sort(), q).toEqual(expect.arrayContaining(expected.sort()));
      expect(answer.totalProducts.filtered, q).toBeGreaterThan(0);
    }
    expect(titles(await found('dark spots'))).toContain('Vitamin C Glow Serum');
  });

  it('needs every word of the search', async () => {
    const answer = await found('vitamin c serum');
    expect(titles(answer)[0]).toBe('Vitamin C Glow Serum');
    for (const product of answer.body ?? []) expect(textOf(SEEDED.get(product._id)!)).toContain('vitamin');
    expect((await found('velvet serum')).totalProducts.filtered).toBe(0);
  });

  it('counts each option exactly, from the same search and the other filters', async () => {
    const queries = [
      { q: undefined, more: '' },
      { q: 'serum', more: '' },
      { q: 'cream', more: '&skin=dry' },
      { q: undefined, more: '&category=skincare&concern=dryness&free=fragrance' },
    ];
    for (const { q, more } of queries) {
      // The search alone, every match, then the options counted here over the seeded documents.
      const base = q ? await found(q) : (await list('?limit=1000')).answer;
      const searched = (base.body ?? []).map((p) => SEEDED.get(p._id)!);
      const params = new URLSearchParams(more);
      const category = params.get('category');
      const chosen = (name: string) => params.get(name)?.split(',') ?? [];
      const hasAll = (values: string[], wanted: string[]) => wanted.every((w) => values.includes(w));
      const passesFacts = (doc: DocumentData) =>
        hasAll(doc.skinTypes, chosen('skin')) &&
        hasAll(doc.concerns, chosen('concern')) &&
        hasAll(doc.freeFrom, chosen('free'));
      const matching = searched.filter((doc) => passesFacts(doc) && (!category || doc.category.slug === category));
      const countOf = (docs: DocumentData[], test: (doc: DocumentData) => boolean) => docs.filter(test).length;

      const { answer } = await list(`?${q ? `q=${encodeURIComponent(q)}&` : ''}limit=1000${more}`);
      expect(answer.totalProducts.filtered, `${q} ${more}`).toBe(matching.length);
      const counts = answer.facetCounts!;
      for (const c of CATEGORIES)
        expect(counts.category[c.slug] ?? 0, c.slug).toBe(
          countOf(searched, (doc) => passesFacts(doc) && doc.category.slug === c.slug),
        );
      for (const id of SKIN_TYPES)
        expect(counts.skin[id], id).toBe(countOf(matching, (doc) => doc.skinTypes.includes(id)));
      for (const id of CONCERNS)
        expect(counts.concern[id], id).toBe(countOf(matching, (doc) => doc.concerns.includes(id)));
      for (const id of FREE_FROM)
        expect(counts.free[id], id).toBe(countOf(matching, (doc) => doc.freeFrom.includes(id)));
    }
  });

  it('orders by relevance only when asked; without a search relevance is the default order', async () => {
    const plain = await list('?q=serum');
    const byDate = [...(plain.answer.body ?? [])].map((p) => p.updatedAt);
    expect(byDate).toEqual([...byDate].sort().reverse());
    const relevance = titles((await list('?sort=relevance&limit=12')).answer);
    expect(relevance).toEqual(titles((await list('?limit=12')).answer));
    const top = (await list('?sort=rating&limit=1000')).answer.body ?? [];
    const ranks = top.map((p) => SEEDED.get(p._id)!.ratingRank as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('says what was meant when nothing matched and a catalogue word is close', async () => {
    const answer = await found('sreum');
    expect(answer.totalProducts.filtered).toBe(0);
    expect(answer.didYouMean).toBe('serum');
    expect((await found('serum')).didYouMean).toBeUndefined();
  });
});

describe('GET /api/products/suggestions?q=', () => {
  it('answers up to six products best first, read by id, with the title words matched and the total', async () => {
    const res = await call('GET', API_PATHS.productSuggestions('lipst'));
    expect(res.status).toBe(200);
    const answer = res.json as ProductSuggestionsAnswer;
    expect(answer.body?.length).toBeLessThanOrEqual(6);
    expect(answer.body?.[0]).toEqual({
      _id: expect.any(String),
      title: expect.stringMatching(/Lipstick$/),
      price: SEEDED.get(answer.body![0]!._id)!.price,
      image: SEEDED.get(answer.body![0]!._id)!.image,
      matches: ['Lipstick'],
    });
    expect(answer.total).toBe((await found('lipst')).totalProducts.filtered);
    const many = (await call('GET', API_PATHS.productSuggestions('cream'))).json as ProductSuggestionsAnswer;
    expect(many.body).toHaveLength(6);
    expect(many.total).toBeGreaterThan(6);
  });

  it('answers none with "did you mean" for a word close to the catalogue', async () => {
    const answer = (await call('GET', API_PATHS.productSuggestions('sreum'))).json as ProductSuggestionsAnswer;
    expect(answer).toMatchObject({ success: true, body: [], total: 0, didYouMean: 'serum' });
  });
});

describe('bad search input', () => {
  it('answers a clear 422 or an empty page, never a 500, and stores nothing', async () => {
    const before = (await adminDb.collection('products').count().get()).data().count;
    const cases: [string, number][] = [
      ['?q=', 200],
      ['?q=a', 422],
      [`?q=${'a'.repeat(500)}`, 422],
      [`?q=${encodeURIComponent('<script>alert(1)</script><b>serum</b>')}`, 200],
      ['?q=%00%01%02', 200],
      ['?category=nothing-like-it', 200],
      ['?skin=scaly', 400],
      ['?sort=best', 400],
      ['?page=999&q=serum', 200],
    ];
    for (const [query, status] of cases) {
      const res = await call('GET', `${API_PATHS.products}${query}`);
      expect(res.status, query).toBe(status);
      expect(typeof res.json.message, query).toBe('string');
    }
    expect((await list('?page=999&q=serum')).answer.body).toEqual([]);
    expect((await list('?category=nothing-like-it')).answer.totalProducts.filtered).toBe(0);
    for (const q of ['', 'a', 'a'.repeat(500)]) {
      const res = await call('GET', API_PATHS.productSuggestions(q));
      expect(res.status, q).toBe(422);
    }
    const markup = await call('GET', API_PATHS.productSuggestions('<img src=x onerror=alert(1)>'));
    expect(markup.status).toBe(200);
    expect((await adminDb.collection('products').count().get()).data().count).toBe(before);
  });
});

describe('freshness across instances', () => {
  /** Polls until `holds` or 5 s have passed; answers the polls it took (each poll: two requests at once). */
  const within5s = async (holds: () => Promise<boolean>): Promise<boolean> => {
    const until = Date.now() + 5_000;
    do {
      if (await holds()) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < until);
    return false;
  };
  /** Two requests at once, so two function workers (two instances) answer; both must agree. */
  const bothFind = async (q: string, want: (answer: ProductListAnswer) => boolean): Promise<boolean> => {
    const answers = await Promise.all([found(q), found(q)]);
    return answers.every(want);
  };

  it("finds an admin's new, edited and deleted product on every instance within 5 s", async () => {
    // Two engines in this process, each with its own listener, stand for two instances of the function
    // whose state can be asked directly; the HTTP requests below reach the emulator's own workers.
    const instances = [new LiveCatalog(productsFeedOf(adminDb)), new LiveCatalog(productsFeedOf(adminDb))];
    await Promise.all(instances.map((instance) => instance.ready()));
    await warmWorkers(2);
    const inEngines = async (q: string, id: string) =>
      (
        await Promise.all(
          instances.map(
            async (i) => (await i.engine.search({ q, sort: 'relevance', order: 'desc', offset: 0, limit: 5 })).ids,
          ),
        )
      ).map((ids) => ids.includes(id));

    const created = await call<Product>('POST', API_PATHS.products, {
      token: admin.token,
      body: { title: 'Zephyrine Glow Tint', description: 'A sheer tint', price: 31, category: 'makeup', image: '' },
    });
    expect(created.status).toBe(201);
    const id = created.json.body!._id;
    expect(await within5s(async () => (await inEngines('zephyrine', id)).every(Boolean))).toBe(true);
    expect(await within5s(() => bothFind('zephyrine', (a) => a.body?.[0]?._id === id))).toBe(true);

    const edited = await call<Product>('PUT', API_PATHS.product(id), {
      token: admin.token,
      body: { title: 'Quillomene Dew Tint', description: 'A sheer tint', price: 33, category: 'makeup', image: '' },
    });
    expect(edited.status).toBe(200);
    expect(await within5s(async () => (await inEngines('quillomene', id)).every(Boolean))).toBe(true);
    expect(await within5s(async () => (await inEngines('zephyrine', id)).every((hit) => !hit))).toBe(true);
    expect(await within5s(() => bothFind('quillomene', (a) => a.body?.[0]?._id === id && a.body[0].price === 33))).toBe(
      true,
    );
    expect(await within5s(() => bothFind('zephyrine', (a) => a.totalProducts.filtered === 0))).toBe(true);

    expect((await call('DELETE', API_PATHS.product(id), { token: admin.token })).status).toBe(200);
    expect(await within5s(async () => (await inEngines('quillomene', id)).every((hit) => !hit))).toBe(true);
    expect(await within5s(() => bothFind('quillomene', (a) => a.totalProducts.filtered === 0))).toBe(true);
    for (const instance of instances) instance.stop();
  });
});

describe('suggestions as fresh as the list', () => {
  // A batch of this many reaches the function's listener well after the next request (the emulator
  // delivers hundreds of changes in hundreds of milliseconds), so the suggestions must wait for it.
  const MANY = 450;
  const fixtureId = (i: number) => `fresh${String(i).padStart(3, '0')}`;
  /** The suggestions for `q` from four requests at once, so several function instances answer. */
  const suggested = (q: string) =>
    Promise.all(
      Array.from(
        { length: 4 },
        async () => (await call('GET', API_PATHS.productSuggestions(q))).json as ProductSuggestionsAnswer,
      ),
    );
  const totals = async (q: string) => (await suggested(q)).map((answer) => answer.total);

  it('offers no product deleted an instant ago, and one renamed an instant ago by its new title', async () => {
    const category = { _id: 'fresh', title: 'Fresh Balms', slug: 'fresh-balms' };
    // Dated now, as the API dates a new product, so the newest product is one of them.
    const created = Timestamp.now();
    await putProducts(category, MANY, (i) => ({ title: `Ploverine Balm ${i}`, at: created.toDate() }), fixtureId);
    expect(await totals('ploverine')).toEqual([MANY, MANY, MANY, MANY]);

    const renamed = adminDb.batch();
    for (let i = 0; i < MANY; i += 1)
      renamed.update(adminDb.doc(`products/${fixtureId(i)}`), {
        title: `Marravel Balm ${i}`,
        updatedAt: Timestamp.fromMillis(created.toMillis() + 1000 + i),
      });
    await renamed.commit();
    for (const byNewTitle of await suggested('marravel')) {
      expect(byNewTitle.total).toBe(MANY);
      expect(byNewTitle.body?.map((s) => s.title)).toEqual(Array(6).fill(expect.stringMatching(/^Marravel Balm \d+$/)));
    }
    expect(await totals('ploverine')).toEqual([0, 0, 0, 0]);

    const deleted = adminDb.batch();
    for (let i = 0; i < MANY; i += 1) deleted.delete(adminDb.doc(`products/${fixtureId(i)}`));
    await deleted.commit();
    expect((await suggested('marravel')).map(({ body, total }) => ({ body, total }))).toEqual(
      Array(4).fill({ body: [], total: 0 }),
    );
  });
});
