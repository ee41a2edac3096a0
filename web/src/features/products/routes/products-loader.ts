import type { Category } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiResult } from '@/lib/api-client';
import type { ServerLoadContext } from '@/lib/page-query';
import { isSettled, loadPageAnswers } from '@/lib/page-query';
import { useAppStore } from '@/stores/app';
import type { ProductsPage } from '../api/get-products';
import { productsQuery, topRatedQuery } from '../api/product-list-queries';
import { parseShopQuery } from '../lib/shop-query';

/** The categories the URL's `?category=` is read against: the server's for this page, else the app's. */
const loaderCategories = async (context: unknown): Promise<Category[]> =>
  (await (context as Partial<ServerLoadContext> | undefined)?.categories) ?? useAppStore.getState().categories;

/**
 * /products: the page of products the URL's filter asks for. On the server, a list that found nothing
 * comes with the Top rated products the page offers instead.
 */
export const productsLoader = async ({ request, context }: LoaderFunctionArgs) => {
  const slugs = (await loaderCategories(context)).map((category) => category.slug);
  const list = productsQuery(parseShopQuery(new URL(request.url).searchParams, slugs));
  const page = await loadPageAnswers([list], request.signal);
  const answer = page.answers[list.key];
  if (!answer || !isSettled(answer) || (answer as ApiResult<ProductsPage>).body?.products.length !== 0) return page;
  const topRated = await loadPageAnswers([topRatedQuery], request.signal);
  return { answers: { ...page.answers, ...topRated.answers } };
};
