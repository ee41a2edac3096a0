import type { Product } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/page-query';

/** GET /api/products/{id} (404 "Product not found"). */
export const getProduct = (id: string, signal?: AbortSignal) =>
  apiClient.get<Product>(API_PATHS.product(id), { signal });

/** A product: the product page's loader and its details ask for it under one key. */
export const productQuery = (id: string) =>
  ({ key: `product/${id}`, load: (signal) => getProduct(id, signal) }) satisfies PageQuery;
