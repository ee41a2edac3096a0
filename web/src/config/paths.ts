import {
  CONFIRM_EMAIL_PAGE,
  PANEL_PROFILE_PAGE,
  PANEL_PURCHASES_PAGE,
  PUBLIC_PAGE_PATHS as PAGE,
} from '@shop/contract';

const byId = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;
/** A public page's address from its pattern: `:id` filled in. */
const pageById = (pattern: `${string}/:id`) => (id: string) => pattern.replace(':id', () => encodeURIComponent(id));

/** The sign-in page's parameter naming a path of this site to go back to once signed in (else the panel). */
export const LOGIN_RETURN_PARAM = 'next';

/** The product page's parameter naming the shade or size shown (the default one without it). */
export const VARIANT_PARAM = 'variant';

export const paths = {
  home: { path: PAGE.home, getHref: () => PAGE.home },
  products: { path: PAGE.products, getHref: () => PAGE.products },
  product: {
    path: PAGE.product,
    /** With a variant: the product page with that shade or size chosen (`?variant=`). */
    getHref: (id: string, variantId?: string | null) =>
      variantId
        ? `${pageById(PAGE.product)(id)}?${VARIANT_PARAM}=${encodeURIComponent(variantId)}`
        : pageById(PAGE.product)(id),
    /** The product page with its review form open (?review=write), scrolled to its reviews. */
    getWriteReviewHref: (id: string) => `${pageById(PAGE.product)(id)}?review=write#reviews`,
  },
  blogs: { path: PAGE.blogs, getHref: () => PAGE.blogs },
  blog: { path: PAGE.blog, getHref: pageById(PAGE.blog) },
  about: { path: PAGE.about, getHref: () => PAGE.about },
  contact: { path: PAGE.contact, getHref: () => PAGE.contact },
  login: {
    path: PAGE.login,
    /** `returnTo`: a path of this site the sign-in page goes back to once signed in (else the panel). */
    getHref: (returnTo?: string) =>
      returnTo ? `${PAGE.login}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}` : PAGE.login,
  },
  register: { path: PAGE.register, getHref: () => PAGE.register },
  /** The questionnaire; with every answer in its query (skinAnalysisHref), the result. */
  skinAnalysis: { path: PAGE.skinAnalysis, getHref: () => PAGE.skinAnalysis },
  /** A confirmation mail's link: confirms the address its token names as it opens (drawn in the browser only). */
  confirmEmail: { path: CONFIRM_EMAIL_PAGE, getHref: () => CONFIRM_EMAIL_PAGE },
  panel: {
    root: { path: '/panel', getHref: () => '/panel' },
    profile: { path: PANEL_PROFILE_PAGE, getHref: () => PANEL_PROFILE_PAGE },
    cart: { path: '/panel/cart', getHref: () => '/panel/cart' },
    purchases: { path: PANEL_PURCHASES_PAGE, getHref: () => PANEL_PURCHASES_PAGE },
    reviews: { path: '/panel/reviews', getHref: () => '/panel/reviews' },
    loves: { path: '/panel/loves', getHref: () => '/panel/loves' },
    alerts: { path: '/panel/alerts', getHref: () => '/panel/alerts' },
    confirmOrder: { path: '/panel/confirmOrder/:id', getHref: byId('/panel/confirmOrder') },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
} as const;
