import type { OrderStatus } from './order-status';
import type { ProductFacts } from './product-facts';
import type { ProductRating } from './reviews';
import type { ProductVariant, VariantKind } from './variants';

export const ROLES = ['user', 'admin', 'Main Admin'] as const;
export type Role = (typeof ROLES)[number];

export const isAdminRole = (role: Role | undefined | null): boolean => role === 'admin' || role === 'Main Admin';

export interface User {
  _id: string;
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
}

export interface CategoryRef {
  _id: string;
  title: string;
  slug: string;
}

export type Category = CategoryRef;

/** A product: its original fields and what is in the jar (ProductFacts), as top-level fields. */
export interface Product extends ProductFacts {
  _id: string;
  title: string;
  description: string;
  price: number;
  category: CategoryRef;
  image: string;
  /**
   * Units left (a whole number >= 0); absent when the product's stock is not tracked (always available).
   * Exact whenever it is LOW_STOCK_MAX or fewer. Above it the product's stock is in shards, and a list,
   * `?ids=`, a cart line or the suggestions answer the units at its last layout (a sharded product
   * always has more than LOW_STOCK_MAX left); the product page and an admin's list answer the live count.
   */
  stock?: number;
  /**
   * Its shades or sizes (all of one kind), in the admin's order, hidden ones included for admins only.
   * With variants on sale, `price` is the lowest of their prices and `stock` the sum of their units.
   */
  variants?: ProductVariant[];
  /** The visible reviews' figures, kept on the product (never counted from its reviews to show it). */
  rating: ProductRating;
  createdAt: string;
  updatedAt: string;
}

export interface BlogItem {
  titleItem: string;
  descItem: string;
}

export interface Blog {
  _id: string;
  title: string;
  slug: string;
  image: string;
  description: string;
  /** [subject, author] */
  details: [string, string];
  items: BlogItem[];
  createdAt: string;
  updatedAt: string;
}

/** A blog as lists show it (GET /api/blogs): everything but its items, which only the post shows. */
export type BlogSummary = Omit<Blog, 'items'>;

/** Which variant a cart or order line holds; absent for a product without variants. */
export interface LineVariant {
  /** The product's id (a line's `_id` is cartLineId(productId, variantId)). */
  productId?: string;
  variantId?: string;
  variantName?: string;
  variantKind?: VariantKind;
}

export interface CartItem extends LineVariant {
  /** The product's id, or for a variant cartLineId(productId, variantId): what PUT /cart/{id} takes as `id`. */
  _id: string;
  title: string;
  price: number;
  quantity: number;
  totalPriceItem: number;
}

export interface Cart {
  _id: string;
  userId: string;
  items: CartItem[];
}

/** A cart with its owner in full as `userId`, as GET /misc/initialize answers it. */
export interface CartWithUser extends Omit<Cart, 'userId'> {
  userId: User;
}

/** PUT /cart/{cartId} answer: the cart, and the line the call set (null once it is removed). */
export interface CartQuantityBody extends Cart {
  item: CartItem | null;
}

/** A cart line priced as of now: price and totalPriceItem are the product's current figures. */
export interface PricedCartItem extends CartItem {
  /** The price the line was added at, present only when it differs from the current price. */
  addedPrice?: number;
  /** false when the product is no longer sold: the line keeps the title and price it was added with. */
  available: boolean;
  /** The units the product has left, when its stock is tracked, as on a list (Product's stock); buy now refuses a quantity above it. */
  stock?: number;
}

/** GET /cart answer: the caller's open cart priced by the server now (_id null when they have none). */
export interface PricedCart {
  _id: string | null;
  items: PricedCartItem[];
  /** The sum of the available lines; what POST /order charges while prices stay as they are. */
  totalPrice: number;
}

export interface OrderLine extends LineVariant {
  /** As the cart line's `_id`. */
  _id: string;
  title: string;
  quantity: number;
  price: number;
  totalPriceItem: number;
}

/** One change of an order's status: to what, when (ISO time) and by whom (the admin's username). */
export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  /** The admin's username; the customer for the first entry, "placed". */
  by: string;
}

export interface Order {
  _id: string;
  userId: string;
  cartId: string;
  shops: OrderLine[];
  transactionNumber: string;
  totalPriceOrder: number;
  createdAt: string;
  status: OrderStatus;
  /** Every status the order had, oldest first, starting with "placed". */
  history: OrderStatusChange[];
}

/** Who bought, as the admin's order screens show it. */
export interface OrderCustomer {
  username: string;
  firstname: string;
  lastname: string;
}

/** An order in the admin's list and detail: the order and its customer (null when the account is gone). */
export interface AdminOrder extends Order {
  customer: OrderCustomer | null;
}

/** GET /api/orders answer. */
export interface AdminOrdersBody {
  orders: AdminOrder[];
  totalOrders: { filtered: number };
}

export interface InitializeBody {
  categories: Category[];
  /** The caller's profile with the role of their token; null for a visitor. */
  user: User | null;
  /**
   * The caller's open cart, or the empty one their next add opens (not stored yet), its userId the same
   * user as `user`; null for a visitor.
   */
  cart: CartWithUser | null;
}

/**
 * POST /auth/login answer: the user as GET /misc/initialize gives it, and a Firebase session cookie (14
 * days) to send as Bearer.
 */
export interface LoginBody {
  user: User;
  token: string;
}

/**
 * POST /auth/google answer. The server sets the `role` claim on a first Google sign-in; a claim only
 * appears in the next ID token, so when refreshToken is true the client must call getIdToken(true).
 */
export interface GoogleSignInBody {
  user: User;
  refreshToken: boolean;
  /** A session cookie made from this call's ID token, to send as Bearer (the body holds user and token). */
  token: string;
}

/** GET /api/users answer. */
export interface UsersListBody {
  users: User[];
  totalUsers: { all: number };
}

/** GET /order/confirmation/{cartId} answer. */
export interface OrderConfirmationBody {
  transactionNumber: string;
  /** The order's status now ("placed" right after buying). */
  status: OrderStatus;
  /** What the order holds, each line naming its shade or size where it has one. */
  shops: OrderLine[];
}
