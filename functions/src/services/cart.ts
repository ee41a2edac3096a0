import {
  cartLineId,
  defaultVariant,
  hasVariants,
  MAX_CART_QUANTITY,
  parseCartLineId,
  VARIANT_NOT_FOUND,
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
  productIdOfLine,
  productLine,
  QuantityLimitError,
  setQuantity,
  sourceOfLine,
  sourceToAdd,
  type PricedProduct,
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

const quantityOf = (items: readonly CartItem[], lineId: string): number =>
  items.find((line) => line._id === lineId)?.quantity ?? 0;

/** 409 when a line would hold more of a product (or variant) than is left (a live count asked only when it matters). */
const checkCartQuantity = async (product: PricedProduct, quantity: number): Promise<void> => {
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
  lineId: string,
): Promise<void> => {
  const wanted = quantityOf(after, lineId);
  if (wanted <= quantityOf(before, lineId)) return;
  const product = await readProductForLine(parseCartLineId(lineId).productId);
  const source = product && sourceOfLine(product, lineId);
  if (source) await checkCartQuantity(source, wanted);
};

/** One more of a product (or variant) in a cart: 422 past the most a customer may buy of one product, 409 past its stock. */
const withOneMore = async (cart: CartRecord, product: PricedProduct): Promise<CartRecord> => {
  let items: CartItem[];
  try {
    items = addProduct(cart.items, product);
  } catch (err) {
    if (err instanceof QuantityLimitError)
      throw new HttpError(422, `You can buy at most ${MAX_CART_QUANTITY} of one product`);
    throw err;
  }
  await checkCartQuantity(product, quantityOf(items, cartLineId(product._id, product.variant?._id)));
  return { ...cart, items };
};

/** What an add sells: 404 for an unknown product, VARIANT_NOT_FOUND for a variant it does not sell. */
const readSourceToAdd = async (productId: string, variantId: string | undefined): Promise<PricedProduct> => {
  const product = await readProductForLine(productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const source = sourceToAdd(product, variantId);
  if (!source) throw notFound(VARIANT_NOT_FOUND);
  return source;
};

/**
 * POST /cart: one more of a product in the caller's open cart, which is opened when missing; of a
 * product with variants, one more of the variant asked for (none asked: its default variant), each
 * variant a line of its own. Written
 * optimistically, since one customer's tabs add in bursts: the open cart is updated only if it has not
 * changed since it was read, and a new cart is created together with cartLocks/{uid} only if that lock
 * is still as read; a lost race reads again and retries (retryLostRaces), so no add is lost or doubled.
 */
export const addToCart = (uid: string, productId: string, variantId?: string): Promise<Cart> =>
  retryLostRaces(async () => {
    const product = await readSourceToAdd(productId, variantId);
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
 * The lines with a line the cart did not have: appended with `quantity` at its product's (or variant's)
 * current title and price, as an add would (quantity 0: there is nothing to remove, the lines stay as
 * they are). 404 for an unknown product, VARIANT_NOT_FOUND for a variant it does not sell.
 */
const withNewLine = async (
  items: CartItem[],
  lineId: string,
  quantity: number,
  readProduct: () => Promise<ProductForLine | null>,
): Promise<CartItem[]> => {
  if (quantity === 0) return items;
  const product = await readProduct();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const source = sourceOfLine(product, lineId);
  if (!source) throw notFound(VARIANT_NOT_FOUND);
  return [...items, productLine(source, quantity)];
};

/**
 * The line a PUT's `id` names: a line the cart has, or a variant's line id; a plain product id of a
 * product with variants on sale means its default variant's line (the product read to know it, only
 * when that can change something).
 */
const lineToChange = async (
  items: readonly CartItem[],
  id: string,
  quantity: number,
  readProduct: () => Promise<ProductForLine | null>,
): Promise<string> => {
  if (parseCartLineId(id).variantId || items.some((line) => line._id === id)) return id;
  if (quantity === 0 && !items.some((line) => productIdOfLine(line) === id)) return id;
  const product = await readProduct();
  const variant = product && hasVariants(product) ? defaultVariant(product) : undefined;
  return variant ? cartLineId(id, variant._id) : id;
};

/**
 * PUT /cart/{cartId}: sets the quantity of a line (0 removes it); a line's id is its product's id, or a
 * variant's line id (lineToChange). A line keeps the price it was added at; a line not in the cart yet is
 * appended at its price now. The caller's next cart (the empty one GET /misc/initialize names) is created
 * by its first line, with the lock moved on as an add would. Answers the cart and the line as it is now
 * (null once removed).
 */
export const changeQuantity = (uid: string, cartId: string, id: string, quantity: number): Promise<CartQuantityBody> =>
  runContendedTransaction(async (tx) => {
    const stored = (await tx.get(cartRecords().doc(cartId))).data();
    const cart = stored ? ownOpenCart(stored, uid) : await nextCartToOpen(tx, uid, cartId);
    let product: Promise<ProductForLine | null> | undefined;
    const readProduct = () => (product ??= tx.get(productRef(parseCartLineId(id).productId)).then(toProductForLine));
    const lineId = await lineToChange(cart.items, id, quantity, readProduct);
    const items =
      setQuantity(cart.items, lineId, quantity) ?? (await withNewLine(cart.items, lineId, quantity, readProduct));
    await refuseRaiseAboveStock(cart.items, items, lineId);
    const next = { ...cart, items };
    if (items !== cart.items) {
      tx.set(cartRecords().doc(cartId), next);
      if (!stored) tx.set(cartLockRef(uid), { cartId });
    }
    return { ...toCart(next), item: items.find((line) => line._id === lineId) ?? null };
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

/** Each line priced from what it sells as the products read (`snaps`) say: a variant's line from its variant. */
export const priceLinesFrom = (items: readonly CartItem[], snaps: readonly DocumentSnapshot[]): PricedCartItem[] => {
  const products = new Map(snaps.map((snap) => [snap.id, toProductForLine(snap)]));
  return items.map((item) => {
    const product = products.get(productIdOfLine(item)) ?? null;
    return priceCartLine(item, product && sourceOfLine(product, item._id));
  });
};

/** The product documents the lines are of, each once (two shades of one product read it once). */
export const productRefsOf = (items: readonly CartItem[]): DocumentReference[] =>
  [...new Set(items.map(productIdOfLine))].map((id) => productRef(id));

/**
 * Each line priced from its product as it is now, read with `readAll` (a transaction's or the
 * database's): one read per product, the stock as the product's document holds it (ProductForLine).
 */
export const priceLines = async (readAll: ReadAll, items: readonly CartItem[]): Promise<PricedCartItem[]> => {
  if (!items.length) return [];
  return priceLinesFrom(items, await readAll(...productRefsOf(items)));
};

/** GET /cart: the caller's open cart priced now; an empty one when they have none. */
export const pricedOpenCart = async (uid: string): Promise<PricedCart> => {
  const cart = await findOpenCart(uid);
  const items = await priceLines((...refs) => db.getAll(...refs), cart?.items ?? []);
  return { _id: cart?._id ?? null, items, totalPrice: pricedTotal(items) };
};
