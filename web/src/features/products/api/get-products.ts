import type { Product, ProductListAnswer } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import type { ShopQuery } from '../lib/shop-query';
import { toProductsRequest } from '../lib/shop-query';

export type ProductTotals = ProductListAnswer['totalProducts'];

export interface ProductsPage {
  products: Product[];
  totals: ProductTotals;
}

const isTotals = (value: unknown): value is ProductTotals =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProductTotals).all === 'number' &&
  typeof (value as ProductTotals).filtered === 'number';

const UNREADABLE_ANSWER = 'The server sent an answer the shop cannot read';

/** GET /api/products: one page of the catalogue and its counters (they sit beside the body). */
export const getProducts = async (query: ShopQuery, signal?: AbortSignal): Promise<ApiResult<ProductsPage>> => {
  const result = await apiClient.get<Product[]>(API_PATHS.products, { query: toProductsRequest(query), signal });
  const { success, message, status } = result;
  if (!success) return { success, message, status };
  if (!Array.isArray(result.body)) return { success: false, message: UNREADABLE_ANSWER, status };
  const products = result.body;
  const counters: unknown = (result as { totalProducts?: unknown }).totalProducts;
  const totals = isTotals(counters) ? counters : { all: products.length, filtered: products.length };
  return { success, message, status, body: { products, totals } };
};
