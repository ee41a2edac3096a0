// Pure builders: seed data in, the Firestore documents the api function reads out.
import type { CartItem, Order, OrderLine, OrderStatus, OrderStatusChange, Role } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { orderTotal, productLine } from '../../functions/src/rules/cart-lines';
import { ADMIN, type DemoAccount } from './accounts';
import { seededRandom } from './art/random';
import type { SeedBlog } from './data/blogs';
import { categoryById, type SeedCategory } from './data/categories';
import { productFactsOf } from './data/product-facts';
import { seedStockOf } from './data/product-stock';
import { seedStockFieldsOf } from './stock';
import { productById, type SeedProduct } from './data/products';
import { toProductDocument, type ProductDocument } from '../../functions/src/repositories/product-document';
import { emptyReviewStats, ratingFieldsOf, type ReviewStats } from '../../functions/src/rules/review-figures';
import type { SeedLine, SeedOrder, SeedShopping } from './data/shopping';
import { blogImageName, imagePath, productImageName } from './images';

export interface UserDoc {
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  provider: 'password';
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoryDoc {
  title: string;
  slug: string;
}

export type ProductDoc = ProductDocument;

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
  updatedAt: Timestamp;
}

export interface OrderDoc {
  userId: string;
  cartId: string;
  shops: OrderLine[];
  transactionNumber: string;
  totalPriceOrder: number;
  createdAt: Timestamp;
  status: OrderStatus;
  history: { status: OrderStatus; at: Timestamp; by: string }[];
}

const ts = (date: Date): Timestamp => Timestamp.fromDate(date);

/** A person's profile: a demo account or a customer of the history (role "user"). */
export const userDoc = (
  account: Pick<DemoAccount, 'username' | 'firstname' | 'lastname'> & { role?: Role },
  createdAt: Date,
): UserDoc => ({
  username: account.username,
  firstname: account.firstname,
  lastname: account.lastname,
  role: account.role ?? 'user',
  provider: 'password',
  createdAt: ts(createdAt),
  updatedAt: ts(createdAt),
});

export const categoryDoc = ({ title, slug }: SeedCategory): CategoryDoc => ({ title, slug });

/**
 * The same document the api function writes (search terms included), with the seed's dates and the
 * figures of its seeded reviews (`reviewStats`, added up with the review transactions' withReview).
 */
export const productDoc = (p: SeedProduct, reviewStats: ReviewStats = emptyReviewStats()): ProductDoc => {
  const { _id, title, slug } = categoryById(p.category);
  const fields = {
    title: p.title,
    description: p.description,
    price: p.price,
    image: imagePath(productImageName(p.id)),
    ...productFactsOf(p.id),
    stock: seedStockOf(p.id),
  };
  return {
    ...toProductDocument(fields, { _id, title, slug }, p.createdAt),
    ...seedStockFieldsOf(p.id),
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

/** A cart or order line priced from the product as the api function prices it. */
export const lineOf = ({ productId, quantity }: SeedLine): CartItem => {
  const { id, title, price } = productById(productId);
  return productLine({ _id: id, title, price }, quantity);
};

export const openCartDoc = (shopping: SeedShopping, userId: string): CartDoc => ({
  userId,
  status: 'open',
  items: shopping.openCart.lines.map(lineOf),
  updatedAt: ts(shopping.openCart.updatedAt),
});

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
  updatedAt: ts(new Date(order.createdAt)),
});
