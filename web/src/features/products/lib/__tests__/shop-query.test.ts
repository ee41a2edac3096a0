import { NO_FACT_FILTER } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { toggleFact } from '../fact-toggle';
import { factCount, nextShopFilter, toProductsRequest, toShopSearchParams } from '../shop-changes';
import type { ShopQuery } from '../shop-query';
import { parseShopQuery } from '../shop-query';

const slugs = ['gifts', 'makeup', 'skincare'];
const parse = (query: string) => parseShopQuery(new URLSearchParams(query), slugs);

const defaults: ShopQuery = {
  page: 1,
  q: '',
  limit: 6,
  category: '',
  sort: 'updatedAt',
  order: 'desc',
  facts: NO_FACT_FILTER,
  colour: '',
};

describe('parseShopQuery', () => {
  it('should give page 1, no search, 6 per page, all categories, newest first for an empty query', () => {
    expect(parse('')).toEqual(defaults);
  });

  it('should read every filter from the URL', () => {
    expect(parse('page=3&q=rose&limit=12&category=makeup&sort=price&order=asc')).toEqual({
      page: 3,
      q: 'rose',
      limit: 12,
      category: 'makeup',
      sort: 'price',
      order: 'asc',
      facts: NO_FACT_FILTER,
      colour: '',
    });
  });

  it.each([
    ['page=abc', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['limit=7', { limit: 6 }],
    ['limit=abc', { limit: 6 }],
    ['limit=1000', { limit: 6 }],
    ['category=lipsticks', { category: '' }],
    ['sort=title', { sort: 'updatedAt' }],
    ['order=sideways', { order: 'desc' }],
    ['q=%20%20', { q: '' }],
  ])('should fall back to the default for %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...defaults, ...expected });
  });

  it('should read Top rated as highest first whatever the order says', () => {
    expect(parse('sort=rating&order=asc')).toEqual({ ...defaults, sort: 'rating', order: 'desc' });
  });

  it('should accept every page size of the shop', () => {
    expect([6, 9, 12, 24].map((limit) => parse(`limit=${limit}`).limit)).toEqual([6, 9, 12, 24]);
  });

  it('should keep what the visitor typed, up to 100 characters', () => {
    expect(parse('q=rose%20oil').q).toBe('rose oil');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('toShopSearchParams', () => {
  it('should write page, limit, sort and order, and q and category only when set', () => {
    expect(toShopSearchParams(defaults).toString()).toBe('page=1&limit=6&sort=updatedAt&order=desc');
    expect(
      toShopSearchParams({
        page: 2,
        q: 'rose oil',
        limit: 9,
        category: 'makeup',
        sort: 'price',
        order: 'asc',
        facts: NO_FACT_FILTER,
        colour: '',
      }).toString(),
    ).toBe('page=2&q=rose+oil&limit=9&category=makeup&sort=price&order=asc');
  });

  it('should read back to the same filter', () => {
    const filter: ShopQuery = {
      page: 4,
      q: 'serum',
      limit: 24,
      category: 'skincare',
      sort: 'price',
      order: 'desc',
      facts: { skinTypes: ['dry', 'sensitive'], concerns: [], routineStep: ['moisturise'], freeFrom: ['fragrance'] },
      colour: 'berry',
    };
    expect(parseShopQuery(toShopSearchParams(filter), slugs)).toEqual(filter);
  });
});

describe('nextShopFilter', () => {
  const onPage3: ShopQuery = { ...defaults, page: 3 };

  it('should apply a search after 2000 ms, by best match, and start again from page 1', () => {
    expect(nextShopFilter(onPage3, { q: 'rose' })).toEqual({
      ...defaults,
      q: 'rose',
      sort: 'relevance',
      order: 'desc',
      page: 1,
      delay: 2000,
    });
  });

  it('should keep a sort chosen during a search while the search changes', () => {
    const byPrice: ShopQuery = { ...defaults, q: 'rose', sort: 'price', order: 'asc' };
    expect(nextShopFilter(byPrice, { q: 'rose oil' })).toMatchObject({ sort: 'price', order: 'asc' });
    expect(nextShopFilter(byPrice, { q: '' })).toMatchObject({ sort: 'price', order: 'asc' });
  });

  it('should go back to the default sort when a search by best match is cleared', () => {
    const byMatch: ShopQuery = { ...defaults, q: 'rose', sort: 'relevance' };
    expect(nextShopFilter(byMatch, { q: '' })).toMatchObject({ q: '', sort: 'updatedAt', order: 'desc' });
    expect(nextShopFilter(byMatch, { q: 'rose', sort: 'price' })).toMatchObject({ sort: 'price' });
  });

  it.each([{ category: 'makeup' }, { sort: 'price' as const, order: 'asc' as const }, { limit: 12 }])(
    'should go back to page 1 after 10 ms when %o changes',
    (change) => {
      expect(nextShopFilter(onPage3, change)).toEqual({ ...defaults, ...change, page: 1, delay: 10 });
    },
  );

  it('should change the page alone after 10 ms', () => {
    expect(nextShopFilter(onPage3, { page: 4 })).toEqual({ ...defaults, page: 4, delay: 10 });
  });

  it('should keep the page when a value is chosen again', () => {
    expect(nextShopFilter(onPage3, { limit: 6 })).toEqual({ ...onPage3, delay: 10 });
  });

  it('should derive a change from the filter as it stands (ticks given in one turn add up)', () => {
    const dry = nextShopFilter(onPage3, (current) => ({ facts: toggleFact(current.facts, 'skinTypes', 'dry', true) }));
    const both = nextShopFilter(dry, (current) => ({ facts: toggleFact(current.facts, 'skinTypes', 'oily', true) }));
    expect(both).toMatchObject({ page: 1, facts: { ...NO_FACT_FILTER, skinTypes: ['dry', 'oily'] }, delay: 10 });
  });

  it('should clear every filter at once', () => {
    const filtered: ShopQuery = {
      page: 2,
      q: 'rose',
      limit: 12,
      category: 'makeup',
      sort: 'price',
      order: 'asc',
      facts: { ...NO_FACT_FILTER, freeFrom: ['alcohol'] },
      colour: 'red',
    };
    expect(nextShopFilter(filtered, defaults)).toEqual({ ...defaults, delay: 2000 });
  });
});

describe('fact filters in the URL', () => {
  it('should read comma-separated and repeated values, drop unknown ones and keep the fixed order', () => {
    expect(parse('skin=sensitive,dry,scaly&free=alcohol&free=fragrance&step=moisturise').facts).toEqual({
      skinTypes: ['dry', 'sensitive'],
      concerns: [],
      routineStep: ['moisturise'],
      freeFrom: ['fragrance', 'alcohol'],
    });
  });

  it('should write them beside the other filters, comma-separated, only when chosen', () => {
    const facts = { ...NO_FACT_FILTER, skinTypes: ['dry' as const], freeFrom: ['fragrance' as const, 'alcohol' as const] };
    expect(toShopSearchParams({ ...defaults, facts }).toString()).toBe(
      'page=1&limit=6&skin=dry&free=fragrance%2Calcohol&sort=updatedAt&order=desc',
    );
    expect(toProductsRequest({ ...defaults, facts })).toMatchObject({ skin: 'dry', free: 'fragrance,alcohol' });
  });

  it('should go back to page 1 after 10 ms when a fact is ticked or unticked, and keep the page otherwise', () => {
    const onPage3: ShopQuery = { ...defaults, page: 3 };
    const ticked = toggleFact(onPage3.facts, 'skinTypes', 'dry', true);
    expect(nextShopFilter(onPage3, { facts: ticked })).toEqual({ ...defaults, facts: ticked, page: 1, delay: 10 });
    expect(nextShopFilter(onPage3, { facts: NO_FACT_FILTER }).page).toBe(3);
    expect(factCount(toggleFact(ticked, 'freeFrom', 'fragrance', true))).toBe(2);
    expect(toggleFact(ticked, 'skinTypes', 'dry', false)).toEqual(NO_FACT_FILTER);
  });
});

describe('the colour filter in the URL', () => {
  it('should read one shade family from ?colour= and drop an unknown one', () => {
    expect(parse('colour=red').colour).toBe('red');
    expect(parse('colour=purple').colour).toBe('');
    expect(parse('').colour).toBe('');
  });

  it('should write it only when chosen, ask the API for it, and start again from page 1 when it changes', () => {
    expect(toShopSearchParams({ ...defaults, colour: 'nude' }).toString()).toBe(
      'page=1&limit=6&colour=nude&sort=updatedAt&order=desc',
    );
    expect(toProductsRequest({ ...defaults, colour: 'nude' })).toMatchObject({ colour: 'nude' });
    expect(toProductsRequest(defaults)).not.toHaveProperty('colour');
    expect(nextShopFilter({ ...defaults, page: 3 }, { colour: 'red' })).toEqual({
      ...defaults,
      colour: 'red',
      page: 1,
      delay: 10,
    });
  });
});

describe('toProductsRequest', () => {
  it('should send the search text trimmed', () => {
    expect(toProductsRequest({ ...defaults, q: '  rose ' })).toMatchObject({ q: 'rose', page: 1, limit: 6 });
  });

  it('should leave out a search shorter than the API reads', () => {
    expect(toProductsRequest({ ...defaults, q: ' r ', sort: 'relevance' })).toMatchObject({ q: '', sort: 'relevance' });
  });
});

describe('best match in the URL', () => {
  it('should read sort=relevance with a search, highest first whatever the order', () => {
    expect(parse('q=serum&sort=relevance&order=asc')).toMatchObject({ q: 'serum', sort: 'relevance', order: 'desc' });
  });

  it('should fall back to the default sort without a search', () => {
    expect(parse('sort=relevance')).toMatchObject({ sort: 'updatedAt', order: 'desc' });
    expect(parse('q=%20%20&sort=relevance')).toMatchObject({ q: '', sort: 'updatedAt' });
  });
});
