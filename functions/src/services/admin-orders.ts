import {
  canMoveOrder,
  orderMoveRefused,
  type AdminOrder,
  type Order,
  type OrderStatus,
  type User,
} from '@shop/contract';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { applyFiguresChange } from '../repositories/order-stats';
import { productRef } from '../repositories/carts';
import { changeToFirestore, orderRef, pageOrders, STOCK_TAKEN_FIELD, type OrderFilter } from '../repositories/orders';
import { findUsers, readUserInTx, uidOfUsername } from '../repositories/users';
import { runContendedTransaction } from '../repositories/transactions';
import { figuresChangeOf } from './order-stats';
import { returnStock, stockTakenOf } from './stock';

export const ORDER_NOT_FOUND = 'Order not found';

const withCustomer = (order: Order, users: Map<string, User>): AdminOrder => {
  const user = users.get(order.userId);
  return {
    ...order,
    customer: user ? { username: user.username, firstname: user.firstname, lastname: user.lastname } : null,
  };
};

/**
 * What a search box text means: the order with that transaction number if there is one, otherwise
 * the orders of the customer with that username; null when it matches neither.
 */
const resolveSearch = async (q: string): Promise<Pick<OrderFilter, 'transactionNumber' | 'userId'> | null> => {
  if (/^\d+$/.test(q)) {
    const byNumber = await pageOrders({ transactionNumber: q }, { offset: 0, limit: 1 });
    if (byNumber.total > 0) return { transactionNumber: q };
  }
  const uid = await uidOfUsername(q);
  return uid ? { userId: uid } : null;
};

/** GET /api/orders: a page of orders, newest first, filtered by status and a search text. */
export const listAdminOrders = async (
  filter: { status?: OrderStatus; q?: string },
  paging: Paging,
): Promise<{ orders: AdminOrder[]; total: number }> => {
  const search = filter.q ? await resolveSearch(filter.q) : {};
  if (!search) return { orders: [], total: 0 };
  const { orders, total } = await pageOrders({ ...search, status: filter.status }, paging);
  const users = await findUsers(orders.map((order) => order.userId));
  return { orders: orders.map((order) => withCustomer(order, users)), total };
};

/** GET /api/orders/{id}: the order with its customer. */
export const readAdminOrder = async (id: string): Promise<AdminOrder> => {
  const order = (await orderRef(id).get()).data();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return withCustomer(order, await findUsers([order.userId]));
};

/**
 * PUT /api/orders/{id}/status: moves the order along the status machine, adding the change (status,
 * time, the admin's username) to its history in the same transaction. A cancel takes the order out of
 * its day's figures in that transaction too, and puts the units it took back into stock. A move the
 * machine does not allow is 409 and writes nothing.
 */
export const changeOrderStatus = async (id: string, to: OrderStatus, adminUid: string): Promise<AdminOrder> => {
  const changed = await runContendedTransaction(async (tx) => {
    const ref = orderRef(id);
    const [snap, admin] = await Promise.all([tx.get(ref), readUserInTx(tx, adminUid)]);
    const order = snap.data();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!canMoveOrder(order.status, to)) throw conflict(orderMoveRefused(order.status, to));
    // Reads the products before this transaction's first write; the units go back with the status change.
    if (to === 'cancelled') await returnStock(tx, productRef, stockTakenOf(snap.get(STOCK_TAKEN_FIELD)));
    const change = { status: to, at: new Date().toISOString(), by: admin?.username ?? '' };
    const history = [...order.history, change];
    tx.update(ref, { status: to, history: history.map(changeToFirestore) });
    applyFiguresChange(tx, figuresChangeOf(order, order.status, to));
    return { ...order, status: to, history };
  });
  return withCustomer(changed, await findUsers([changed.userId]));
};
