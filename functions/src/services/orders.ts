import type { Order } from '@shop/contract';
import { randomInt } from 'node:crypto';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { cartRecords, productRef, toProductForLine } from '../repositories/carts';
import { findOrderOfCart, orderOfCartRef } from '../repositories/orders';
import { runContendedTransaction } from '../repositories/transactions';
import { CART_CLOSED, CART_NOT_FOUND } from './cart';
import { orderLine, orderTotal } from './cart-lines';

/** Digits only: the time in ms and six random digits (19 digits, unique in practice). */
export const newTransactionNumber = (now = Date.now()): string =>
  `${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export interface PlacedOrder {
  order: Order;
  /** false when the cart had already been ordered and this is that same order. */
  created: boolean;
}

/**
 * POST /order: turns the caller's open cart into an order, pricing every line from the product as it
 * is now. The order's id is the cart's id and everything happens in one transaction, so repeated or
 * concurrent calls for one cart all answer the same single order.
 */
export const placeOrder = (uid: string, cartId: string): Promise<PlacedOrder> =>
  runContendedTransaction(async (tx) => {
    const orderRef = orderOfCartRef(cartId);
    const cartRef = cartRecords().doc(cartId);
    const [orderSnap, cartSnap] = await Promise.all([tx.get(orderRef), tx.get(cartRef)]);
    const existing = orderSnap.data();
    if (existing) {
      if (existing.userId !== uid) throw forbidden();
      return { order: existing, created: false };
    }
    const cart = cartSnap.data();
    if (!cart) throw notFound(CART_NOT_FOUND);
    if (cart.userId !== uid) throw forbidden();
    if (cart.status !== 'open') throw conflict(CART_CLOSED);
    if (!cart.items.length) throw new HttpError(422, 'Your cart is empty');

    const products = await tx.getAll(...cart.items.map((item) => productRef(item._id)));
    const shops = cart.items.map((item, i) => {
      const snap = products[i];
      const product = snap ? toProductForLine(snap) : null;
      if (!product) throw conflict(`"${item.title}" is no longer sold, please remove it from your cart and try again`);
      return orderLine(product, item.quantity);
    });
    const order: Order = {
      _id: cartId,
      userId: uid,
      cartId,
      shops,
      transactionNumber: newTransactionNumber(),
      totalPriceOrder: orderTotal(shops),
      createdAt: new Date().toISOString(),
    };
    tx.create(orderRef, order);
    tx.set(cartRef, { ...cart, status: 'ordered', orderId: cartId });
    return { order, created: true };
  });

/** GET /order/confirmation/{cartId}: the transaction number of the caller's order from that cart. */
export const confirmationOf = async (uid: string, cartId: string): Promise<{ transactionNumber: string }> => {
  const order = await findOrderOfCart(cartId);
  if (!order) throw notFound('Order not found');
  if (order.userId !== uid) throw forbidden();
  return { transactionNumber: order.transactionNumber };
};
