const byId = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

/** The sign-in page's parameter naming a path of this site to go back to once signed in (else the panel). */
export const LOGIN_RETURN_PARAM = 'next';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: { path: '/products', getHref: () => '/products' },
  product: {
    path: '/product/:id',
    getHref: byId('/product'),
    /** The product page with its review form open (?review=write), scrolled to its reviews. */
    getWriteReviewHref: (id: string) => `${byId('/product')(id)}?review=write#reviews`,
  },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blog: { path: '/blogs/:id', getHref: byId('/blogs') },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: {
    path: '/login',
    /** `returnTo`: a path of this site the sign-in page goes back to once signed in (else the panel). */
    getHref: (returnTo?: string) =>
      returnTo ? `/login?${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '/login',
  },
  register: { path: '/register', getHref: () => '/register' },
  /** The questionnaire; with every answer in its query (skinAnalysisHref), the result. */
  skinAnalysis: { path: '/skin-analysis', getHref: () => '/skin-analysis' },
  panel: {
    root: { path: '/panel', getHref: () => '/panel' },
    profile: { path: '/panel/profile', getHref: () => '/panel/profile' },
    cart: { path: '/panel/cart', getHref: () => '/panel/cart' },
    purchases: { path: '/panel/purchases', getHref: () => '/panel/purchases' },
    reviews: { path: '/panel/reviews', getHref: () => '/panel/reviews' },
    confirmOrder: { path: '/panel/confirmOrder/:id', getHref: byId('/panel/confirmOrder') },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
} as const;
