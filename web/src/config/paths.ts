const byId = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: { path: '/products', getHref: () => '/products' },
  product: { path: '/product/:id', getHref: byId('/product') },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blog: { path: '/blogs/:id', getHref: byId('/blogs') },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  panel: {
    root: { path: '/panel', getHref: () => '/panel' },
    profile: { path: '/panel/profile', getHref: () => '/panel/profile' },
    cart: { path: '/panel/cart', getHref: () => '/panel/cart' },
    purchases: { path: '/panel/purchases', getHref: () => '/panel/purchases' },
    confirmOrder: { path: '/panel/confirmOrder/:id', getHref: byId('/panel/confirmOrder') },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
} as const;
