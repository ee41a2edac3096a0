import { readFileSync } from 'node:fs';
import {
  CONCERNS,
  FREE_FROM,
  ROUTINE_STEPS,
  SKIN_TYPES,
  STOCK_FILTERS,
  type Concern,
  type FreeFrom,
  type RoutineStep,
  type SkinType,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  combinesStockFilter,
  indexesFor,
  productQueryShape,
  type IndexSpec,
  type ProductFilter,
} from './product-query';

type FactChoice = Pick<ProductFilter, 'skinTypes' | 'concerns' | 'freeFrom'>;

/** Every single fact value a candidate query can narrow by. */
const SINGLE_FACTS: FactChoice[] = [
  ...SKIN_TYPES.map((id): FactChoice => ({ skinTypes: [id as SkinType] })),
  ...CONCERNS.map((id): FactChoice => ({ concerns: [id as Concern] })),
  ...FREE_FROM.map((id): FactChoice => ({ freeFrom: [id as FreeFrom] })),
];

const merge = (a: FactChoice, b: FactChoice): FactChoice => ({
  skinTypes: [...(a.skinTypes ?? []), ...(b.skinTypes ?? [])],
  concerns: [...(a.concerns ?? []), ...(b.concerns ?? [])],
  freeFrom: [...(a.freeFrom ?? []), ...(b.freeFrom ?? [])],
});

/** No facts, every value alone, and every pair of values. */
const FACT_CHOICES: FactChoice[] = [
  {},
  ...SINGLE_FACTS,
  ...SINGLE_FACTS.flatMap((a, i) => SINGLE_FACTS.slice(i + 1).map((b) => merge(a, b))),
];

/** The skin analysis's candidate queries (routine-candidates.ts): one step, facts, cheapest first. */
const CANDIDATE_QUERIES: ProductFilter[] = ROUTINE_STEPS.flatMap((step) =>
  FACT_CHOICES.map((facts) => ({
    steps: [step as RoutineStep],
    ...facts,
    sort: 'price' as const,
    order: 'asc' as const,
  })),
);

/** The stock lists, as the admin's filter sends them (sort and order do not apply to them). */
const STOCK_LISTS: ProductFilter[] = STOCK_FILTERS.map((stock) => ({ stock, sort: 'updatedAt', order: 'desc' }));

const keyOf = (index: IndexSpec): string => JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);

const allDeclared = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: IndexSpec[];
  }
).indexes;
const declared = allDeclared.filter((index) => index.collectionGroup === 'products');

const needed = new Map<string, IndexSpec>();
for (const filter of [...CANDIDATE_QUERIES, ...STOCK_LISTS]) {
  const shape = productQueryShape(filter);
  if (shape) for (const index of indexesFor(shape)) needed.set(keyOf(index), index);
}

describe('the products indexes', () => {
  it('declares every composite index a products query needs', () => {
    const have = new Set(declared.map(keyOf));
    const missing = [...needed.keys()].filter((key) => !have.has(key));
    expect(missing).toEqual([]);
  });

  it('declares no products index that no query needs', () => {
    const unused = declared.map(keyOf).filter((key) => !needed.has(key));
    expect(unused).toEqual([]);
  });

  it('needs one (filter field, price) index per step and fact field, and one for both stock lists', () => {
    const stockLists = [...needed.values()].filter((index) => index.fields[1]?.fieldPath === 'stock');
    expect(stockLists.map((index) => index.fields)).toEqual([
      [
        { fieldPath: 'variantStockLists', arrayConfig: 'CONTAINS' },
        { fieldPath: 'stock', order: 'ASCENDING' },
      ],
    ]);
    const candidates = [...needed.values()].filter((index) => !stockLists.includes(index));
    const filterFields = new Set(candidates.map((index) => index.fields[0]?.fieldPath));
    expect(filterFields.size).toBe(1 + SKIN_TYPES.length + CONCERNS.length + FREE_FROM.length);
    expect(candidates.length).toBe(filterFields.size);
    for (const index of candidates) expect(index.fields[1]).toEqual({ fieldPath: 'price', order: 'ASCENDING' });
  });

  it('stays within 40 composite indexes, every collection counted (the search engine filters the shop list)', () => {
    expect(allDeclared.length).toBeLessThanOrEqual(40);
  });
});

describe('productQueryShape', () => {
  it('narrows by every chosen value: one equality on the step and one per fact', () => {
    const shape = productQueryShape({
      skinTypes: ['dry', 'sensitive'],
      steps: ['moisturise'],
      freeFrom: ['fragrance'],
      sort: 'price',
      order: 'asc',
    });
    expect(shape).toEqual({
      equals: [
        ['routineStep', 'moisturise'],
        ['facets.skin_dry', true],
        ['facets.skin_sensitive', true],
        ['facets.free_fragrance', true],
      ],
      sort: 'price',
      order: 'asc',
    });
  });

  it('needs no query for two different steps (nothing can match)', () => {
    expect(productQueryShape({ steps: ['cleanse', 'tone'], sort: 'updatedAt', order: 'desc' })).toBeNull();
  });

  it('merges one index per filter (no exact three-field index)', () => {
    const merged = indexesFor(
      productQueryShape({ steps: ['tone'], freeFrom: ['alcohol'], sort: 'price', order: 'asc' })!,
    );
    expect(merged.map((i) => i.fields.map((f) => f.fieldPath))).toEqual([
      ['routineStep', 'price'],
      ['facets.free_alcohol', 'price'],
    ]);
    expect(indexesFor(productQueryShape({ sort: 'price', order: 'asc' })!)).toEqual([]);
  });
});

describe('the stock lists', () => {
  it("are the list's units on stock or a variant in the list, fewest left first", () => {
    const low = productQueryShape({ stock: 'low', sort: 'price', order: 'desc' })!;
    expect(low).toEqual({ equals: [], stock: { list: 'low', units: [1, 2, 3, 4, 5] }, sort: 'stock', order: 'asc' });
    expect(productQueryShape({ stock: 'out', sort: 'updatedAt', order: 'desc' })?.stock).toEqual({
      list: 'out',
      units: [0],
    });
    expect(indexesFor(low).map((index) => index.fields.map((field) => field.fieldPath))).toEqual([
      ['variantStockLists', 'stock'],
    ]);
  });

  it('stand alone: any other filter with them is refused', () => {
    expect(combinesStockFilter({ stock: 'low', sort: 'updatedAt', order: 'desc' })).toBe(false);
    expect(combinesStockFilter({ stock: 'low', q: '  ', sort: 'updatedAt', order: 'desc' })).toBe(false);
    for (const other of [
      { category: 'skincare' },
      { q: 'rose' },
      { skinTypes: ['dry' as const] },
      { steps: ['tone' as const] },
      { concerns: ['acne' as const] },
      { freeFrom: ['alcohol' as const] },
      { colour: 'red' as const },
    ]) {
      expect(combinesStockFilter({ stock: 'out', ...other, sort: 'updatedAt', order: 'desc' })).toBe(true);
    }
  });
});
