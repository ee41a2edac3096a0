import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiResult } from '@/lib/api-client';
import { rootLoader } from '@/lib/categories';
import type { LoaderResult } from '@/lib/route-data';
import { isSettled, loaderResults } from '@/lib/route-data';
import type { ProductsPage } from '../api/get-products';
import { getProducts } from '../api/get-products';
import { topRatedQuery } from '../api/product-list-queries';
import { parseShopQuery } from '../lib/shop-query';

type ProductsAnswer = LoaderResult<ApiResult<ProductsPage>>;

/**
 * /products: the page of products the URL's filter asks for (`?category=` read against the shop's
 * categories). On the server, a list that found nothing comes with the Top rated products the page
 * offers instead; in the browser the page asks for them itself.
 */
export const productsLoader = async ({
  request,
}: LoaderFunctionArgs): Promise<{ list: ProductsAnswer; topRated?: ProductsAnswer }> => {
  const slugs = (await rootLoader({ request })).map((category) => category.slug);
  const query = parseShopQuery(new URL(request.url).searchParams, slugs);
  const { list } = await loaderResults({ list: getProducts(query, request.signal) });
  if (!isSettled(list) || list.body?.products.length !== 0) return { list };
  return { list, ...(await loaderResults({ topRated: topRatedQuery.load(request.signal) })) };
};
