import type { Product } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultShopFilter, useShopFilterStore, type ShopFilter } from '../shop-filter';

beforeEach(() => {
  // The whole store, products too: each test starts as a fresh page does, in any order.
  useShopFilterStore.setState(useShopFilterStore.getInitialState(), true);
});

describe('useShopFilterStore', () => {
  it('should start on page 1 with no search, 6 per page, all categories, newest first, delay 10', () => {
    expect(defaultShopFilter).toEqual({
      page: 1,
      q: '',
      limit: 6,
      category: '',
      sort: 'updatedAt',
      order: 'desc',
      facts: { skinTypes: [], concerns: [], routineStep: [], freeFrom: [] },
      delay: 10,
    });
    expect(useShopFilterStore.getState()).toMatchObject({
      ...defaultShopFilter,
      products: [],
      totalProducts: { all: 0, filtered: 0 },
    });
  });

  it('should replace all filter fields together', () => {
    const filter: ShopFilter = {
      page: 3,
      q: 'serum',
      limit: 12,
      category: 'skincare',
      sort: 'price',
      order: 'asc',
      facts: { skinTypes: ['dry'], concerns: [], routineStep: [], freeFrom: ['fragrance'] },
      delay: 2000,
    };
    useShopFilterStore.getState().setFilter(filter);
    expect(useShopFilterStore.getState()).toMatchObject(filter);
  });

  it('should keep the products and their totals', () => {
    const product = { _id: 'p1', title: 'Rose Serum' } as Product;
    useShopFilterStore.getState().setProducts([product], { all: 10, filtered: 1 });
    expect(useShopFilterStore.getState()).toMatchObject({
      products: [product],
      totalProducts: { all: 10, filtered: 1 },
    });
  });
});
