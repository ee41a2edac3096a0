// Pure builders: seed data in, the Firestore documents the api function reads out.
import type { CartItem, OrderLine, Role } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import type { DemoAccount } from './accounts';
import type { SeedBlog } from './data/blogs';
import { categoryById, type SeedCategory } from './data/categories';
import { productFactsOf } from './data/product-facts';
import { productById, type SeedProduct } from './data/products';
import { toProductDocument, type ProductDocument } from '../../functions/src/repositories/product-document';
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
}

const ts = (date: Date): Timestamp => Timestamp.fromDate(date);

export const userDoc = (account: DemoAccount, createdAt: Date): UserDoc => ({
  username: account.username,
  firstname: account.firstname,
  lastname: account.lastname,
  role: account.role,
  provider: 'password',
  createdAt: ts(createdAt),
  updatedAt: ts(createdAt),
});

export const categoryDoc = ({ title, slug }: SeedCategory): CategoryDoc => ({ title, slug });

/** The same document the api function writes (search terms included), with the seed's dates. */
export const productDoc = (p: SeedProduct): ProductDoc => {
  const { _id, title, slug } = categoryById(p.category);
  const fields = {
    title: p.title,
    description: p.description,
    price: p.price,
    image: imagePath(productImageName(p.id)),
    ...productFactsOf(p.id),
  };
  return { ...toProductDocument(fields, { _id, title, slug }, p.createdAt), updatedAt: ts(p.updatedAt) };
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

/** A cart or order line priced from the product: totalPriceItem = price * quantity. */
export const lineOf = ({ productId, quantity }: SeedLine): CartItem => {
  const { title, price } = productById(productId);
  return { _id: productId, title, price, quantity, totalPriceItem: price * quantity };
};

export const totalOf = (items: readonly CartItem[]): number => items.reduce((sum, i) => sum + i.totalPriceItem, 0);

export const openCartDoc = (shopping: SeedShopping, userId: string): CartDoc => ({
  userId,
  status: 'open',
  items: shopping.openCart.lines.map(lineOf),
  updatedAt: ts(shopping.openCart.updatedAt),
});

export const orderedCartDoc = (order: SeedOrder, userId: string): CartDoc => ({
  userId,
  status: 'ordered',
  items: order.lines.map(lineOf),
  updatedAt: ts(order.createdAt),
});

export const orderDoc = (order: SeedOrder, userId: string): OrderDoc => {
  const shops = order.lines.map(lineOf).map(({ _id, title, quantity, price, totalPriceItem }) => ({
    _id,
    title,
    quantity,
    price,
    totalPriceItem,
  }));
  return {
    userId,
    cartId: order.cartId,
    shops,
    // The purchase moment in ms, as the shop's "buy now" sends it.
    transactionNumber: String(order.createdAt.getTime()),
    totalPriceOrder: totalOf(shops),
    createdAt: ts(order.createdAt),
  };
};
