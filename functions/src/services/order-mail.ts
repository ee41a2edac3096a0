/**
 * The mail an order sends its customer, queued in the order's own batch (an outbox): "Your order
 * <number>" with buy now's order, and one mail for each move an admin makes (shipped, delivered,
 * cancelled). Only a confirmed address gets them; each event's message id is its kind and the order's
 * id, so the batch that would queue it twice fails instead.
 */
import { PANEL_PURCHASES_PAGE, type MailKind, type Order, type OrderStatus } from '@shop/contract';
import type { WriteBatch } from 'firebase-admin/firestore';
import { shopLink } from '../mail/links';
import { mailTemplates } from '../mail/templates';
import { mailId, queueMail } from '../repositories/mail';
import { findUserRecord } from '../repositories/users';

/** Who buys: the name their order's history records, and where (if anywhere) their order mail goes. */
export interface Buyer {
  username: string;
  firstname: string;
  /** Their confirmed address; null sends nothing. */
  mailTo: string | null;
}

/** The buyer in one read of their profile (the one buy now already made for their username). */
export const findBuyer = async (uid: string): Promise<Buyer> => {
  const record = await findUserRecord(uid);
  const address = record?.address;
  return {
    username: record?.user.username ?? '',
    firstname: record?.user.firstname ?? '',
    mailTo: address?.confirmed ? address.email : null,
  };
};

/** The template of each mail an order sends. */
type OrderMailName = 'orderPlacedMail' | 'orderShippedMail' | 'orderDeliveredMail' | 'orderCancelledMail';

/** The mail each status an admin moves an order to sends ("placed" is buy now's). */
const STATUS_MAILS: Partial<Record<OrderStatus, { kind: MailKind; mail: OrderMailName }>> = {
  shipped: { kind: 'order-shipped', mail: 'orderShippedMail' },
  delivered: { kind: 'order-delivered', mail: 'orderDeliveredMail' },
  cancelled: { kind: 'order-cancelled', mail: 'orderCancelledMail' },
};

const queueOrderMail = async (
  batch: WriteBatch,
  order: Order,
  buyer: Buyer,
  { kind, mail }: { kind: MailKind; mail: OrderMailName },
): Promise<void> => {
  if (!buyer.mailTo) return;
  const template = (await mailTemplates())[mail];
  const message = await template({ firstname: buyer.firstname, order, purchasesUrl: shopLink(PANEL_PURCHASES_PAGE) });
  queueMail(batch, mailId(kind, order._id), { to: buyer.mailTo, kind, message, userId: order.userId });
};

/** Buy now: "Your order <number>" in the order's batch, when the buyer has a confirmed address. */
export const queueOrderPlacedMail = (batch: WriteBatch, order: Order, buyer: Buyer): Promise<void> =>
  queueOrderMail(batch, order, buyer, { kind: 'order-placed', mail: 'orderPlacedMail' });

/** An admin's move: the new status's mail to the order's owner, in the move's batch (when they have a confirmed address). */
export const queueOrderStatusMail = async (batch: WriteBatch, order: Order, to: OrderStatus): Promise<void> => {
  const statusMail = STATUS_MAILS[to];
  if (statusMail) await queueOrderMail(batch, order, await findBuyer(order.userId), statusMail);
};
