/**
 * stockAlerts/{id}: "Notify me when it's back" on a sold-out product or shade = { productId, variantId,
 * email, userId, title, variantName, createdAt }. The id is made from the address, the product and the
 * shade, so the same address asking twice keeps one alert. An alert ends when its "Back in stock" mail
 * is queued (in the same commit as the units that bring it back), or when its owner ends it.
 */
import {
  COLLECTIONS,
  findVariant,
  UNSUBSCRIBE_TOKEN_PURPOSE,
  type ProductVariant,
  type StockAlert,
  type VariantKind,
} from '@shop/contract';
import { createHash } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { mailTemplates } from '../mail/templates';
import { signToken } from '../mail/signed-token';
import { anythingCameBack, cameBackFor, type StockSides } from '../rules/stock-alerts';
import { variantsOf } from '../rules/variants';
import { iso, str } from './convert';
import { mailId, queueMail } from './mail';

export interface StoredAlert {
  id: string;
  productId: string;
  variantId: string | null;
  email: string;
  userId: string | null;
  /** The product's title and the shade's name when it was subscribed to (the mail prefers the current ones). */
  title: string;
  variantName: string | null;
  createdAt: Timestamp;
}

const alerts = () => db.collection(COLLECTIONS.stockAlerts);
const alertRef = (id: string) => alerts().doc(id);

/** One alert per address, product and shade: the id is a digest of the three (the address is not in it). */
export const alertIdOf = (email: string, productId: string, variantId: string | null): string =>
  createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${productId}\n${variantId ?? ''}`)
    .digest('hex')
    .slice(0, 40);

const toAlert = (id: string, data: DocumentData): StoredAlert => ({
  id,
  productId: str(data, 'productId'),
  variantId: str(data, 'variantId') || null,
  email: str(data, 'email'),
  userId: str(data, 'userId') || null,
  title: str(data, 'title'),
  variantName: str(data, 'variantName') || null,
  createdAt: data.createdAt instanceof Timestamp ? data.createdAt : Timestamp.fromMillis(0),
});

const alertOf = (snap: DocumentSnapshot): StoredAlert | null => {
  const data = snap.data();
  return data ? toAlert(snap.id, data) : null;
};

export type NewAlert = Omit<StoredAlert, 'id' | 'createdAt'>;

/** The alert for this address, product and shade in the caller's transaction, or null. */
export const readAlertInTx = async (tx: Transaction, id: string): Promise<StoredAlert | null> =>
  alertOf(await tx.get(alertRef(id)));

export const createAlertInTx = (tx: Transaction, id: string, alert: NewAlert): void => {
  tx.create(alertRef(id), { ...alert, createdAt: Timestamp.now() });
};

/** The alerts a customer made while signed in, newest first. */
export const listAlertsOfUser = async (uid: string): Promise<StoredAlert[]> => {
  const snap = await alerts().where('userId', '==', uid).get();
  return snap.docs
    .map((doc) => toAlert(doc.id, doc.data()))
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
};

/** Deletes the alert if it is this customer's; false when there is none of theirs by that id. */
export const deleteAlertOfUser = (id: string, uid: string): Promise<boolean> =>
  db.runTransaction(async (tx) => {
    const alert = await readAlertInTx(tx, id);
    if (!alert || alert.userId !== uid) return false;
    tx.delete(alertRef(id));
    return true;
  });

/** Deletes every alert a customer made while signed in (their account is deleted). */
export const deleteAlertsOfUser = async (uid: string): Promise<void> => {
  const snap = await alerts().where('userId', '==', uid).select().get();
  const batch = db.batch();
  for (const doc of snap.docs) batch.delete(doc.ref);
  if (!snap.empty) await batch.commit();
};

/** Ends an alert (an unsubscribe link); one already ended stays ended. */
export const deleteAlert = async (id: string): Promise<void> => {
  await alertRef(id).delete();
};

/** How the panel shows an alert: the product's current title and shade name, when it still has them. */
export const toListedAlert = (alert: StoredAlert, product: DocumentData | undefined, link: string): StockAlert => {
  const variant = alert.variantId ? findVariant({ variants: variantsOf(product) }, alert.variantId) : undefined;
  return {
    _id: alert.id,
    productId: alert.productId,
    variantId: alert.variantId,
    title: (product && str(product, 'title')) || alert.title,
    variant: alert.variantId
      ? { name: variant?.name ?? alert.variantName ?? '', kind: (variant?.kind ?? 'shade') as VariantKind }
      : null,
    email: alert.email,
    link,
    createdAt: iso({ createdAt: alert.createdAt }, 'createdAt'),
  };
};

/** The signed token of an alert's one-click unsubscribe link (no expiry: the alert ends with its mail). */
export const unsubscribeTokenOf = (alertId: string): string => signToken(UNSUBSCRIBE_TOKEN_PURPOSE, { alertId });

type Writer = Transaction | WriteBatch;

/**
 * Queues the alert's one "Back in stock" mail and ends the alert, in `writer`'s commit. The mail's id
 * names this subscription (the alert's id and when it was made): a later alert of the same address on
 * the same shade gets a mail of its own, and one subscription can never queue two.
 */
const release = async (
  writer: Writer,
  alert: StoredAlert,
  now: { title: string; variants: StockSides['variants'] },
  deleteIt: () => void,
): Promise<void> => {
  const variant = alert.variantId ? findVariant({ variants: [...now.variants] }, alert.variantId) : undefined;
  const { backInStockMail } = await mailTemplates();
  const message = await backInStockMail({
    productId: alert.productId,
    title: now.title || alert.title,
    variantId: alert.variantId,
    variantName: variant?.name ?? alert.variantName,
    unsubscribeToken: unsubscribeTokenOf(alert.id),
  });
  queueMail(writer, mailId('back-in-stock', `${alert.id}.${alert.createdAt.toMillis()}`), {
    to: alert.email,
    kind: 'back-in-stock',
    message,
    userId: alert.userId,
  });
  deleteIt();
};

const alertsOfProduct = (productId: string) => alerts().where('productId', '==', productId);

/**
 * An admin's save as the alerts see it: the units it read (`live`, undefined: not tracked) and the
 * variants it read, then the units it leaves (undefined: unchanged, null: no longer tracked) and the
 * variants it leaves.
 */
export interface SavedStock {
  live: number | undefined;
  stored: readonly ProductVariant[];
  units: number | null | undefined;
  variants: readonly ProductVariant[];
}

/**
 * An admin's save that brings a product or some of its shades back (sold out before, units after):
 * reads the product's alerts in the save's transaction and releases those waiting for what came back.
 * Call it after the transaction's other reads and before its writes (Firestore reads come first); a
 * save that brings nothing back reads nothing.
 */
export const releaseStockAlertsInTx = async (
  tx: Transaction,
  productId: string,
  title: string,
  { live, stored, units, variants }: SavedStock,
): Promise<void> => {
  const before: StockSides = { units: live, variants: stored };
  const after: StockSides = { units: units === undefined ? live : units, variants };
  if (!anythingCameBack(before, after)) return;
  const snap = await tx.get(alertsOfProduct(productId));
  const released = snap.docs
    .map((doc) => toAlert(doc.id, doc.data()))
    .filter((alert) => cameBackFor(alert, before, after));
  for (const alert of released)
    await release(tx, alert, { title, variants: after.variants }, () => tx.delete(alertRef(alert.id)));
};

/**
 * The same for a cancel's batch (no transaction): the alerts are read now and each is deleted only if
 * unchanged since (lastUpdateTime), so a batch that races another release fails whole and is read again.
 */
export const releaseStockAlertsInBatch = async (
  batch: WriteBatch,
  productId: string,
  sides: { before: StockSides; after: StockSides } | null,
): Promise<void> => {
  if (!sides || !anythingCameBack(sides.before, sides.after)) return;
  const { before, after } = sides;
  const snap = await alertsOfProduct(productId).get();
  for (const doc of snap.docs) {
    const alert = toAlert(doc.id, doc.data());
    if (!cameBackFor(alert, before, after)) continue;
    await release(batch, alert, { title: '', variants: after.variants }, () =>
      batch.delete(doc.ref, { lastUpdateTime: doc.updateTime }),
    );
  }
};
