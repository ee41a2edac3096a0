import { useEffect } from 'react';
import { Outlet, useRevalidator } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session';
import { PanelLayout } from '../components/panel-layout';

/**
 * The customer's account (`/panel/*`): the screen beside the menu. Its loader sends a signed-out visitor
 * to /login before anything is drawn, and a customer who just pressed Sign Out home. A session that ends
 * while a screen is open (refused by the API, signed out of all devices) draws nothing and runs the
 * loaders again, which send the visitor away.
 */
export const PanelRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const { revalidate } = useRevalidator();
  useEffect(() => () => useSessionStore.getState().setSigningOut(false), []);
  useEffect(() => {
    if (!isLoggedIn) void revalidate();
  }, [isLoggedIn, revalidate]);
  if (!isLoggedIn) return null;
  return (
    <PanelLayout>
      <Outlet />
    </PanelLayout>
  );
};
