import type { AdminOrder, DashboardBody, OrderStatus } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

export const getAdminOrder = (id: string, signal?: AbortSignal) =>
  apiClient.get<AdminOrder>(API_PATHS.adminOrder(id), { signal });

/** PUT /api/orders/{id}/status: the answer's body is the order as it is now. */
export const changeOrderStatus = (id: string, status: OrderStatus) =>
  apiClient.put<AdminOrder>(API_PATHS.adminOrderStatus(id), { status });

export const getDashboard = (signal?: AbortSignal) => apiClient.get<DashboardBody>(API_PATHS.dashboard, { signal });
