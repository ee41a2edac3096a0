import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getOwnProfile } from '@/features/auth/api/mail-address';
import { signedInCustomer } from '@/features/auth/lib/signed-in-customer';
import { loaderResults } from '@/lib/route-data';
import { getSkinProfile } from '@/lib/skin-profile';
import { parsePageParam } from '@/utils/page-count';
import { getConfirmation } from '../api/get-confirmation';
import { getOrders } from '../api/get-orders';
import { getMyReviews } from '../api/my-reviews';
import { getMyStockAlerts } from '../api/stock-alerts';

/*
 * The loaders of the customer's account (/panel/*). Each waits until the shop has started; a visitor is
 * sent to /login (home after Sign Out) by the layout's loader and every screen's alike, so no screen
 * asks the API for nobody.
 */

/** The layout: the menu beside the screen, for a signed-in customer only. */
export const panelLoader = async () => {
  await signedInCustomer();
  return null;
};

/** The dashboard: the last order and the skin profile (the cart comes from the cart store). */
export const dashboardLoader = async ({ request }: LoaderFunctionArgs) => {
  const userId = await signedInCustomer();
  return loaderResults({ orders: getOrders(userId, request.signal), skinProfile: getSkinProfile(request.signal) });
};

/** The profile: the account's e-mail address and its state. */
export const profileLoader = async () => {
  const userId = await signedInCustomer();
  return loaderResults({ profile: getOwnProfile(userId) });
};

export const purchasesLoader = async ({ request }: LoaderFunctionArgs) => {
  const userId = await signedInCustomer();
  return loaderResults({ orders: getOrders(userId, request.signal) });
};

/** "My reviews" at its `?page=`. */
export const myReviewsLoader = async ({ request }: LoaderFunctionArgs) => {
  await signedInCustomer();
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  return loaderResults({ reviews: getMyReviews(page, request.signal) });
};

/** The order made from the cart the address names. */
export const confirmOrderLoader = async ({ request, params }: LoaderFunctionArgs) => {
  await signedInCustomer();
  return loaderResults({ confirmation: getConfirmation(params.id ?? '', request.signal) });
};

export const stockAlertsLoader = async ({ request }: LoaderFunctionArgs) => {
  await signedInCustomer();
  return loaderResults({ alerts: getMyStockAlerts(request.signal) });
};

/** Any other address under /panel: the dashboard. */
export const otherPanelLoader = async () => {
  await signedInCustomer();
  return replace(paths.panel.root.getHref());
};
