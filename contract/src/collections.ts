/**
 * Every Firestore collection the shop keeps, by name: the api function's repositories, the seed (its
 * wipe and its live-data check) and the browser's open-cart listener name them from here.
 */
export const COLLECTIONS = {
  users: 'users',
  /** usernames/{lowercase username} = { uid }: one account per username. */
  usernames: 'usernames',
  categories: 'categories',
  products: 'products',
  blogs: 'blogs',
  carts: 'carts',
  /** cartLocks/{userId}: the one open cart a customer may have. */
  cartLocks: 'cartLocks',
  orders: 'orders',
  /** The day's order figures, each day in shards (rules/order-figures.ts). */
  orderStatShards: 'orderStatShards',
  /** The day's order figures before they were sharded: the seed deletes what is left of them. */
  orderStats: 'orderStats',
  messages: 'messages',
  /** messageStats/inbox: whether the messages stored before the inbox were upgraded. */
  messageStats: 'messageStats',
  reviews: 'reviews',
  /** rateLimits/{key}: the attempts counted in a window (login failures, messages, review writes). */
  rateLimits: 'rateLimits',
  /**
   * The outbox: one document a message, in the Trigger Email extension's shape ({ to, message,
   * delivery }), written in the same commit as the change it tells of; the mail sender function sends it.
   */
  mail: 'mail',
  /** loves/{userId}~{productId}: a product a customer loves (their wishlist). */
  loves: 'loves',
  /** stockAlerts/{id}: "Notify me when it's back" for a sold-out product or shade, until it is back. */
  stockAlerts: 'stockAlerts',
  /** seedRuns/last: the seed's record of what it wrote (scripts/seed/live-data.ts). */
  seedRuns: 'seedRuns',
} as const;

/** Collections under each document of another, by name (every collection of that name). */
export const SUBCOLLECTIONS = {
  /** reviews/{id}/votes/{uid}: a customer's "Helpful" vote. */
  votes: 'votes',
  /** products/{id}/stockShards/{k}: a share of a product's units. */
  stockShards: 'stockShards',
} as const;
