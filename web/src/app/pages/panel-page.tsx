import { lazy } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import LovesList from '@/features/loves/components/loves-list';
import { lovesLoader } from '@/features/loves/routes/loves-loader';
import { CartScreen } from '@/features/panel/routes/cart-screen';
import { ConfirmOrderScreen } from '@/features/panel/routes/confirm-order-screen';
import { DashboardScreen } from '@/features/panel/routes/dashboard-screen';
import { LovesScreen } from '@/features/panel/routes/loves-screen';
import { MyReviewsScreen } from '@/features/panel/routes/my-reviews-screen';
import * as loaders from '@/features/panel/routes/panel-loaders';
import { PanelRoute } from '@/features/panel/routes/panel-route';
import { ProfileScreen } from '@/features/panel/routes/profile-screen';
import { PurchasesScreen } from '@/features/panel/routes/purchases-screen';
import { StockAlertsScreen } from '@/features/panel/routes/stock-alerts-screen';

/** The storefront's review form: its code loads when a customer first presses Edit in "My reviews". */
const ReviewForm = lazy(() => import('@/features/reviews/components/review-form'));

type PanelRouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * The customer's account, one lazy module for its layout and every screen, by their route's path (the
 * layout's is ''; '*' is any other address under /panel). "My reviews" edits with the reviews feature's
 * form and "Loves" lists with the loves feature's list, loaded by the loves feature's loader (composed
 * in the app layer).
 */
const panelRoutes: Record<string, PanelRouteModule> = {
  '': { Component: PanelRoute, loader: loaders.panelLoader },
  [paths.panel.root.path]: { Component: DashboardScreen, loader: loaders.dashboardLoader },
  [paths.panel.profile.path]: { Component: ProfileScreen, loader: loaders.profileLoader },
  [paths.panel.cart.path]: { Component: CartScreen },
  [paths.panel.purchases.path]: { Component: PurchasesScreen, loader: loaders.purchasesLoader },
  [paths.panel.reviews.path]: {
    Component: () => <MyReviewsScreen reviewForm={ReviewForm} />,
    loader: loaders.myReviewsLoader,
  },
  [paths.panel.loves.path]: { Component: () => <LovesScreen lovesList={LovesList} />, loader: lovesLoader },
  [paths.panel.confirmOrder.path]: { Component: ConfirmOrderScreen, loader: loaders.confirmOrderLoader },
  [paths.panel.alerts.path]: { Component: StockAlertsScreen, loader: loaders.stockAlertsLoader },
  '*': { loader: loaders.otherPanelLoader },
};

export const panelRoute = (path: string): PanelRouteModule => {
  const route = panelRoutes[path];
  if (!route) throw new Error(`The panel has no route ${path}.`);
  return route;
};
