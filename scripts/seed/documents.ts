// Pure builders: seed data in, the Firestore documents the api function reads out.
import {
  type CartItem,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderStatusChange,
  type ProductVariant,
  type Role,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { orderTotal, productLine, variantLineIdsOf } from '../../functions/src/rules/cart-lines';
import { VARIANT_LINE_IDS_FIELD, variantFieldsOf, type VariantFields } from '../../functions/src/rules/variants';
import { ADMIN, type DemoAccount } from './accounts';
import { seededRandom } from './art/random';
import type { SeedBlog } from './data/blogs';
import { categoryById, type SeedCategory } from './data/categories';
import { productFactsOf } from './data/product-facts';
import { seedStockOf } from './data/product-stock';
import { seedStockFieldsOf } from './stock';
import { productById, type SeedProduct } from './data/products';
import { seedVariant, seedVariantsOf, type SeedVariant } from './data/variants';
import { toProductDocument, type ProductDocument } from '../../functions/src/repositories/product-document';
import { emptyReviewStats, ratingFieldsOf, type ReviewStats } from '../../functions/src/rules/review-figures';
import type { SeedLine, SeedOrder, SeedShopping } from './data/shopping';
import { blogImageName, imagePath, productImageName, variantImageName } from './images';

export interface UserDoc {
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  provider: 'password';
  /** A demo account's confirmed address (none for the history's customers). */
  email?: string;
  emailConfirmed?: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoryDoc {
  title: string;
  slug: string;
}

/** The product document; one with variants also holds the fields that follow from them (no stock shards). */
export type ProductDoc = ProductDocument & { stockShards?: number } & Partial<Omit<VariantFields, 'price' | 'stock'>>;

export interface BlogDoc {
  title: string;
  slug: string;
  image: string;
  description: string;
  details: [string, string];
  items: { titleItem: string; descItem: string }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CartDoc {
  userId: string;
  status: 'open' | 'ordered';
  items: CartItem[];
  /** The `_id` of every line of a variant (whether a variant is still in a cart is asked of it). */
  [VARIANT_LINE_IDS_FIELD]: string[];
  updatedAt: Timestamp;
}

export interface OrderDoc {
  userId: string;
  cartId: string;
  shops: OrderLine[];
  /** As a cart's. */
  [VARIANT_LINE_IDS_FIELD]: string[];
  transactionNumber: string;
  totalPriceOrder: number;
  createdAt: Timestamp;
  status: OrderStatus;
  history: { status: OrderStatus; at: Timestamp; by: string }[];
}

const ts = (date: Date): Timestamp => Timestamp.fromDate(date);

/** A person's profile: a demo account or a customer of the history (role "user"). */
export const userDoc = (
  account: Pick<DemoAccount, 'username' | 'firstname' | 'lastname' | 'email'> & { role?: Role },
  createdAt: Date,
): UserDoc => ({
  username: account.username,
  firstname: account.firstname,
  lastname: account.lastname,
  role: account.role ?? 'user',
  provider: 'password',
  ...(account.email ? { email: account.email, emailConfirmed: true } : {}),
  createdAt: ts(createdAt),
  updatedAt: ts(createdAt),
});

export const categoryDoc = ({ title, slug }: SeedCategory): CategoryDoc => ({ title, slug });

/** A seeded variant as its product's document holds it: with its picture's path. */
const variantDoc = (productId: string, variant: SeedVariant): ProductVariant => ({
  ...variant,
  image: imagePath(variantImageName(productId, variant._id)),
});

/**
 * The same document the api function writes (search terms included), with the seed's dates and the
 * figures of its seeded reviews (`reviewStats`, added up with the review transactions' withReview). A
 * product with variants gets every field variantFieldsOf derives from them, as every writer of
 * `variants` does: its price the lowest, its stock the sum, and no stock shards.
 */
export const productDoc = (p: SeedProduct, reviewStats: ReviewStats = emptyReviewStats()): ProductDoc => {
  const { _id, title, slug } = categoryById(p.category);
  const variants = seedVariantsOf(p.id).map((variant) => variantDoc(p.id, variant));
  const { price, stock, ...derived } = variants.length ? variantFieldsOf(variants) : { price: null, stock: null };
  const fields = {
    title: p.title,
    description: p.description,
    price: price ?? p.price,
    image: imagePath(productImageName(p.id)),
    ...productFactsOf(p.id),
    stock: variants.length ? stock : seedStockOf(p.id),
  };
  return {
    ...toProductDocument(fields, { _id, title, slug }, p.createdAt),
    ...(variants.length ? derived : seedStockFieldsOf(p.id)),
    ...ratingFieldsOf(reviewStats),
    updatedAt: ts(p.updatedAt),
  };
};

export const blogDoc = (b: SeedBlog): BlogDoc => ({
  title: b.title,
  slug: b.slug,
  image: imagePath(blogImageName(b.id)),
  description: b.description,
  details: [...b.details],
  items: b.items.map(({ titleItem, descItem }) => ({ titleItem, descItem })),
  createdAt: ts(b.createdAt),
  updatedAt: ts(b.updatedAt),
});

/**
 * A cart or order line priced from the product as the api function prices it; a line of a product with
 * variants holds one of them, at its price and named by it, its `_id` the cart line id of the two.
 */
export const lineOf = ({ productId, variantId, quantity }: SeedLine): CartItem => {
  const { id, title, price } = productById(productId);
  if (!variantId) {
    if (seedVariantsOf(id).length) throw new Error(`A line of ${id} must name one of its variants`);
    return productLine({ _id: id, title, price }, quantity);
  }
  const variant = seedVariant(id, variantId);
  return productLine({ _id: id, title, price: variant.price, variant }, quantity);
};

export const openCartDoc = (shopping: SeedShopping, userId: string): CartDoc => {
  const items = shopping.openCart.lines.map(lineOf);
  return {
    userId,
    status: 'open',
    items,
    [VARIANT_LINE_IDS_FIELD]: variantLineIdsOf(items),
    updatedAt: ts(shopping.openCart.updatedAt),
  };
};

/** The time in ms and six digits, as the api function numbers orders (the digits fixed by the order's id). */
const transactionNumberOf = (order: SeedOrder): string =>
  `${order.createdAt.getTime()}${String(Math.floor(seededRandom(order.id)() * 1_000_000)).padStart(6, '0')}`;

/** A seeded order as the api function holds it: placed by the customer, then each move by the admin. */
export const orderOf = (order: SeedOrder, userId: string, username: string): Order => {
  const shops: OrderLine[] = order.lines.map(lineOf);
  const createdAt = order.createdAt.toISOString();
  const history: OrderStatusChange[] = [
    { status: 'placed', at: createdAt, by: username },
    ...order.moves.map(({ status, at }) => ({ status, at: at.toISOString(), by: ADMIN.username })),
  ];
  return {
    _id: order.id,
    userId,
    cartId: order.cartId,
    shops,
    transactionNumber: transactionNumberOf(order),
    totalPriceOrder: orderTotal(shops),
    createdAt,
    status: history.at(-1)?.status ?? 'placed',
    history,
  };
};

export const orderDoc = (order: Order): OrderDoc => ({
  userId: order.userId,
  cartId: order.cartId,
  shops: order.shops,
  [VARIANT_LINE_IDS_FIELD]: variantLineIdsOf(order.shops),
  transactionNumber: order.transactionNumber,
  totalPriceOrder: order.totalPriceOrder,
  createdAt: ts(new Date(order.createdAt)),
  status: order.status,
  history: order.history.map(({ status, at, by }) => ({ status, at: ts(new Date(at)), by })),
});

/** The cart an order closed. */
export const orderedCartDoc = (order: Order): CartDoc => ({
  userId: order.userId,
  status: 'ordered',
  // An order line has a cart line's fields.
  items: order.shops,
  [VARIANT_LINE_IDS_FIELD]: variantLineIdsOf(order.shops),
  updatedAt: ts(new Date(order.createdAt)),
});
