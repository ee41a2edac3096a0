import type { StockAlertCreated } from '@shop/contract';
import { STOCK_ALERT_API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/stock-alerts: an alert on a sold-out product or shade (no address: the customer's confirmed one). */
export const subscribeToStock = (body: { productId: string; variantId?: string; email?: string }) =>
  apiClient.post<StockAlertCreated>(STOCK_ALERT_API_PATHS.alerts, body);

/** POST /api/stock-alerts/unsubscribe: ends the alert a mail's link names, signed in or not. */
export const unsubscribeFromStock = (token: string) =>
  apiClient.post<null>(STOCK_ALERT_API_PATHS.unsubscribe, { token });
