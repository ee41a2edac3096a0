import { object, string, type InferType } from 'yup';
import { STOCK_ALERT_EMAIL_MAX, STOCK_ALERT_TEXTS } from '../stock-alerts';

/**
 * POST /api/stock-alerts and the "Notify me" form: the product, its shade or size where it has them,
 * and an address (left out by a signed-in customer with a confirmed address: the server checks that).
 */
export const stockAlertSchema = object({
  productId: string().trim().required('productId is required').max(200),
  variantId: string().trim().max(200).optional(),
  email: string()
    .trim()
    .lowercase()
    .max(STOCK_ALERT_EMAIL_MAX, STOCK_ALERT_TEXTS.emailInvalid)
    .email(STOCK_ALERT_TEXTS.emailInvalid)
    .optional(),
});
export type StockAlertInput = InferType<typeof stockAlertSchema>;

/** POST /api/stock-alerts/unsubscribe: the token of the mail's link. */
export const stockAlertUnsubscribeSchema = object({
  token: string().trim().required(STOCK_ALERT_TEXTS.badToken).max(2048, STOCK_ALERT_TEXTS.badToken),
});
