import {
  canMoveOrder,
  orderMoveRefused,
  type AdminOrder,
  type Order,
  type OrderStatus,
  type User,
} from '@shop/contract';
import type { WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { productRef } from '../repositories/carts';
import { addToDayFigures } from '../repositories/order-stat-shards';
import { changeToFirestore, orderRef, pageOrders, STOCK_TAKEN_FIELD, type OrderFilter } from '../repositories/orders';
import { readStocks, writeStockChange } from '../repositories/stock-shards';
import { findUser, findUsers, uidOfUsername } from '../repositories/users';
import { retryWithin } from '../repositories/transactions';
import { figuresDeltaOf } from '../rules/order-figures';
import { queueOrderStatusMail } from './order-mail';
import { ORDER_RETRY } from './orders';
import { planReturn, planVariantsReturn, stockTakenOf, takenByProduct, type StockTaken } from '../rules/stock';

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
 * A cancel's units back, queued in the status change's batch: each product the order took from, read
 * now, gets its units onto its document or into one of its shards, and a product with a variant on sale
 * onto each variant it sold (a variant hidden since included) in one write of its document, guarded
 * like an order's writes. A product (or variant) deleted since, or no longer tracked, gets nothing.
 */
const queueStockReturn = async (batch: WriteBatch, taken: StockTaken): Promise<void> => {
  const byProduct = takenByProduct(taken);
  const ids = [...byProduct.keys()];
  if (!ids.length) return;
  const stocks = await readStocks(await db.getAll(...ids.map((id) => productRef(id))));
  for (const [id, read] of stocks) {
    const returned = byProduct.get(id);
    if (!returned) continue;
    // A product with no variant on sale any more sells as one without variants: its own units get them.
    const units = returned.units + [...returned.variants.values()].reduce((sum, n) => sum + n, 0);
    const change =
      read.state.mode === 'variants'
        ? planVariantsReturn(read.state.variants, returned.variants)
        : units > 0
          ? planReturn(read.state, units)
          : null;
    if (change) writeStockChange(batch, read, change);
  }
};

/**
 * PUT /api/orders/{id}/status: moves the order along the status machine, adding the change (status,
 * time, the admin's username) to its history. Written like an order, without a transaction: one batch
 * guarded by the order's update time as read, so orders writing the same products and day never wait
 * on an admin's locks (and two admins moving one order cannot both win: the loser reads again). A
 * cancel takes the order out of its day's figures (a -1 into a shard of its day) and puts the units
 * it took back into stock, in the same batch. A move the machine does not allow is 409 and writes
 * nothing.
 */
export const changeOrderStatus = async (id: string, to: OrderStatus, adminUid: string): Promise<AdminOrder> => {
  const admin = await findUser(adminUid);
  const changed = await retryWithin(async () => {
    const ref = orderRef(id);
    const snap = await ref.get();
    const order = snap.data();
    if (!order || !snap.updateTime) throw notFound(ORDER_NOT_FOUND);
    if (!canMoveOrder(order.status, to)) throw conflict(orderMoveRefused(order.status, to));
    const batch = db.batch();
    if (to === 'cancelled') await queueStockReturn(batch, stockTakenOf(snap.get(STOCK_TAKEN_FIELD)));
    const change = { status: to, at: new Date().toISOString(), by: admin?.username ?? '' };
    const history = [...order.history, change];
    batch.update(ref, { status: to, history: history.map(changeToFirestore) }, { lastUpdateTime: snap.updateTime });
    const delta = figuresDeltaOf(order, order.status, to);
    if (delta) addToDayFigures(batch, delta);
    await queueOrderStatusMail(batch, order, to);
    await batch.commit();
    return { ...order, status: to, history };
  }, ORDER_RETRY);
  return withCustomer(changed, await findUsers([changed.userId]));
};
