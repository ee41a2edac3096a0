import type { PageQuery } from '@/lib/page-query';
import { defaultShopQuery, type ShopQuery } from '../lib/shop-query';
import { getProducts } from './get-products';

/** How many of the best rated products a search that found nothing shows. */
const TOP_RATED_COUNT = 4;

const TOP_RATED: ShopQuery = { ...defaultShopQuery, sort: 'rating', order: 'desc', limit: TOP_RATED_COUNT };

/** The shop's best rated products (Top rated), what a search that found nothing offers instead. */
export const topRatedQuery = {
  key: `products?top-rated=${TOP_RATED_COUNT}`,
  load: (signal) => getProducts(TOP_RATED, signal),
} satisfies PageQuery;
