import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { InitializedGate } from '@/features/startup/components/initialized-gate';
import { StartupLoading } from '@/components/startup-screen';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

const relative = (path: string) => path.replace(/^\//, '');

/** The admin area routes its own screens (features/admin/routes/admin-route). */
const adminScreens = () => import('@/features/admin/routes/admin-route').then((m) => ({ Component: m.AdminRoute }));

/**
 * Every screen; the browser router and the server renderer both use them. A page that shows the API's
 * answers loads them through its route's loader (see lib/page-query.ts).
 */
export const routes: RouteObject[] = [
  // The admin area has its own layout (sidebar and admin header), not the storefront's.
  {
    path: paths.admin.root.path,
    Component: InitializedGate,
    HydrateFallback: StartupLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: adminScreens },
      { path: '*', lazy: adminScreens },
    ],
  },
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: StartupLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              Promise.all([
                import('@/features/landing/routes/home-route'),
                import('@/features/landing/routes/home-loader'),
              ]).then(([m, data]) => ({ Component: m.HomeRoute, loader: data.homeLoader })),
          },
          {
            path: relative(paths.products.path),
            lazy: () =>
              Promise.all([
                import('@/features/products/routes/products-route'),
                import('@/features/products/routes/products-loader'),
              ]).then(([m, data]) => ({ Component: m.ProductsRoute, loader: data.productsLoader })),
          },
          {
            path: relative(paths.product.path),
            // The products feature's page with the reviews feature's section (composed in the app layer).
            lazy: () =>
              Promise.all([import('./pages/product-page'), import('./pages/product-page-loader')]).then(
                ([m, data]) => ({
                  Component: m.ProductPage,
                  loader: data.productPageLoader,
                  shouldRevalidate: data.productPageShouldRevalidate,
                }),
              ),
          },
          {
            path: relative(paths.blogs.path),
            lazy: () =>
              Promise.all([
                import('@/features/blogs/routes/blogs-route'),
                import('@/features/blogs/routes/blog-loaders'),
              ]).then(([m, data]) => ({ Component: m.BlogsRoute, loader: data.blogsLoader })),
          },
          {
            path: relative(paths.blog.path),
            lazy: () =>
              Promise.all([
                import('@/features/blogs/routes/blog-route'),
                import('@/features/blogs/routes/blog-loaders'),
              ]).then(([m, data]) => ({ Component: m.BlogRoute, loader: data.blogLoader })),
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
            lazy: () =>
              Promise.all([
                import('@/features/skin-analysis/routes/skin-analysis-route'),
                import('@/features/skin-analysis/routes/skin-analysis-loader'),
              ]).then(([m, data]) => ({ Component: m.Component, loader: data.skinAnalysisLoader })),
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
            Component: InitializedGate,
            children: [
              {
                path: `${relative(paths.panel.root.path)}/*`,
                // The panel feature's screens with the reviews feature's form (composed in the app layer).
                lazy: () => import('./pages/panel-page').then((m) => ({ Component: m.PanelPage })),
              },
            ],
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
