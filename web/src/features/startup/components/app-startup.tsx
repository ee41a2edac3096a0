import type { ComponentType, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasStoredSession, loadFirebase } from '@/features/auth/api/firebase-auth';
import { useAppStore } from '@/stores/app';
import { isAuthSettled, useAuthStatus } from '@/stores/auth-status';
import { useSessionStore } from '@/features/auth/stores/session';
import { getInitialState } from '@/features/auth/api/initial-state';
import { applyInitialState } from '@/features/cart/lib/initial-state';
import { isServerDrawnPage } from '@/lib/server-drawn-page';
import { StartupError } from '@/components/startup-screen';
import { useEndRejectedSession } from '@/features/auth/hooks/use-end-rejected-session';

const AuthWatcher = lazy((): Promise<{ default: ComponentType }> =>
  import('@/features/auth/components/auth-watcher').catch(() => {
    useAuthStatus.getState().fail();
    return { default: () => null };
  }),
);

const CartFollower = lazy((): Promise<{ default: ComponentType<{ uid: string }> }> =>
  // Without it the cart still works; it just does not follow other devices until the next load.
  import('@/features/cart/components/cart-follower').catch(() => ({ default: () => null })),
);

/**
 * Renders the shop at once (public pages need nobody's session) and loads GET /misc/initialize into the
 * stores as soon as Firebase Auth's first state is known: at once for a visitor, after the SDK loads
 * when a session may exist. It loads again whenever the signed-in user changes. The loaders of screens
 * that need the session wait for it (afterStartup); a failure replaces the shop with the message and Try
 * Again.
 * Once a customer is signed in and the page is drawn, their cart starts following other devices.
 *
 * A page the server drew came with the categories (its root loader's data), and for a browser that holds
 * no session that is all the answer holds (no user, no cart): a visitor's first page asks the API nothing.
 */
export const AppStartup = ({ children }: { children: ReactNode }) => {
  const authStatus = useAuthStatus((state) => state.status);
  const uid = useAuthStatus((state) => state.uid);
  const authReady = isAuthSettled(authStatus);
  const initializedError = useAppStore((state) => state.initializedError);
  const initialized = useAppStore((state) => state.initialized);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [attempt, setAttempt] = useState(0);
  useEndRejectedSession();

  useEffect(() => {
    if (hasStoredSession()) void loadFirebase().catch(() => useAuthStatus.getState().fail());
  }, []);

  useEffect(() => {
    if (!authReady) return;
    // Only with no stored session: one that is still being read is a customer until Auth says otherwise.
    if (!hasStoredSession()) {
      const { initialized } = useAppStore.getState();
      // Auth found nobody (loaded by a sign-in screen, or after a sign-out) for a visitor the shop already
      // started for: there is nobody new to load.
      if (!uid && initialized && !useSessionStore.getState().isLoggedIn) return;
      if (isServerDrawnPage() && !initialized) {
        // No categories: the root loader has the page's, which came first.
        applyInitialState({ categories: [], user: null, cart: null });
        return;
      }
    }
    const controller = new AbortController();
    void getInitialState(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success && result.body) applyInitialState(result.body);
      // A stale session: the API client's listener signs out, and the auth change loads again as a visitor.
      else if (result.status === 401 && uid) return;
      else if (!useAppStore.getState().initialized) useAppStore.getState().failInitialize(result.message);
    });
    return () => controller.abort();
  }, [authReady, uid, attempt]);

  const retry = () => {
    useAppStore.getState().retryInitialize();
    setAttempt((count) => count + 1);
  };

  if (authStatus === 'error') {
    return <StartupError message="The sign-in service could not start" onRetry={() => window.location.reload()} />;
  }
  if (initializedError) return <StartupError message={initializedError} onRetry={retry} />;
  return (
    <>
      {authStatus !== 'idle' && (
        <Suspense fallback={null}>
          <AuthWatcher />
        </Suspense>
      )}
      {children}
      {initialized && isLoggedIn && uid && (
        <Suspense fallback={null}>
          <CartFollower uid={uid} />
        </Suspense>
      )}
    </>
  );
};
