import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutOfFirebase } from '../api/firebase-auth';
import { useAppStore } from '@/stores/app';
import { announceSessionEnd, useSessionStore } from '../stores/session';

/** Where a sign-out lands: home (Sign Out, as the SPEC says) or the sign-in page. */
export type SignOutDestination = 'home' | 'login';

/**
 * Announces the session's end (the cart empties itself and its `shopping` copy), returns home (drawn
 * with an empty cart badge), then signs out of Firebase Auth and forgets the session and its stored
 * tokens, which announces the end again (a cart listener may have answered while Firebase was signing
 * out). An account screen still on the page sees `signingOut` and goes home too, not to /login (it ends
 * `signingOut` when it leaves). The startup feature re-initializes when the auth state changes.
 * With `'login'` the sign-in page is opened once the session is forgotten (it sends a signed-in person on
 * to the panel), and an account screen still on the page goes there too.
 */
export const useSignOut = (destination: SignOutDestination = 'home') => {
  const navigate = useNavigate();
  const onAccountScreen = Boolean(useMatch({ path: paths.panel.root.path, end: false }));
  return useCallback(async () => {
    useAppStore.getState().setOpenMenu(false);
    const toHome = destination === 'home';
    if (toHome && onAccountScreen) useSessionStore.getState().setSigningOut(true);
    announceSessionEnd();
    if (toHome) await navigate(paths.home.getHref(), { flushSync: true });
    try {
      await signOutOfFirebase();
    } finally {
      useSessionStore.getState().clearSession();
    }
    if (!toHome) await navigate(paths.login.getHref(), { replace: true });
  }, [destination, navigate, onAccountScreen]);
};
