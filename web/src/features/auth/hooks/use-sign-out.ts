import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutOfFirebase } from '../api/firebase-auth';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '../stores/session';

/**
 * Empties the cart and its `shopping` copy, returns home (drawn with an empty cart badge), then signs
 * out of Firebase Auth and forgets the session (and its stored tokens). An account screen still on the page sees `signingOut` and goes home
 * too, not to /login (it ends `signingOut` when it leaves). The startup feature re-initializes when the
 * auth state changes.
 */
export const useSignOut = () => {
  const navigate = useNavigate();
  const onAccountScreen = Boolean(useMatch({ path: paths.panel.root.path, end: false }));
  return useCallback(async () => {
    useAppStore.getState().setOpenMenu(false);
    if (onAccountScreen) useSessionStore.getState().setSigningOut(true);
    useCartStore.getState().clearCart();
    await navigate(paths.home.getHref(), { flushSync: true });
    try {
      await signOutOfFirebase();
    } finally {
      useSessionStore.getState().clearSession();
      // A cart listener may still have answered while Firebase was signing out.
      useCartStore.getState().clearCart();
    }
  }, [navigate, onAccountScreen]);
};
