import { INITIAL_ORDER_STATUS, type Order, type OrderConfirmationBody } from '@shop/contract';
import { randomInt } from 'node:crypto';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { cartRecords, productRef } from '../repositories/carts';
import { applyFiguresChange } from '../repositories/order-stats';
import { findOrderOfCart, orderOfCartRef } from '../repositories/orders';
import { readUserInTx } from '../repositories/users';
import { runContendedTransaction } from '../repositories/transactions';
import { CART_CLOSED, CART_NOT_FOUND, priceLines } from './cart';
import { orderTotal, roundMoney } from './cart-lines';
import { figuresChangeOf } from './order-stats';
import { refuseShortStock, takeStock } from './stock';

/** Digits only: the time in ms and six random digits (19 digits, unique in practice). */
export const newTransactionNumber = (now = Date.now()): string =>
  `${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export interface PlacedOrder {
  order: Order;
  /** false when the cart had already been ordered and this is that same order. */
  created: boolean;
}

export const pricesChangedMessage = (total: number): string =>
  `The prices in your cart have changed: the total is now $${total.toFixed(2)}. Please check your cart and press buy now again.`;

/**
 * POST /order: turns the caller's open cart into an order, pricing every line from the product as it
 * is now. The order (status "placed") and its day's statistics are written together. The order's id
 * is the cart's id and everything happens in one transaction, so repeated or
 * concurrent calls for one cart all answer the same single order. With expectedTotal (the total the
 * customer was shown), a different total refuses the order with 409 and orders nothing. Tracked
 * products' units are checked and taken in the same transaction (services/stock.ts): a line above
 * what is left refuses the whole order with 409, and nothing is charged or taken.
 */
export const placeOrder = (uid: string, cartId: string, expectedTotal?: number): Promise<PlacedOrder> =>
  runContendedTransaction(async (tx) => {
    const orderRef = orderOfCartRef(cartId);
    const cartRef = cartRecords().doc(cartId);
    const [orderSnap, cartSnap, buyer] = await Promise.all([tx.get(orderRef), tx.get(cartRef), readUserInTx(tx, uid)]);
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

    const priced = await priceLines((...refs) => tx.getAll(...refs), cart.items);
    const gone = priced.find((line) => !line.available);
    if (gone) throw conflict(`"${gone.title}" is no longer sold, please remove it from your cart and try again`);
    refuseShortStock(priced);
    const shops = priced.map(({ _id, title, quantity, price, totalPriceItem }) => ({
      _id,
      title,
      quantity,
      price,
      totalPriceItem,
    }));
    const totalPriceOrder = orderTotal(shops);
    if (expectedTotal !== undefined && roundMoney(expectedTotal) !== totalPriceOrder)
      throw conflict(pricesChangedMessage(totalPriceOrder));
    const createdAt = new Date().toISOString();
    const order: Order = {
      _id: cartId,
      userId: uid,
      cartId,
      shops,
      transactionNumber: newTransactionNumber(),
      totalPriceOrder,
      createdAt,
      status: INITIAL_ORDER_STATUS,
      history: [{ status: INITIAL_ORDER_STATUS, at: createdAt, by: buyer?.username ?? '' }],
    };
    // The units are taken from the stock this transaction read: a concurrent order that read the same
    // stock cannot also commit, it runs again and reads what this one left.
    const stockTaken = takeStock(tx, productRef, priced);
    tx.create(orderRef, { ...order, stockTaken });
    // The day's figures change in the same transaction, so they can never disagree with the orders.
    applyFiguresChange(tx, figuresChangeOf(order, null, order.status));
    tx.set(cartRef, { ...cart, status: 'ordered', orderId: cartId });
    return { order, created: true };
  });

/** GET /order/confirmation/{cartId}: the transaction number and status of the caller's order from that cart. */
export const confirmationOf = async (uid: string, cartId: string): Promise<OrderConfirmationBody> => {
  const order = await findOrderOfCart(cartId);
  if (!order) throw notFound('Order not found');
  if (order.userId !== uid) throw forbidden();
  return { transactionNumber: order.transactionNumber, status: order.status };
};
