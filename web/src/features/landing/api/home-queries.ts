import type { PageQuery } from '@/lib/page-query';
import type { HomeProduct } from '../data/home-products';
import { BEST_SELLERS, NEW_IN } from '../data/home-products';
import { getHomeProducts } from './get-home-products';

/** A block's curated products as they are now. */
export const homeProductsQuery = (curated: readonly HomeProduct[]) => {
  const ids = curated.map((product) => product.id);
  return { key: `home-products:${ids.join(',')}`, load: (signal) => getHomeProducts(ids, signal) } satisfies PageQuery;
};

/** What home shows from the API: its two product blocks (the blog carousel loads as it nears the screen). */
export const homeQueries = [homeProductsQuery(BEST_SELLERS), homeProductsQuery(NEW_IN)];
