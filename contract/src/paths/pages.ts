/**
 * The public pages, by name: the ssr function renders them, Hosting rewrites each to it (firebase.json,
 * checked by scripts/hosting-rewrites.test.ts), and the web app's routes are declared on them. Every
 * other screen (the panel, the admin) gets the app's HTML and is drawn in the browser.
 */
export const PUBLIC_PAGE_PATHS = {
  home: '/',
  products: '/products',
  product: '/product/:id',
  blogs: '/blogs',
  blog: '/blogs/:id',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  skinAnalysis: '/skin-analysis',
} as const;

/** The back-in-stock mail's one-click unsubscribe page (`?token=`): a private page, drawn in the browser. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

/** The public pages' route patterns (`:id` is one path segment). */
export const PUBLIC_PAGES: readonly string[] = Object.values(PUBLIC_PAGE_PATHS);
