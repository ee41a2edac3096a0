import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useSigninCheck } from 'reactfire';
import { signOutOfFirebase } from '@/lib/firebase';
import { useAppStore } from '@/stores/app';
import { applyInitialState, getInitialState } from '../api/load-initial-state';
import { StartupError, StartupLoading } from './startup-screen';

/**
 * Waits for Firebase Auth's first state, then loads GET /misc/initialize into the stores. Shows
 * "Loading ..." until then, or the error with Try Again. When the signed-in user changes later (sign in,
 * sign out) it loads again in the background.
 */
export const AppStartup = ({ children }: { children: ReactNode }) => {
  const { status, data } = useSigninCheck();
  const authReady = status === 'success';
  const uid = data?.signedIn ? data.user.uid : null;
  const initialized = useAppStore((state) => state.initialized);
  const initializedError = useAppStore((state) => state.initializedError);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!authReady) return;
    const controller = new AbortController();
    void getInitialState(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success && result.body) applyInitialState(result.body);
      // A stale session: carry on as a visitor (the auth change loads again).
      else if (result.status === 401 && uid) void signOutOfFirebase();
      else if (!useAppStore.getState().initialized) useAppStore.getState().failInitialize(result.message);
    });
    return () => controller.abort();
  }, [authReady, uid, attempt]);

  const retry = () => {
    useAppStore.getState().retryInitialize();
    setAttempt((count) => count + 1);
  };

  if (status === 'error') {
    return <StartupError message="The sign-in service could not start" onRetry={() => window.location.reload()} />;
  }
  if (initialized) return children;
  if (initializedError) return <StartupError message={initializedError} onRetry={retry} />;
  return <StartupLoading />;
};
