import type { AdminOrder, DashboardBody, OrderStatus } from '@shop/contract';
import { ADMIN_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/orders/{id}/status: the answer's body is the order as it is now. */
export const changeOrderStatus = (id: string, status: OrderStatus) =>
  apiClient.put<AdminOrder>(ADMIN_API_PATHS.orderStatus(id), { status });

export const getDashboard = (signal?: AbortSignal) =>
  apiClient.get<DashboardBody>(ADMIN_API_PATHS.dashboard, { signal });
