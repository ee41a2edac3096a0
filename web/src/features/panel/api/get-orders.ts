import type { Order } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /order/{userId}: the customer's orders, newest first. */
export const getOrders = (userId: string, signal?: AbortSignal) =>
  apiClient.get<Order[]>(API_PATHS.ordersOfUser(userId), { signal });
