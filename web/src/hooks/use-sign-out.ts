import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutOfFirebase } from '@/lib/auth';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '@/stores/session';

/**
 * Signs out of Firebase Auth, forgets the session (and its stored tokens), empties the cart and its
 * `shopping` copy, and returns home. The startup feature re-initializes when the auth state changes.
 */
export const useSignOut = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    useAppStore.getState().setOpenMenu(false);
    try {
      await signOutOfFirebase();
    } finally {
      useSessionStore.getState().clearSession();
      useCartStore.getState().clearCart();
      await navigate(paths.home.getHref());
    }
  }, [navigate]);
};
