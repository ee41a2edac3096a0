import { MAX_CART_QUANTITY, type Cart, type CartItem, type PricedCart, type PricedCartItem } from '@shop/contract';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import {
  cartLockRef,
  cartRecordConverter,
  cartRecords,
  findOpenCart,
  openCartQuery,
  productRef,
  toCart,
  toProductForLine,
  type CartRecord,
} from '../repositories/carts';
import { retryLostRaces, runContendedTransaction } from '../repositories/transactions';
import {
  addProduct,
  priceCartLine,
  pricedTotal,
  QuantityLimitError,
  setQuantity,
  type PricedProduct,
} from './cart-lines';

export const CART_NOT_FOUND = 'Cart not found';
export const CART_CLOSED = 'This cart has already been ordered';

/** Reads a cart the caller may change: 404 unknown, 403 someone else's, 409 already ordered. */
const readOwnOpenCart = async (tx: Transaction, uid: string, cartId: string): Promise<CartRecord> => {
  const snap = await tx.get(cartRecords().doc(cartId));
  const cart = snap.data();
  if (!cart) throw notFound(CART_NOT_FOUND);
  if (cart.userId !== uid) throw forbidden();
  if (cart.status !== 'open') throw conflict(CART_CLOSED);
  return cart;
};

/** One more of a product in a cart: 422 past the most a customer may buy of one product. */
const withOneMore = (cart: CartRecord, product: PricedProduct): CartRecord => {
  try {
    return { ...cart, items: addProduct(cart.items, product) };
  } catch (err) {
    if (err instanceof QuantityLimitError)
      throw new HttpError(422, `You can buy at most ${MAX_CART_QUANTITY} of one product`);
    throw err;
  }
};

/**
 * POST /cart: one more of a product in the caller's open cart, which is opened when missing. Written
 * optimistically, since one customer's tabs add in bursts: the open cart is updated only if it has not
 * changed since it was read, and a new cart is created together with cartLocks/{uid} only if that lock
 * is still as read; a lost race reads again and retries (retryLostRaces), so no add is lost or doubled.
 */
export const addToCart = (uid: string, productId: string): Promise<Cart> =>
  retryLostRaces(async () => {
    const product = toProductForLine(await productRef(productId).get());
    if (!product) throw notFound('Product not found');
    // The lock is read before the query: if it is unchanged when the new cart is written, no other
    // cart was opened since the query found none.
    const lock = cartLockRef(uid);
    const lockSnap = await lock.get();
    const found = (await openCartQuery(uid).get()).docs[0];
    if (found) {
      const cart = withOneMore(found.data(), product);
      await found.ref.update(cartRecordConverter.toFirestore(cart), { lastUpdateTime: found.updateTime });
      return toCart(cart);
    }
    const ref = cartRecords().doc();
    const cart = withOneMore({ _id: ref.id, userId: uid, items: [], status: 'open' }, product);
    const batch = db.batch().create(ref, cart);
    if (lockSnap.updateTime) batch.update(lock, { cartId: ref.id }, { lastUpdateTime: lockSnap.updateTime });
    else batch.create(lock, { cartId: ref.id });
    await batch.commit();
    return toCart(cart);
  });

/** PUT /cart/{cartId}: sets a line's quantity (0 removes it). */
export const changeQuantity = (uid: string, cartId: string, productId: string, quantity: number): Promise<Cart> =>
  runContendedTransaction(async (tx) => {
    const cart = await readOwnOpenCart(tx, uid, cartId);
    const items = setQuantity(cart.items, productId, quantity);
    if (!items) throw notFound('This product is not in your cart');
    const next = { ...cart, items };
    tx.set(cartRecords().doc(cartId), next);
    return toCart(next);
  });

/** DELETE /cart/{cartId}: removes every line. */
export const emptyCart = (uid: string, cartId: string): Promise<Cart> =>
  runContendedTransaction(async (tx) => {
    const cart = await readOwnOpenCart(tx, uid, cartId);
    const next = { ...cart, items: [] };
    tx.set(cartRecords().doc(cartId), next);
    return toCart(next);
  });

type ReadAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/** Each line priced from its product as it is now, read with `readAll` (a transaction's or the database's). */
export const priceLines = async (readAll: ReadAll, items: readonly CartItem[]): Promise<PricedCartItem[]> => {
  if (!items.length) return [];
  const products = await readAll(...items.map((item) => productRef(item._id)));
  return items.map((item, i) => {
    const snap = products[i];
    return priceCartLine(item, snap ? toProductForLine(snap) : null);
  });
};

/** GET /cart: the caller's open cart priced now; an empty one when they have none. */
export const pricedOpenCart = async (uid: string): Promise<PricedCart> => {
  const cart = await findOpenCart(uid);
  const items = await priceLines((...refs) => db.getAll(...refs), cart?.items ?? []);
  return { _id: cart?._id ?? null, items, totalPrice: pricedTotal(items) };
};
