import type { OrderConfirmationBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /order/confirmation/{cartId}: the transaction number of the order made from that cart. */
export const getConfirmation = (cartId: string, signal?: AbortSignal) =>
  apiClient.get<OrderConfirmationBody>(API_PATHS.orderConfirmation(cartId), { signal });
