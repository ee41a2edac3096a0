import type { PricedCart } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /cart: the open cart priced by the server now. */
export const getPricedCart = (signal?: AbortSignal) => apiClient.get<PricedCart>(API_PATHS.cart, { signal });
