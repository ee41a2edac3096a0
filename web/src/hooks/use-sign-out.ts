import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutOfFirebase } from '@/lib/auth';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '@/stores/session';

/**
 * Returns home, then signs out of Firebase Auth, forgets the session (and its stored tokens) and empties
 * the cart and its `shopping` copy. An account screen still on the page sees `signingOut` and goes home
 * too, not to /login (it ends `signingOut` when it leaves). The startup feature re-initializes when the
 * auth state changes.
 */
export const useSignOut = () => {
  const navigate = useNavigate();
  const onAccountScreen = Boolean(useMatch({ path: paths.panel.root.path, end: false }));
  return useCallback(async () => {
    useAppStore.getState().setOpenMenu(false);
    if (onAccountScreen) useSessionStore.getState().setSigningOut(true);
    await navigate(paths.home.getHref(), { flushSync: true });
    try {
      await signOutOfFirebase();
    } finally {
      useSessionStore.getState().clearSession();
      useCartStore.getState().clearCart();
    }
  }, [navigate, onAccountScreen]);
};
