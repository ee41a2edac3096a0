/**
 * Browser tests run in parallel workers. Data every spec can see is guarded by a named Playwright lock
 * (the `lock` test detail): a test that changes one of these lists, or asserts what the whole list
 * holds (its size, a page of it, its first entry, home's curated products), declares the lock, and
 * tests holding the same lock never run at the same time. Everything else a test changes is its own
 * (registerFreshUser, ownProduct).
 */
export const LOCK = {
  /** The product catalogue: how many there are, their order and prices, home's curated products. */
  products: 'products',
  /** The blog list: its pages and newest post. */
  blogs: 'blogs',
  /** The category list and its pages. */
  categories: 'categories',
  /**
   * The users list, for tests that add users through the admin API and page the list. Customers that
   * registerFreshUser adds appear at any time: tests of the list let them come first.
   */
  users: 'users',
  /** The stack's SMTP port: a test that catches the shop's mail (startMailCatcher) listens on it, one at a time. */
  mail: 'mail',
} as const;
