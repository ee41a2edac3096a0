/**
 * Browser tests run in parallel workers. Data every spec can see is guarded by named Playwright locks
 * (the `lock` test detail): tests holding the same lock never run at the same time. A test that changes
 * one of these lists, or asserts what the whole list holds (its size, a page of it, its first entry,
 * home's curated products), declares that list's lock. Everything else a test changes is its own
 * (registerFreshUser, ownProduct).
 *
 * The product catalogue has two kinds of holder. A test that only adds products of its own and looks
 * only at them (by a unique word, on their own pages) disturbs no other such test, only the tests of the
 * whole catalogue: it holds one of a few slot locks (`LOCK.ownProducts(slot)`), so several run side by
 * side. A test of the whole catalogue (`LOCK.products`) holds every slot: it runs beside none of them.
 */

/** One slot per worker (playwright.config's default of 3): all workers may add products of their own at once. */
const OWN_PRODUCTS_SLOTS = [1, 2, 3] as const;
export type OwnProductsSlot = (typeof OWN_PRODUCTS_SLOTS)[number];

const ownProductsSlot = (slot: OwnProductsSlot): string => `products-${slot}`;

export const LOCK = {
  /**
   * The whole product catalogue: how many there are, a page of a list, its first entry, its order, home's
   * curated and new products, facet counts over all products, the admin list's pages; or a seeded
   * product that others read, changed (its stock, price, title). Every slot of `ownProducts`.
   */
  products: OWN_PRODUCTS_SLOTS.map(ownProductsSlot),
  /**
   * Products of the test's own and nothing else of the catalogue: one slot. A describe keeps one slot
   * for all its tests (they take turns); the specs are spread over the slots by their running time.
   */
  ownProducts: ownProductsSlot,
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
