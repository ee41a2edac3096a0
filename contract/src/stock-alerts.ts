/**
 * "Notify me when it's back": a shopper's alert on a sold-out product or shade, ended by the one
 * "Back in stock" mail it sends when units come back, or by its owner (the panel, the mail's
 * unsubscribe link). Texts, paths and shapes both sides speak; the body's schema is in
 * schemas/stock-alert.ts (so showing the control never loads yup).
 */
import { UNSUBSCRIBE_PAGE } from './paths/pages';
import type { VariantKind } from './variants';

export const STOCK_ALERT_TEXTS = {
  notifyMe: 'Notify me when it’s back',
  /** What the page says once the alert is stored (the same for a second, identical request). */
  subscribed: 'You’re on the list: we’ll e-mail you once when it’s back.',
  emailLabel: 'Your e-mail',
  emailRequired: 'Enter your e-mail address so we can tell you when it’s back',
  /** The shade or size the alert is for, on a product that comes in them, was not sent (422). */
  variantRequired: 'Choose a shade or size to be told about',
  /** The product (or the shade) has units left: nothing to wait for (409). */
  inStock: 'This is in stock now: add it to your cart instead',
  /** GET /api/stock-alerts, DELETE /api/stock-alerts/{id}: not one of the caller's alerts (404). */
  notFound: 'Alert not found',
  /** POST /api/stock-alerts/unsubscribe with a token the shop did not sign for it (400). */
  badToken: 'This unsubscribe link is not valid',
  /** What the unsubscribe page says once the alert is gone (also when it had ended already). */
  unsubscribed: 'You’re unsubscribed: we won’t e-mail you about this product.',
  removed: 'Alert removed',
  panelTitle: 'Back-in-stock alerts',
  panelEmpty: 'On a sold-out product or shade, choose “Notify me when it’s back”: we e-mail you once.',
} as const;

/** The API's paths of alerts (under /api, which Hosting already sends to the api function). */
export const STOCK_ALERT_API_PATHS = {
  /** POST { productId, variantId?, email? } (anyone; rate-limited); GET (signed in): the caller's alerts. */
  alerts: '/api/stock-alerts',
  /** DELETE (signed in): one of the caller's alerts. */
  alert: (id: string) => `/api/stock-alerts/${encodeURIComponent(id)}`,
  /** POST { token }: ends the alert a mail's signed link names, without signing in. */
  unsubscribe: '/api/stock-alerts/unsubscribe',
} as const;

/** The unsubscribe page's token parameter, as the mail links to it. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';
export const unsubscribePageHref = (token: string): string =>
  `${UNSUBSCRIBE_PAGE}?${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The purpose a signed unsubscribe token is made for (claims: { alertId }). */
export const UNSUBSCRIBE_TOKEN_PURPOSE = 'unsubscribe';

/** The product page with the alert's shade or size chosen: what the mail and the panel link to. */
export const stockAlertProductHref = (productId: string, variantId?: string | null): string =>
  `/product/${encodeURIComponent(productId)}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`;

/** One of the caller's alerts (GET /api/stock-alerts), newest first. */
export interface StockAlert {
  _id: string;
  productId: string;
  variantId: string | null;
  /** The product's title now (the one it had when it was subscribed to, if the product is gone). */
  title: string;
  /** The shade or size, as the product names it now. */
  variant: { name: string; kind: VariantKind } | null;
  email: string;
  /** The product page with the shade chosen (stockAlertProductHref). */
  link: string;
  createdAt: string;
}

/** POST /api/stock-alerts: what was stored (or was already there), without the address. */
export interface StockAlertCreated {
  _id: string;
  productId: string;
  variantId: string | null;
}
