import { object, string, type InferType } from 'yup';
import { STOCK_ALERT_TEXTS } from '../stock-alerts';
import { optionalEmailField } from './email';

/**
 * POST /api/stock-alerts and the "Notify me" form: the product, its shade or size where it has them,
 * and an address (left out by a signed-in customer with a confirmed address: the server checks that).
 */
export const stockAlertSchema = object({
  productId: string().trim().required('productId is required').max(200),
  variantId: string().trim().max(200).optional(),
  email: optionalEmailField(),
});
export type StockAlertInput = InferType<typeof stockAlertSchema>;

/** POST /api/stock-alerts/unsubscribe: the token of the mail's link. */
export const stockAlertUnsubscribeSchema = object({
  token: string().trim().required(STOCK_ALERT_TEXTS.badToken).max(2048, STOCK_ALERT_TEXTS.badToken),
});
