import { readFileSync } from 'node:fs';
import {
  CONCERNS,
  FREE_FROM,
  PRODUCT_SORTS,
  ROUTINE_STEPS,
  SKIN_TYPES,
  SORT_ORDERS,
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

type FactChoice = Pick<ProductFilter, 'skinTypes' | 'concerns' | 'steps' | 'freeFrom'>;

/** Every single fact value, as the filter the products page sends for it. */
const SINGLE_FACTS: FactChoice[] = [
  ...SKIN_TYPES.map((id): FactChoice => ({ skinTypes: [id as SkinType] })),
  ...CONCERNS.map((id): FactChoice => ({ concerns: [id as Concern] })),
  ...ROUTINE_STEPS.map((id): FactChoice => ({ steps: [id as RoutineStep] })),
  ...FREE_FROM.map((id): FactChoice => ({ freeFrom: [id as FreeFrom] })),
];

const merge = (a: FactChoice, b: FactChoice): FactChoice => ({
  skinTypes: [...(a.skinTypes ?? []), ...(b.skinTypes ?? [])],
  concerns: [...(a.concerns ?? []), ...(b.concerns ?? [])],
  steps: [...(a.steps ?? []), ...(b.steps ?? [])],
  freeFrom: [...(a.freeFrom ?? []), ...(b.freeFrom ?? [])],
});

/** No facts, every value alone, and every pair of values (of one kind or of two). */
const FACT_CHOICES: FactChoice[] = [
  {},
  ...SINGLE_FACTS,
  ...SINGLE_FACTS.flatMap((a, i) => SINGLE_FACTS.slice(i + 1).map((b) => merge(a, b))),
];

/** Every filter the list can be asked for: category and search on or off, every fact choice, every sort. */
const ALL_FILTERS: ProductFilter[] = [undefined, 'makeup'].flatMap((category) =>
  [undefined, 'rose'].flatMap((q) =>
    FACT_CHOICES.flatMap((facts) =>
      PRODUCT_SORTS.flatMap((sort) => SORT_ORDERS.map((order) => ({ category, q, sort, order, ...facts }))),
    ),
  ),
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
for (const filter of [...ALL_FILTERS, ...STOCK_LISTS]) {
  const shape = productQueryShape(filter);
  if (shape) for (const index of indexesFor(shape)) needed.set(keyOf(index), index);
}

describe('the products indexes', () => {
  it('declares every composite index a query of the list needs', () => {
    const have = new Set(declared.map(keyOf));
    const missing = [...needed.keys()].filter((key) => !have.has(key));
    expect(missing).toEqual([]);
  });

  it('declares no products index that no query needs', () => {
    const unused = declared.map(keyOf).filter((key) => !needed.has(key));
    expect(unused).toEqual([]);
  });

  it('needs one index per filter field and sort (each direction), plus one for Top rated', () => {
    const filterFields = new Set([...needed.values()].map((index) => index.fields[0]?.fieldPath));
    const sortsAndDirections = (PRODUCT_SORTS.length - 1) * SORT_ORDERS.length + 1;
    expect(filterFields.size).toBe(21);
    expect(needed.size).toBe(filterFields.size * sortsAndDirections);
  });

  it('stays within the 200 composite indexes a database may have, every collection counted', () => {
    expect(allDeclared.length).toBeLessThanOrEqual(200);
  });
});

describe('productQueryShape', () => {
  it('narrows by every chosen value: one equality per fact, one array-contains for the search', () => {
    const shape = productQueryShape({
      category: 'skincare',
      q: 'Calm cream',
      skinTypes: ['dry', 'sensitive'],
      steps: ['moisturise'],
      freeFrom: ['fragrance'],
      sort: 'price',
      order: 'asc',
    });
    expect(shape).toEqual({
      equals: [
        ['category.slug', 'skincare'],
        ['routineStep', 'moisturise'],
        ['facets.skin_dry', true],
        ['facets.skin_sensitive', true],
        ['facets.free_fragrance', true],
      ],
      contains: ['searchTerms', 'cream'],
      sort: 'price',
      order: 'asc',
    });
  });

  it('needs no query for two different steps or a search of symbols only (nothing can match)', () => {
    expect(productQueryShape({ steps: ['cleanse', 'tone'], sort: 'updatedAt', order: 'desc' })).toBeNull();
    expect(productQueryShape({ q: '!!', sort: 'updatedAt', order: 'desc' })).toBeNull();
  });

  it('merges one index per filter, category and search included (no exact three-field index)', () => {
    const both = indexesFor(productQueryShape({ category: 'x', q: 'rose', sort: 'title', order: 'asc' })!);
    expect(both.map((i) => i.fields.map((f) => f.fieldPath))).toEqual([
      ['category.slug', 'title'],
      ['searchTerms', 'title'],
    ]);
    const merged = indexesFor(
      productQueryShape({ category: 'x', freeFrom: ['alcohol'], sort: 'title', order: 'desc' })!,
    );
    expect(merged.map((i) => i.fields.map((f) => f.fieldPath))).toEqual([
      ['category.slug', 'title'],
      ['facets.free_alcohol', 'title'],
    ]);
    expect(indexesFor(productQueryShape({ sort: 'price', order: 'asc' })!)).toEqual([]);
  });
});

describe('Top rated (sort=rating)', () => {
  it('orders by ratingRank highest first whatever the order asked', () => {
    for (const order of SORT_ORDERS) {
      const shape = productQueryShape({ skinTypes: ['dry'], concerns: ['acne'], sort: 'rating', order })!;
      expect(shape).toMatchObject({ sort: 'ratingRank', order: 'desc' });
    }
  });

  it('needs one (filter field, ratingRank desc) index per filter, and none without a filter', () => {
    const shape = productQueryShape({
      category: 'skincare',
      q: 'rose',
      skinTypes: ['dry'],
      freeFrom: ['fragrance'],
      sort: 'rating',
      order: 'asc',
    })!;
    expect(indexesFor(shape).map((i) => i.fields)).toEqual([
      [
        { fieldPath: 'category.slug', order: 'ASCENDING' },
        { fieldPath: 'ratingRank', order: 'DESCENDING' },
      ],
      [
        { fieldPath: 'facets.skin_dry', order: 'ASCENDING' },
        { fieldPath: 'ratingRank', order: 'DESCENDING' },
      ],
      [
        { fieldPath: 'facets.free_fragrance', order: 'ASCENDING' },
        { fieldPath: 'ratingRank', order: 'DESCENDING' },
      ],
      [
        { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
        { fieldPath: 'ratingRank', order: 'DESCENDING' },
      ],
    ]);
    expect(indexesFor(productQueryShape({ sort: 'rating', order: 'asc' })!)).toEqual([]);
  });
});

describe('the stock lists', () => {
  it('are a range on stock, fewest left first, that needs no composite index', () => {
    const low = productQueryShape({ stock: 'low', sort: 'price', order: 'desc' })!;
    expect(low).toEqual({ equals: [], range: ['stock', 1, 5], sort: 'stock', order: 'asc' });
    expect(productQueryShape({ stock: 'out', sort: 'updatedAt', order: 'desc' })?.range).toEqual(['stock', 0, 0]);
    expect(indexesFor(low)).toEqual([]);
  });

  it('stand alone: any other filter with them is refused', () => {
    expect(combinesStockFilter({ stock: 'low', sort: 'updatedAt', order: 'desc' })).toBe(false);
    expect(combinesStockFilter({ stock: 'low', q: '  ', sort: 'updatedAt', order: 'desc' })).toBe(false);
    for (const other of [
      { category: 'skincare' },
      { q: 'rose' },
      { skinTypes: ['dry' as const] },
      { steps: ['tone' as const] },
    ])
      expect(combinesStockFilter({ stock: 'out', sort: 'updatedAt', order: 'desc', ...other })).toBe(true);
    expect(combinesStockFilter({ category: 'skincare', sort: 'updatedAt', order: 'desc' })).toBe(false);
  });
});
