import type { StockAlert } from '@shop/contract';
import { STOCK_ALERT_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/stock-alerts: the caller's back-in-stock alerts, newest first. */
export const getMyStockAlerts = (signal?: AbortSignal) =>
  apiClient.get<StockAlert[]>(STOCK_ALERT_API_PATHS.alerts, { signal });

/** DELETE /api/stock-alerts/{id}: one of the caller's alerts. */
export const deleteMyStockAlert = (id: string) => apiClient.delete<null>(STOCK_ALERT_API_PATHS.alert(id));
