import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from '@/lib/notify';

const AppSnackbars = lazy(() => import('./snackbar-provider').then((module) => ({ default: module.AppSnackbars })));

/** Mounts notistack once the first toast is asked for (lib/notify); until then nothing loads. */
export const SnackbarHost = () => {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <AppSnackbars />
    </Suspense>
  ) : null;
};
