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
 * GET /api/products/{id} for each curated id, in parallel, as one answer. It fails only when the API
 * answered none of them (unreachable), so a deleted product drops out while an outage keeps the fallback.
 */
export const getHomeProducts = async (
  ids: readonly string[],
  signal: AbortSignal,
): Promise<ApiResult<HomeProductAnswers>> => {
  const results = await Promise.all(ids.map((id) => apiClient.get<Product>(API_PATHS.product(id), { signal })));
  const answered = results.filter((result) => result.success || result.status === 404);
  const [first] = results;
  if (answered.length === 0 || !first)
    return { success: false, message: first?.message ?? '', status: first?.status ?? 0 };
  const body: HomeProductAnswers = {};
  for (const result of results) if (result.success && result.body) body[result.body._id] = toHomeProduct(result.body);
  return { success: true, message: '', body, status: 200 };
};
