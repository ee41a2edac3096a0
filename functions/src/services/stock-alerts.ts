import {
  COLLECTIONS,
  findVariant,
  hasVariants,
  STOCK_ALERT_TEXTS,
  stockAlertProductHref,
  UNSUBSCRIBE_TOKEN_PURPOSE,
  VARIANT_NOT_FOUND,
  type StockAlert,
  type StockAlertCreated,
  type StockAlertInput,
} from '@shop/contract';
import { db } from '../firebase';
import { badRequest, conflict, invalidInput, notFound } from '../http/errors';
import { verifyToken } from '../mail/signed-token';
import { PRODUCT_NOT_FOUND } from '../repositories/products';
import {
  alertIdOf,
  createAlertInTx,
  deleteAlert,
  deleteAlertOfUser,
  listAlertsOfUser,
  readAlertInTx,
  toListedAlert,
} from '../repositories/stock-alerts';
import { findConfirmedMailAddress } from '../repositories/users';
import { stockOf } from '../rules/stock';
import { variantsOf } from '../rules/variants';

const productRef = (id: string) => db.collection(COLLECTIONS.products).doc(id);

const emailRequired = () => invalidInput(STOCK_ALERT_TEXTS.emailRequired, { email: STOCK_ALERT_TEXTS.emailRequired });

/**
 * The address the alert goes to: the one given, else the signed-in customer's confirmed address
 * (read before the transaction: the alert keeps the address it was made with).
 */
const addressOf = async (given: string | undefined, uid: string | null): Promise<string> => {
  if (given) return given;
  const confirmed = uid ? await findConfirmedMailAddress(uid) : null;
  if (!confirmed) throw emailRequired();
  return confirmed;
};

/**
 * POST /api/stock-alerts: an alert on a sold-out product, or on a sold-out shade or size of one that
 * comes in them (then `variantId` is needed). 404 for an unknown product or shade, 409 while it is in
 * stock. The same address on the same product and shade twice keeps one alert and answers the same.
 * The stock is read in the alert's transaction, so a restock that commits first is seen here, and one
 * that commits after finds the alert.
 */
export const subscribeToStock = async (input: StockAlertInput, uid: string | null): Promise<StockAlertCreated> => {
  const email = await addressOf(input.email, uid);
  const variantId = input.variantId || null;
  const id = alertIdOf(email, input.productId, variantId);
  await db.runTransaction(async (tx) => {
    const product = (await tx.get(productRef(input.productId))).data();
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const variants = variantsOf(product);
    const inShades = hasVariants({ variants });
    if (inShades && !variantId)
      throw invalidInput(STOCK_ALERT_TEXTS.variantRequired, { variantId: STOCK_ALERT_TEXTS.variantRequired });
    const variant = variantId ? findVariant({ variants }, variantId) : undefined;
    if (variantId && (!inShades || !variant || variant.hidden)) throw notFound(VARIANT_NOT_FOUND);
    const units = variant ? variant.stock : stockOf(product);
    if (units !== 0) throw conflict(STOCK_ALERT_TEXTS.inStock);
    if (await readAlertInTx(tx, id)) return;
    createAlertInTx(tx, id, {
      productId: input.productId,
      variantId,
      email,
      userId: uid,
      title: typeof product.title === 'string' ? product.title : '',
      variantName: variant?.name ?? null,
    });
  });
  return { _id: id, productId: input.productId, variantId };
};

/** GET /api/stock-alerts: the caller's alerts, newest first, each with its product's title and link now. */
export const listStockAlerts = async (uid: string): Promise<StockAlert[]> => {
  const stored = await listAlertsOfUser(uid);
  if (!stored.length) return [];
  const products = await db.getAll(...[...new Set(stored.map((alert) => alert.productId))].map(productRef));
  const byId = new Map(products.map((snap) => [snap.id, snap.data()]));
  return stored.map((alert) =>
    toListedAlert(alert, byId.get(alert.productId), stockAlertProductHref(alert.productId, alert.variantId)),
  );
};

/** DELETE /api/stock-alerts/{id}: one of the caller's alerts (404 for any other). */
export const removeStockAlert = async (id: string, uid: string): Promise<void> => {
  if (!(await deleteAlertOfUser(id, uid))) throw notFound(STOCK_ALERT_TEXTS.notFound);
};

/** POST /api/stock-alerts/unsubscribe: the alert a mail's signed link names ends (400 for any other token). */
export const unsubscribeFromStock = async (token: string): Promise<void> => {
  const claims = verifyToken(UNSUBSCRIBE_TOKEN_PURPOSE, token);
  if (!claims?.alertId) throw badRequest(STOCK_ALERT_TEXTS.badToken, { token: STOCK_ALERT_TEXTS.badToken });
  await deleteAlert(claims.alertId);
};
