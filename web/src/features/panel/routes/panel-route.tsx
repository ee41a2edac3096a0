import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/features/auth/stores/session';
import { PanelLayout } from '../components/panel-layout';
import { CartScreen } from './cart-screen';
import { ConfirmOrderScreen } from './confirm-order-screen';
import type { ReviewFormComponent } from '../lib/review-form-slot';
import { DashboardScreen } from './dashboard-screen';
import type { LovesListComponent } from '../lib/loves-slot';
import { LovesScreen } from './loves-screen';
import { MyReviewsScreen } from './my-reviews-screen';
import { ProfileScreen } from './profile-screen';
import { PurchasesScreen } from './purchases-screen';
import { StockAlertsScreen } from './stock-alerts-screen';

const relativeTo = (path: string) => path.slice(paths.panel.root.path.length + 1);

/**
 * The customer's account (`/panel/*`): a signed-out visitor goes to /login before anything is drawn; a
 * customer who just pressed Sign Out goes home. `reviewForm` is the storefront's review form, which
 * "My reviews" edits with, and `lovesList` the loves feature's list (the app layer hands both in).
 */
export const PanelRoute = ({
  reviewForm,
  lovesList,
}: {
  reviewForm: ReviewFormComponent;
  lovesList: LovesListComponent;
}) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const signingOut = useSessionStore((state) => state.signingOut);
  useEffect(() => () => useSessionStore.getState().setSigningOut(false), []);
  if (!isLoggedIn) return <Navigate to={signingOut ? paths.home.getHref() : paths.login.getHref()} replace />;
  return (
    <PanelLayout>
      <Routes>
        <Route index element={<DashboardScreen />} />
        <Route path={relativeTo(paths.panel.profile.path)} element={<ProfileScreen />} />
        <Route path={relativeTo(paths.panel.cart.path)} element={<CartScreen />} />
        <Route path={relativeTo(paths.panel.purchases.path)} element={<PurchasesScreen />} />
        <Route path={relativeTo(paths.panel.reviews.path)} element={<MyReviewsScreen reviewForm={reviewForm} />} />
        <Route path={relativeTo(paths.panel.loves.path)} element={<LovesScreen lovesList={lovesList} />} />
        <Route path={relativeTo(paths.panel.confirmOrder.path)} element={<ConfirmOrderScreen />} />
        <Route path={relativeTo(paths.panel.alerts.path)} element={<StockAlertsScreen />} />
        <Route path="*" element={<Navigate to={paths.panel.root.getHref()} replace />} />
      </Routes>
    </PanelLayout>
  );
};
