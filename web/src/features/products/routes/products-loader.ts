import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiResult } from '@/lib/api-client';
import { loaderCategories, loadPageAnswers } from '@/lib/page-query';
import type { ProductsPage } from '../api/get-products';
import { productsQuery, topRatedQuery } from '../api/product-list-queries';
import { parseShopQuery } from '../lib/shop-query';

/**
 * /products: the page of products the URL's filter asks for. On the server, a list that found nothing
 * comes with the Top rated products the page offers instead.
 */
export const productsLoader = async ({ request, context }: LoaderFunctionArgs) => {
  const slugs = loaderCategories(context).map((category) => category.slug);
  const list = productsQuery(parseShopQuery(new URL(request.url).searchParams, slugs));
  const page = await loadPageAnswers([list], request.signal);
  const answer = page.answers[list.key] as ApiResult<ProductsPage> | Promise<unknown>;
  if (answer instanceof Promise || answer.body?.products.length !== 0) return page;
  const topRated = await loadPageAnswers([topRatedQuery], request.signal);
  return { answers: { ...page.answers, ...topRated.answers } };
};
