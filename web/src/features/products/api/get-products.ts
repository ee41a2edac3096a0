import type { FacetCounts, ProductListAnswer, ProductListItem } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import { type ProductCardProduct, toCardProduct } from '../lib/card-product';
import type { ShopQuery } from '../lib/shop-query';
import { toProductsRequest } from '../lib/shop-changes';

export interface ProductsPage {
  /** What each card shows; each may name the shade a search found it through (matchedVariantId). */
  products: ProductCardProduct[];
  totals: ProductListAnswer['totalProducts'];
  /** How many products each filter option would leave (when the answer counts them). */
  facetCounts?: FacetCounts;
  /** A close word when a search found nothing. */
  didYouMean?: string;
}

const isTotals = (value: unknown): value is ProductListAnswer['totalProducts'] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProductListAnswer['totalProducts']).all === 'number' &&
  typeof (value as ProductListAnswer['totalProducts']).filtered === 'number';

const UNREADABLE_ANSWER = 'The server sent an answer the shop cannot read';

/**
 * GET /api/products: one page of the catalogue and its counters, and when the answer has them the
 * filter options' counts and a did-you-mean word (they all sit beside the body).
 */
export const getProducts = async (query: ShopQuery, signal?: AbortSignal): Promise<ApiResult<ProductsPage>> => {
  const result = await apiClient.get<ProductListItem[]>(API_PATHS.products, {
    query: toProductsRequest(query),
    signal,
  });
  const { success, message, status } = result;
  if (!success) return { success, message, status };
  if (!Array.isArray(result.body)) return { success: false, message: UNREADABLE_ANSWER, status };
  const products = result.body.map(toCardProduct);
  const counters: unknown = (result as { totalProducts?: unknown }).totalProducts;
  const totals = isTotals(counters) ? counters : { all: products.length, filtered: products.length };
  // Optional fields of the API's own answer: taken as they come (absent from older answers).
  const { facetCounts, didYouMean } = result as Partial<ProductListAnswer>;
  return { success, message, status, body: { products, totals, facetCounts, didYouMean } };
};
