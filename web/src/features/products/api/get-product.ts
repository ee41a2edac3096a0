import type { Product } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/products/{id} (404 "Product not found"). */
export const getProduct = (id: string, signal?: AbortSignal) =>
  apiClient.get<Product>(API_PATHS.product(id), { signal });
