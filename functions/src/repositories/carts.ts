import { COLLECTIONS, LOW_STOCK_MAX, VARIANT_KINDS, type Cart, type CartItem, type LineVariant } from '@shop/contract';
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { variantLineIdsOf, type PricedProduct, type ProductWithVariants } from '../rules/cart-lines';
import { stockOf } from '../rules/stock';
import { VARIANT_LINE_IDS_FIELD, variantsOf } from '../rules/variants';
import { list, num, str } from './convert';
import { liveStockOf } from './stock-shards';

export type CartStatus = 'open' | 'ordered';

/** A cart as stored: the public Cart plus its state (open until it is ordered). */
export interface CartRecord extends Cart {
  status: CartStatus;
  /** The order made from this cart, once it is ordered. */
  orderId?: string;
}

/** The variant a stored cart or order line names (nothing for a product's own line). */
export const lineVariantOf = (data: DocumentData): LineVariant => {
  const variantId = str(data, 'variantId');
  if (!variantId) return {};
  const kind = VARIANT_KINDS.find((k) => k === data.variantKind);
  return {
    productId: str(data, 'productId'),
    variantId,
    variantName: str(data, 'variantName'),
    ...(kind ? { variantKind: kind } : {}),
  };
};

/** A line's variant fields as stored (none for a product's own line). */
export const lineVariantToFirestore = ({ productId, variantId, variantName, variantKind }: LineVariant) =>
  variantId
    ? { productId: productId ?? '', variantId, variantName: variantName ?? '', ...(variantKind ? { variantKind } : {}) }
    : {};

const toItem = (data: DocumentData): CartItem => ({
  _id: str(data, '_id'),
  title: str(data, 'title'),
  price: num(data, 'price'),
  quantity: num(data, 'quantity'),
  totalPriceItem: num(data, 'totalPriceItem'),
  ...lineVariantOf(data),
});

const toCartRecord = (id: string, data: DocumentData): CartRecord => {
  const orderId = str(data, 'orderId');
  return {
    _id: id,
    userId: str(data, 'userId'),
    items: list(data, 'items').map(toItem),
    status: str(data, 'status') === 'open' ? 'open' : 'ordered',
    ...(orderId ? { orderId } : {}),
  };
};

export const cartConverter: FirestoreDataConverter<Cart> = {
  toFirestore: ({ userId, items }: Cart) => ({ userId, items }),
  fromFirestore: (snap: QueryDocumentSnapshot): Cart => {
    const data = snap.data();
    return { _id: snap.id, userId: str(data, 'userId'), items: list(data, 'items').map(toItem) };
  },
};

/**
 * Reads and writes whole carts; every write stamps updatedAt, and `variantLineIds` (the id of every
 * variant line, asked with array-contains whether a variant is still in an open cart).
 */
export const cartRecordConverter: FirestoreDataConverter<CartRecord> = {
  toFirestore: ({ userId, items, status, orderId }: CartRecord) => ({
    userId,
    items: items.map(({ _id, title, price, quantity, totalPriceItem, ...variant }) => ({
      _id,
      title,
      price,
      quantity,
      totalPriceItem,
      ...lineVariantToFirestore(variant),
    })),
    [VARIANT_LINE_IDS_FIELD]: variantLineIdsOf(items),
    status,
    ...(orderId ? { orderId } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  }),
  fromFirestore: (snap: QueryDocumentSnapshot): CartRecord => toCartRecord(snap.id, snap.data()),
};

export const cartsCollection = () => db.collection(COLLECTIONS.carts).withConverter(cartConverter);
export const cartRecords = () => db.collection(COLLECTIONS.carts).withConverter(cartRecordConverter);

/** The query for a user's open cart (at most one exists; see cartLockRef). */
export const openCartQuery = (userId: string) =>
  cartRecords().where('userId', '==', userId).where('status', '==', 'open').limit(1);

/**
 * cartLocks/{uid}: written whenever a transaction opens a new cart for that user. Two concurrent
 * "first add to cart" transactions both write it, so one is retried and then finds the other's cart.
 */
export const cartLockRef = (userId: string) => db.collection(COLLECTIONS.cartLocks).doc(userId);

/** The last cart opened for a user, as their cartLocks document holds it (none before their first). */
export const lastCartIdIn = (lock: DocumentSnapshot): string | undefined => {
  const cartId: unknown = lock.get('cartId');
  return typeof cartId === 'string' ? cartId : undefined;
};

export const toCart = ({ _id, userId, items }: CartRecord): Cart => ({ _id, userId, items });

/** The caller's open cart, or null when they have none. */
export const findOpenCart = async (userId: string): Promise<Cart | null> => {
  const snap = await cartsCollection().where('userId', '==', userId).where('status', '==', 'open').limit(1).get();
  return snap.docs[0]?.data() ?? null;
};

/**
 * What a cart line or order line takes from a product document (read-only; products are the
 * catalogue's): `stock` is the units left as the document holds them (exact at LOW_STOCK_MAX or fewer;
 * above it, a sharded product's units at its last layout: stockForQuantity), absent when not tracked;
 * `variants` its variants, hidden ones included (each with its own units, exact).
 */
export type ProductForLine = ProductWithVariants;

export const productRef = (productId: string) => db.collection(COLLECTIONS.products).doc(productId);

/** null when the product is gone or has no usable title and price. */
export const toProductForLine = (snap: DocumentSnapshot): ProductForLine | null => {
  const data = snap.data();
  if (!data) return null;
  const title = str(data, 'title');
  const price = num(data, 'price', NaN);
  if (!title || !(price > 0)) return null;
  const stock = stockOf(data);
  const variants = variantsOf(data);
  return {
    _id: snap.id,
    title,
    price,
    ...(stock === undefined ? {} : { stock }),
    ...(variants.length ? { variants } : {}),
  };
};

/** A product as a cart line takes it, its stock as its document holds it (ProductForLine); null when gone. */
export const readProductForLine = async (productId: string): Promise<ProductForLine | null> =>
  toProductForLine(await productRef(productId).get());

/**
 * What a line sells has left, exact enough to check a line of `quantity` units: a variant's units are
 * exact (never sharded); a sharded product always holds more than LOW_STOCK_MAX units (its document's
 * stock is the units at its last layout), so only a quantity above LOW_STOCK_MAX + 1 asks for its live
 * count (one aggregation, liveStockOf).
 */
export const stockForQuantity = async (product: PricedProduct, quantity: number): Promise<number | undefined> =>
  !product.variant && quantity > LOW_STOCK_MAX + 1 ? (await liveStockOf([product]))[0]?.stock : product.stock;
