import { UNSUBSCRIBE_PAGE } from '@shop/contract';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminScreen } from '@/features/admin/routes/admin-route';
import { StartupLoading } from '@/components/startup-screen';
import { ROOT_ROUTE_ID, rootLoader } from '@/lib/categories';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

const relative = (path: string) => path.replace(/^\//, '');

/** The customer's account: its layout and screens by path, in one chunk kept out of public pages' first load. */
const panelRoute = (path: string) => () => import('./pages/panel-page').then((m) => m.panelRoute(path));

/** /panel and its screens (the storefront's layout around them). */
export const panelRoutes: RouteObject = {
  path: paths.panel.root.path,
  // Its loaders wait for the shop's start; a first load shows "Loading ..." inside the shop meanwhile.
  HydrateFallback: StartupLoading,
  lazy: panelRoute(''),
  // A screen for each page of paths.panel (its root: the dashboard), and any other address under it.
  children: [...Object.values(paths.panel).map((page) => page.path), '*'].map((path) => ({
    path,
    lazy: panelRoute(path),
  })),
};

/** An admin screen's loader and component, from the admin area's own chunk (features/admin/routes/admin-route). */
const adminScreen = (screen: AdminScreen) => () =>
  import('@/features/admin/routes/admin-route').then((m) => m.adminScreens[screen]);

/**
 * Every screen; the browser router and the server renderer both use them. A page that shows the API's
 * answers loads them through its route's loader (see lib/route-data.ts); the root route's loader has the
 * shop's categories, which the storefront and the admin both show (see lib/categories.ts).
 */
const screens: RouteObject[] = [
  // The admin area has its own layout (sidebar and admin header), not the storefront's. Its screens'
  // loaders wait for the shop's start and turn away anyone but an admin.
  {
    path: paths.admin.root.path,
    lazy: adminScreen('frame'),
    HydrateFallback: StartupLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: adminScreen('dashboard') },
      // One segment for every resource: its loaders find the resource by name (features/admin/resources.ts).
      {
        path: ':resource',
        children: [
          { index: true, lazy: adminScreen('list') },
          { path: 'new', lazy: adminScreen('create') },
          { path: 'edit/:id', lazy: adminScreen('edit') },
          { path: ':id', lazy: adminScreen('record') },
        ],
      },
      { path: '*', lazy: adminScreen('elsewhere') },
    ],
  },
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/landing/routes/home-route').then((m) => ({
                Component: m.HomeRoute,
                loader: m.loader,
              })),
          },
          {
            path: relative(paths.products.path),
            lazy: () =>
              import('@/features/products/routes/products-route').then((m) => ({
                Component: m.ProductsRoute,
                loader: m.loader,
              })),
          },
          {
            path: relative(paths.product.path),
            // The products feature's page with the reviews feature's section (composed in the app layer).
            lazy: () =>
              import('./pages/product-page').then((m) => ({
                Component: m.ProductPage,
                loader: m.loader,
                shouldRevalidate: m.shouldRevalidate,
              })),
          },
          {
            path: relative(paths.blogs.path),
            lazy: () =>
              import('@/features/blogs/routes/blogs-route').then((m) => ({
                Component: m.BlogsRoute,
                loader: m.loader,
              })),
          },
          {
            path: relative(paths.blog.path),
            lazy: () =>
              import('@/features/blogs/routes/blog-route').then((m) => ({ Component: m.BlogRoute, loader: m.loader })),
          },
          {
            path: relative(paths.about.path),
            lazy: () => import('@/features/about/routes/about-route').then((m) => ({ Component: m.AboutRoute })),
          },
          {
            path: relative(paths.contact.path),
            lazy: () => import('@/features/contact/routes/contact-route').then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: relative(paths.skinAnalysis.path),
            // The module exports its screen as Component and its loader: no wrapper in every page's first load.
            lazy: () => import('@/features/skin-analysis/routes/skin-analysis-route'),
          },
          {
            path: relative(paths.login.path),
            lazy: () => import('@/features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: relative(paths.register.path),
            lazy: () => import('@/features/auth/routes/register-route').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: relative(paths.confirmEmail.path),
            lazy: () =>
              import('@/features/auth/routes/confirm-email-route').then((m) => ({ Component: m.ConfirmEmailRoute })),
          },
          panelRoutes,
          {
            path: relative(UNSUBSCRIBE_PAGE),
            // The module exports its screen as Component: no wrapper in every page's first load.
            lazy: () => import('@/features/stock-alerts/routes/unsubscribe-route'),
          },
          {
            path: '*',
            lazy: () =>
              import('@/features/not-found/routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    HydrateFallback: StartupLoading,
    children: screens,
  },
];
