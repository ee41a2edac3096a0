import type { Product } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import type { HomeProduct } from '../data/home-products';

/** The curated products as the API knows them now, by id; a product that no longer exists is absent. */
export type HomeProductAnswers = Record<string, HomeProduct>;

/** Only what a tile shows: the page's state carries this to the browser, descriptions would weigh. */
const toHomeProduct = (product: Product): HomeProduct => ({
  id: product._id,
  title: product.title,
  price: product.price,
  category: product.category.title,
  image: product.image,
  rating: { average: product.rating.average, count: product.rating.count },
});

/**
 * The curated products in one GET /api/products?ids=…: a product that no longer exists is absent from
 * the answer (and drops out of its block), while a failed request keeps the curated fallback.
 */
export const getHomeProducts = async (
  ids: readonly string[],
  signal: AbortSignal,
): Promise<ApiResult<HomeProductAnswers>> => {
  const result = await apiClient.get<Product[]>(API_PATHS.productsByIds(ids), { signal });
  if (!result.success) return { success: false, message: result.message, status: result.status };
  const body: HomeProductAnswers = {};
  for (const product of result.body ?? []) body[product._id] = toHomeProduct(product);
  return { success: true, message: '', body, status: result.status };
};
