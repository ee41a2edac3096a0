import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderResults } from '@/lib/route-data';
import { getHomeProducts } from '../api/get-home-products';
import type { HomeProduct } from '../data/home-products';
import { BEST_SELLERS, NEW_IN } from '../data/home-products';

const idsOf = (curated: readonly HomeProduct[]) => curated.map((product) => product.id);

/** Home: its two blocks' curated products as they are now (the blog carousel loads as it nears the screen). */
export const homeLoader = ({ request }: LoaderFunctionArgs) =>
  loaderResults({
    bestSellers: getHomeProducts(idsOf(BEST_SELLERS), request.signal),
    newIn: getHomeProducts(idsOf(NEW_IN), request.signal),
  });
