import { MAX_CART_QUANTITY, type Cart } from '@shop/contract';
import type { Transaction } from 'firebase-admin/firestore';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import {
  cartLockRef,
  cartRecords,
  openCartQuery,
  productRef,
  toCart,
  toProductForLine,
  type CartRecord,
} from '../repositories/carts';
import { runContendedTransaction } from '../repositories/transactions';
import { addProduct, QuantityLimitError, setQuantity } from './cart-lines';

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

/** POST /cart: one more of a product in the caller's open cart, which is opened when missing. */
export const addToCart = (uid: string, productId: string): Promise<Cart> =>
  runContendedTransaction(async (tx) => {
    const product = toProductForLine(await tx.get(productRef(productId)));
    if (!product) throw notFound('Product not found');
    const found = (await tx.get(openCartQuery(uid))).docs[0];
    const addLine = (cart: CartRecord): CartRecord => {
      try {
        return { ...cart, items: addProduct(cart.items, product) };
      } catch (err) {
        if (err instanceof QuantityLimitError)
          throw new HttpError(422, `You can buy at most ${MAX_CART_QUANTITY} of one product`);
        throw err;
      }
    };
    if (found) {
      const cart = addLine(found.data());
      tx.set(found.ref, cart);
      return toCart(cart);
    }
    const lock = cartLockRef(uid);
    await tx.get(lock);
    const ref = cartRecords().doc();
    const cart = addLine({ _id: ref.id, userId: uid, items: [], status: 'open' });
    tx.set(ref, cart);
    tx.set(lock, { cartId: ref.id });
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
