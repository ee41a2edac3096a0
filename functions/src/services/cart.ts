import {
  MAX_CART_QUANTITY,
  type Cart,
  type CartItem,
  type CartQuantityBody,
  type PricedCart,
  type PricedCartItem,
} from '@shop/contract';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, forbidden, HttpError, notFound, refusalError } from '../http/errors';
import {
  cartLockRef,
  cartRecordConverter,
  cartRecords,
  findOpenCart,
  lastCartIdIn,
  openCartQuery,
  productRef,
  readProductForLine,
  stockForQuantity,
  toCart,
  toProductForLine,
  type CartRecord,
  type ProductForLine,
} from '../repositories/carts';
import { findOrderOfCart } from '../repositories/orders';
import { retryLostRaces, runContendedTransaction } from '../repositories/transactions';
import {
  addProduct,
  priceCartLine,
  pricedTotal,
  productLine,
  QuantityLimitError,
  setQuantity,
} from '../rules/cart-lines';
import { nextCartId } from '../rules/next-cart-id';
import { cartQuantityRefusal } from '../rules/stock';

export const CART_NOT_FOUND = 'Cart not found';
export const CART_CLOSED = 'This cart has already been ordered';
const PRODUCT_NOT_FOUND = 'Product not found';

/** One of the caller's carts as read: 404 unknown, 403 someone else's. */
const ownCart = (cart: CartRecord | undefined, uid: string): CartRecord => {
  if (!cart) throw notFound(CART_NOT_FOUND);
  if (cart.userId !== uid) throw forbidden();
  return cart;
};

/** Reads one of the caller's carts: 404 unknown, 403 someone else's. */
const readOwnCart = async (tx: Transaction, uid: string, cartId: string): Promise<CartRecord> =>
  ownCart((await tx.get(cartRecords().doc(cartId))).data(), uid);

/** A cart the caller may change: 404 unknown, 403 someone else's, 409 already ordered. */
const ownOpenCart = (cart: CartRecord | undefined, uid: string): CartRecord => {
  const own = ownCart(cart, uid);
  if (own.status !== 'open') throw conflict(CART_CLOSED);
  return own;
};

/** An empty open cart of the customer's, not stored. */
const emptyCartOf = (uid: string, cartId: string): CartRecord => ({
  _id: cartId,
  userId: uid,
  items: [],
  status: 'open',
});

/**
 * The caller's cart as GET /misc/initialize gives it: the open one, or else the empty cart they open
 * next, named by its id (nextCartId) and written by nothing until a product goes into it.
 */
export const cartOfCustomer = async (uid: string): Promise<Cart> => {
  const [open, lock] = await Promise.all([findOpenCart(uid), cartLockRef(uid).get()]);
  return open ?? toCart(emptyCartOf(uid, nextCartId(uid, lastCartIdIn(lock))));
};

/**
 * PUT /cart/{cartId} on a cart that does not exist: the caller's next cart, when that is its id and they
 * have no open cart (read in the transaction, as is the lock, so a concurrent add that opens a cart makes
 * this run again); any other id is 404.
 */
const nextCartToOpen = async (tx: Transaction, uid: string, cartId: string): Promise<CartRecord> => {
  const [lock, open] = await Promise.all([tx.get(cartLockRef(uid)), tx.get(openCartQuery(uid))]);
  if (cartId !== nextCartId(uid, lastCartIdIn(lock)) || !open.empty) throw notFound(CART_NOT_FOUND);
  return emptyCartOf(uid, cartId);
};

const quantityOf = (items: readonly CartItem[], productId: string): number =>
  items.find((line) => line._id === productId)?.quantity ?? 0;

/** 409 when a line would hold more of a product than is left (its live count asked only when it matters). */
const checkCartQuantity = async (product: ProductForLine, quantity: number): Promise<void> => {
  const refusal = cartQuantityRefusal(await stockForQuantity(product, quantity), quantity);
  if (refusal) throw refusalError(refusal);
};

/**
 * A line raised (or appended) above what its product has left is 409; lowering is always allowed, so a
 * customer can get under it. The product is read outside the cart's transaction: buy now is what
 * guarantees the stock, and a cart change should not lock a product other customers are buying.
 */
const refuseRaiseAboveStock = async (
  before: readonly CartItem[],
  after: readonly CartItem[],
  productId: string,
): Promise<void> => {
  const wanted = quantityOf(after, productId);
  if (wanted <= quantityOf(before, productId)) return;
  const product = await readProductForLine(productId);
  if (product) await checkCartQuantity(product, wanted);
};

/** One more of a product in a cart: 422 past the most a customer may buy of one product, 409 past its stock. */
const withOneMore = async (cart: CartRecord, product: ProductForLine): Promise<CartRecord> => {
  let items: CartItem[];
  try {
    items = addProduct(cart.items, product);
  } catch (err) {
    if (err instanceof QuantityLimitError)
      throw new HttpError(422, `You can buy at most ${MAX_CART_QUANTITY} of one product`);
    throw err;
  }
  await checkCartQuantity(product, quantityOf(items, product._id));
  return { ...cart, items };
};

/**
 * POST /cart: one more of a product in the caller's open cart, which is opened when missing. Written
 * optimistically, since one customer's tabs add in bursts: the open cart is updated only if it has not
 * changed since it was read, and a new cart is created together with cartLocks/{uid} only if that lock
 * is still as read; a lost race reads again and retries (retryLostRaces), so no add is lost or doubled.
 */
export const addToCart = (uid: string, productId: string): Promise<Cart> =>
  retryLostRaces(async () => {
    const product = await readProductForLine(productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    // The lock is read before the query: if it is unchanged when the new cart is written, no other
    // cart was opened since the query found none.
    const lock = cartLockRef(uid);
    const lockSnap = await lock.get();
    const found = (await openCartQuery(uid).get()).docs[0];
    if (found) {
      const cart = await withOneMore(found.data(), product);
      await found.ref.update(cartRecordConverter.toFirestore(cart), { lastUpdateTime: found.updateTime });
      return toCart(cart);
    }
    const ref = cartRecords().doc(nextCartId(uid, lastCartIdIn(lockSnap)));
    const cart = await withOneMore({ _id: ref.id, userId: uid, items: [], status: 'open' }, product);
    const batch = db.batch().create(ref, cart);
    if (lockSnap.updateTime) batch.update(lock, { cartId: ref.id }, { lastUpdateTime: lockSnap.updateTime });
    else batch.create(lock, { cartId: ref.id });
    await batch.commit();
    return toCart(cart);
  });

/**
 * The lines with a product the cart has no line for: appended with `quantity` at the product's current
 * title and price, as an add would (quantity 0: there is nothing to remove, the lines stay as they are).
 */
const withNewLine = async (
  tx: Transaction,
  items: CartItem[],
  productId: string,
  quantity: number,
): Promise<CartItem[]> => {
  if (quantity === 0) return items;
  const product = toProductForLine(await tx.get(productRef(productId)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return [...items, productLine(product, quantity)];
};

/**
 * PUT /cart/{cartId}: sets the quantity of a product's line (0 removes it); a line's id is its product's
 * id. A line keeps the price it was added at; a product not in the cart yet is appended at its price now.
 * The caller's next cart (the empty one GET /misc/initialize names) is created by its first line, with
 * the lock moved on as an add would. Answers the cart and the line as it is now (null once removed).
 */
export const changeQuantity = (
  uid: string,
  cartId: string,
  productId: string,
  quantity: number,
): Promise<CartQuantityBody> =>
  runContendedTransaction(async (tx) => {
    const stored = (await tx.get(cartRecords().doc(cartId))).data();
    const cart = stored ? ownOpenCart(stored, uid) : await nextCartToOpen(tx, uid, cartId);
    const items =
      setQuantity(cart.items, productId, quantity) ?? (await withNewLine(tx, cart.items, productId, quantity));
    await refuseRaiseAboveStock(cart.items, items, productId);
    const next = { ...cart, items };
    if (items !== cart.items) {
      tx.set(cartRecords().doc(cartId), next);
      if (!stored) tx.set(cartLockRef(uid), { cartId });
    }
    return { ...toCart(next), item: items.find((line) => line._id === productId) ?? null };
  });

/** What DELETE /cart/{cartId} did: emptied an open cart, or found it ordered and read its order's number. */
export type EmptyCartOutcome = { cart: Cart } | { transactionNumber: string };

/**
 * DELETE /cart/{cartId}: removes every line of an open cart. A cart that has become an order is left as
 * it is and answers that order's transaction number (a confirmation screen empties the cart it just
 * bought), whatever the order's id (the seed's orders have their own; findOrderOfCart finds them by
 * cartId); an ordered cart without an order of the caller's is still 409.
 */
export const emptyCart = async (uid: string, cartId: string): Promise<EmptyCartOutcome> => {
  const emptied = await runContendedTransaction(async (tx) => {
    const cart = await readOwnCart(tx, uid, cartId);
    if (cart.status !== 'open') return null;
    const next = { ...cart, items: [] };
    tx.set(cartRecords().doc(cartId), next);
    return { cart: toCart(next) };
  });
  if (emptied) return emptied;
  // An ordered cart never opens again, so its order is read after the transaction, as the confirmation reads it.
  const order = await findOrderOfCart(cartId);
  if (!order || order.userId !== uid) throw conflict(CART_CLOSED);
  return { transactionNumber: order.transactionNumber };
};

type ReadAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/**
 * Each line priced from its product as it is now, read with `readAll` (a transaction's or the
 * database's): one read per line, the stock as the product's document holds it (ProductForLine).
 */
export const priceLines = async (readAll: ReadAll, items: readonly CartItem[]): Promise<PricedCartItem[]> => {
  if (!items.length) return [];
  const snaps = await readAll(...items.map((item) => productRef(item._id)));
  return items.map((item, i) => priceCartLine(item, snaps[i] ? toProductForLine(snaps[i]) : null));
};

/** GET /cart: the caller's open cart priced now; an empty one when they have none. */
export const pricedOpenCart = async (uid: string): Promise<PricedCart> => {
  const cart = await findOpenCart(uid);
  const items = await priceLines((...refs) => db.getAll(...refs), cart?.items ?? []);
  return { _id: cart?._id ?? null, items, totalPrice: pricedTotal(items) };
};
