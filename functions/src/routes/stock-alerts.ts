import { STOCK_ALERT_TEXTS, stockAlertSchema, stockAlertUnsubscribeSchema } from '@shop/contract';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { docId } from '../http/ids';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { firestoreRateLimitStore } from '../services/rate-limits';
import { listStockAlerts, removeStockAlert, subscribeToStock, unsubscribeFromStock } from '../services/stock-alerts';
import { MESSAGE_WINDOW_MS, MESSAGES_PER_WINDOW } from './messages';

export const stockAlertsRouter = Router();

/**
 * POST /api/stock-alerts { productId, variantId?, email? }: "Notify me when it's back", from visitors
 * (with an address) and customers (their confirmed address when they send none). Limited per client as
 * the contact form is: both let anyone make the shop write down an address.
 */
stockAlertsRouter.post(
  '/',
  rateLimit({
    name: 'stock-alert',
    limit: MESSAGES_PER_WINDOW,
    windowMs: MESSAGE_WINDOW_MS,
    store: firestoreRateLimitStore,
  }),
  async (req, res) => {
    const input = await validate(stockAlertSchema, req.body);
    docId(input.productId, 'product id');
    const created = await subscribeToStock(input, req.caller?.uid ?? null);
    send(res, created, STOCK_ALERT_TEXTS.subscribed, 201);
  },
);

/** POST /api/stock-alerts/unsubscribe { token }: the mail's one-click link, no sign-in needed. */
stockAlertsRouter.post('/unsubscribe', async (req, res) => {
  const { token } = await validate(stockAlertUnsubscribeSchema, req.body);
  await unsubscribeFromStock(token);
  send(res, null, STOCK_ALERT_TEXTS.unsubscribed);
});

/** GET /api/stock-alerts: the caller's alerts. */
stockAlertsRouter.get('/', async (req, res) => {
  const caller = requireCaller(req);
  privateNoStore(res);
  send(res, await listStockAlerts(caller.uid));
});

/** DELETE /api/stock-alerts/{id}: one of the caller's alerts. */
stockAlertsRouter.delete('/:id', async (req, res) => {
  const caller = requireCaller(req);
  await removeStockAlert(docId(req.params.id, 'alert id'), caller.uid);
  send(res, null, STOCK_ALERT_TEXTS.removed);
});
