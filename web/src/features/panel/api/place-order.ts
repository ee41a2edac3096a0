import type { Order } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /order: buys the cart; expectedTotal is the total the page showed (the server refuses another). */
export const placeOrder = (cartId: string, expectedTotal: number) =>
  apiClient.post<Order>(API_PATHS.order, { cartId, expectedTotal });
