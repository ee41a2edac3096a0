import {
  INITIAL_ORDER_STATUS,
  type Order,
  type OrderConfirmationBody,
  type OrderLine,
  type PricedCartItem,
} from '@shop/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { db } from '../firebase';
import { conflict, forbidden, HttpError, notFound, refusalError } from '../http/errors';
import { cartRecordConverter, cartRecords, type CartRecord } from '../repositories/carts';
import { addToDayFigures } from '../repositories/order-stat-shards';
import { findOrderOfCart, orderOfCartRef } from '../repositories/orders';
import { readStocks, readWholeStocks, writeStockChange, type ReadStock } from '../repositories/stock-shards';
import { BUSY, retryWithin, type RetryPolicy } from '../repositories/transactions';
import { isLostRace } from '../rules/contention';
import { findBuyer, queueOrderPlacedMail, type Buyer } from './order-mail';
import { CART_CLOSED, CART_NOT_FOUND, priceLinesFrom, productRefsOf } from './cart';
import { orderTotal, roundMoney } from '../rules/cart-lines';
import { figuresDeltaOf } from '../rules/order-figures';
import { planStockTakes, variantLineTitle, type ProductStock, type StockPlan } from '../rules/stock';

/** GET /order/{userId}: a user's orders, newest first (the route checks who may see them). */
export { listOrdersOf } from '../repositories/orders';

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

/** A write that lost its race, or a document gone between the read and the write: read again. */
const lostOrGone = (err: unknown): boolean => isLostRace(err) || (err as { code?: unknown } | null)?.code === 5;

/** How long buy now keeps retrying lost races before answering 503 with Retry-After (under Hosting's 60 s). */
export const ORDER_RETRY: RetryPolicy = { retries: lostOrGone, budgetMs: 25_000, busy: BUSY, baseMs: 10, capMs: 250 };

/** What the attempt answers when the cart already has its order: that order, if it is the caller's. */
const answerPlaced = (order: Order, uid: string): PlacedOrder => {
  if (order.userId !== uid) throw forbidden();
  return { order, created: false };
};

/**
 * The stock plan of the priced lines: from the products' documents and one shard of each sharded
 * product (readStocks), and, only for the products that shard cannot decide, every shard read again
 * with the product (readWholeStocks). Answers the plan and the reads its writes are guarded by.
 */
const planStock = async (
  priced: readonly PricedCartItem[],
  products: readonly DocumentSnapshot[],
): Promise<{ plan: Exclude<StockPlan, { kind: 'read-all' }>; stocks: Map<string, ReadStock> }> => {
  const stocks = await readStocks(products);
  const statesOf = () => new Map<string, ProductStock>([...stocks].map(([id, read]) => [id, read.state]));
  const first = planStockTakes(priced, statesOf());
  if (first.kind !== 'read-all') return { plan: first, stocks };
  const partial = first.productIds.flatMap((id) => stocks.get(id) ?? []);
  for (const [id, whole] of await readWholeStocks(partial)) stocks.set(id, whole);
  const plan = planStockTakes(priced, statesOf());
  if (plan.kind === 'read-all') throw new Error('A whole read of the stock did not decide the order');
  return { plan, stocks };
};

/**
 * Everything buy now decides after its first reads, for an open cart with no order yet: prices every
 * line from its product as read, refuses (an HttpError) or commits one batch: the order created, the
 * cart closed if unchanged since read, each tracked product's units taken guarded by the update times
 * read (rules/stock.ts), and the order added to a shard of its day's figures. A batch that loses a race
 * fails whole and the attempt runs again.
 */
const decideAndCommit = async (
  uid: string,
  cartSnap: DocumentSnapshot<CartRecord>,
  buyer: Buyer,
  expectedTotal: number | undefined,
): Promise<PlacedOrder> => {
  const cart = cartSnap.data();
  if (!cart || !cartSnap.updateTime) throw notFound(CART_NOT_FOUND);
  if (cart.userId !== uid) throw forbidden();
  if (cart.status !== 'open') throw conflict(CART_CLOSED);
  if (!cart.items.length) throw new HttpError(422, 'Your cart is empty');

  const products = await db.getAll(...productRefsOf(cart.items));
  const priced = priceLinesFrom(cart.items, products);
  const gone = priced.find((line) => !line.available);
  if (gone)
    throw conflict(
      `"${variantLineTitle(gone.title, gone.variantName)}" is no longer sold, please remove it from your cart and try again`,
    );
  const { plan, stocks } = await planStock(priced, products);
  if (plan.kind === 'refused') throw refusalError(plan.refusal);
  const { taken, changes } = plan;
  const shops = priced.map(({ available: _available, addedPrice: _added, stock: _stock, ...line }): OrderLine => line);
  const totalPriceOrder = orderTotal(shops);
  if (expectedTotal !== undefined && roundMoney(expectedTotal) !== totalPriceOrder)
    throw conflict(pricesChangedMessage(totalPriceOrder));
  const createdAt = new Date().toISOString();
  const order: Order = {
    _id: cartSnap.id,
    userId: uid,
    cartId: cartSnap.id,
    shops,
    transactionNumber: newTransactionNumber(),
    totalPriceOrder,
    createdAt,
    status: INITIAL_ORDER_STATUS,
    history: [{ status: INITIAL_ORDER_STATUS, at: createdAt, by: buyer.username }],
  };
  const batch = db.batch();
  // A second request for this cart that got here first makes this create fail: the retry finds its order.
  batch.create(orderOfCartRef(cartSnap.id), { ...order, stockTaken: taken });
  batch.update(cartSnap.ref, cartRecordConverter.toFirestore({ ...cart, status: 'ordered', orderId: cartSnap.id }), {
    lastUpdateTime: cartSnap.updateTime,
  });
  for (const [id, change] of changes) {
    const read = stocks.get(id);
    if (read) writeStockChange(batch, read, change);
  }
  const delta = figuresDeltaOf(order, null, order.status);
  if (delta) addToDayFigures(batch, delta);
  await queueOrderPlacedMail(batch, order, buyer);
  await batch.commit();
  return { order, created: true };
};

/**
 * One attempt of buy now, without a transaction: reads the order (its id is the cart's), the cart and
 * the buyer, then decides and commits (decideAndCommit). Any refusal decided after those first reads
 * (cart closed, a product gone, not enough stock, prices changed, ...) may come from another call for
 * this cart that committed in between, so the order is read again first: if it exists, this call
 * answers it, as a call that came later would.
 */
const attemptOrder = async (uid: string, cartId: string, expectedTotal?: number): Promise<PlacedOrder> => {
  const orderRef = orderOfCartRef(cartId);
  const [orderSnap, cartSnap, buyer] = await Promise.all([
    orderRef.get(),
    cartRecords().doc(cartId).get(),
    findBuyer(uid),
  ]);
  const existing = orderSnap.data();
  if (existing) return answerPlaced(existing, uid);
  try {
    return await decideAndCommit(uid, cartSnap, buyer, expectedTotal);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const placed = (await orderRef.get()).data();
    if (placed) return answerPlaced(placed, uid);
    throw err;
  }
};

/**
 * POST /order: turns the caller's open cart into an order, pricing every line from the product as it
 * is now. The order's id is the cart's id, so repeated or concurrent calls for one cart all answer the
 * same single order. With expectedTotal (the total the customer was shown), a different total refuses
 * the order with 409 and orders nothing. Tracked products' units are checked and taken with the order
 * (rules/stock.ts): a line above what is left refuses the whole order with 409, and nothing is
 * charged or taken. Lock-free: lost races are retried (attemptOrder) until ORDER_RETRY's budget.
 */
export const placeOrder = (uid: string, cartId: string, expectedTotal?: number): Promise<PlacedOrder> =>
  retryWithin(() => attemptOrder(uid, cartId, expectedTotal), ORDER_RETRY);

/** GET /order/confirmation/{cartId}: the transaction number, status and lines of the caller's order from that cart. */
export const confirmationOf = async (uid: string, cartId: string): Promise<OrderConfirmationBody> => {
  const order = await findOrderOfCart(cartId);
  if (!order) throw notFound('Order not found');
  if (order.userId !== uid) throw forbidden();
  return { transactionNumber: order.transactionNumber, status: order.status, shops: order.shops };
};
